import { COVER_WIDTHS, coverRenditionName } from '../../lib/cover-sources'
import { supabase } from '../../lib/supabase-client'
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '../../lib/supabase-url'

/** The private bucket of lesson videos and captions: `<course-slug>/<file>`. */
export const COURSE_MEDIA_BUCKET = 'course-media'
/** The public bucket of course covers: `<course-slug>.webp`. */
export const COURSE_COVERS_BUCKET = 'course-covers'

/** Why an upload failed: too large, a type the bucket refuses, refused, or the network. */
export type UploadFailure = 'too-large' | 'wrong-type' | 'refused' | 'network' | 'aborted'

/** A failed upload, with what the server said. */
export class UploadError extends Error {
  readonly failure: UploadFailure
  constructor(failure: UploadFailure, message: string) {
    super(message)
    this.name = 'UploadError'
    this.failure = failure
  }
}

/** What {@link uploadWithProgress} sends. */
export interface UploadRequest {
  readonly bucket: string
  readonly path: string
  readonly body: Blob
  readonly contentType: string
  /** Called with the share sent so far, 0…1. */
  readonly onProgress?: (fraction: number) => void
  readonly signal?: AbortSignal
}

function failureOf(status: number, message: string): UploadFailure {
  if (status === 413 || /maximum allowed size|too large/i.test(message)) return 'too-large'
  if (status === 415 || /mime type/i.test(message)) return 'wrong-type'
  return 'refused'
}

/**
 * Uploads (or replaces) one Storage object through Storage's object API, reporting progress —
 * which `fetch` cannot do, hence XMLHttpRequest. The bucket's size and type limits and the
 * `storage.objects` policies decide on the server.
 */
export async function uploadWithProgress(request: UploadRequest): Promise<void> {
  const { data } = await supabase.auth.getSession()
  const token = data.session?.access_token ?? SUPABASE_ANON_KEY
  const url = `${SUPABASE_URL}/storage/v1/object/${request.bucket}/${request.path
    .split('/')
    .map(encodeURIComponent)
    .join('/')}`
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('authorization', `Bearer ${token}`)
    xhr.setRequestHeader('apikey', SUPABASE_ANON_KEY)
    xhr.setRequestHeader('x-upsert', 'true')
    xhr.setRequestHeader('content-type', request.contentType)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        request.onProgress?.(1)
        resolve()
        return
      }
      let message = xhr.statusText
      try {
        message = String((JSON.parse(xhr.responseText) as { message?: unknown }).message ?? message)
      } catch {
        // Not JSON: keep the status text.
      }
      reject(new UploadError(failureOf(xhr.status, message), message))
    }
    xhr.onerror = () => reject(new UploadError('network', 'The connection was lost.'))
    xhr.onabort = () => reject(new UploadError('aborted', 'The upload was stopped.'))
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(request.body)
  })
}

/** Removes objects of a bucket; what is already gone is no error. */
export async function removeObjects(bucket: string, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return
  await supabase.storage.from(bucket).remove([...paths])
}

/** Removes every lesson file of a course and its cover, as one file or at every width. */
export async function removeCourseMedia(slug: string): Promise<void> {
  const { data } = await supabase.storage.from(COURSE_MEDIA_BUCKET).list(slug, { limit: 1000 })
  await removeObjects(
    COURSE_MEDIA_BUCKET,
    (data ?? []).map((item) => `${slug}/${item.name}`),
  )
  await removeObjects(COURSE_COVERS_BUCKET, [
    `${slug}.webp`,
    ...COVER_WIDTHS.map((width) => coverRenditionName(slug, width)),
  ])
}
