import type { UploadedImage } from '@splendid/editor-engine'

/** Where the editor's mutate-api takes images. */
export interface ImageServer {
  readonly mutateApiUrl: string
  readonly canvasId: string
}

/**
 * Sends an image file to mutate-api's assets call, which copies it into the project.
 *
 * @throws {Error} with the server's message when it refuses the file.
 */
export async function uploadImage(server: ImageServer, file: File): Promise<UploadedImage> {
  const url = `${server.mutateApiUrl}/canvases/${encodeURIComponent(server.canvasId)}/assets?name=${encodeURIComponent(file.name)}`
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
  })
  const answer = (await response.json()) as UploadedImage & { message?: string }
  if (!response.ok) throw new Error(answer.message ?? `HTTP ${response.status}`)
  return answer
}
