/** The largest lesson video accepted (the `course-media` bucket's limit says the same). */
export const MAX_VIDEO_BYTES = 500 * 1024 * 1024

/** The video types lessons play (the `course-media` bucket accepts these). */
const VIDEO_TYPES: Readonly<Record<string, string>> = { 'video/webm': 'webm', 'video/mp4': 'mp4' }

/** The file extension for a lesson video's type, or `null` when the type is not accepted. */
export function videoExtension(type: string): string | null {
  return VIDEO_TYPES[type] ?? null
}

/** A video file's length in whole seconds (at least 1), read from its metadata in the browser. */
export function videoDurationSeconds(file: Blob): Promise<number> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video')
    const url = URL.createObjectURL(file)
    video.preload = 'metadata'
    video.onloadedmetadata = () => {
      URL.revokeObjectURL(url)
      resolve(Number.isFinite(video.duration) ? Math.max(1, Math.round(video.duration)) : 1)
    }
    video.onerror = () => {
      URL.revokeObjectURL(url)
      reject(new Error('The video could not be read.'))
    }
    video.src = url
  })
}
