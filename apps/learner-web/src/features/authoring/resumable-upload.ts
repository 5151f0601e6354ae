import { supabase } from '../../lib/supabase-client'
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '../../lib/supabase-url'
import { UploadError, type UploadFailure, type UploadRequest } from './media-files'

/** Storage's resumable uploads take 6 MiB chunks (hosted Supabase requires exactly this size). */
const CHUNK_BYTES = 6 * 1024 * 1024
/** Waits between automatic retries after a network failure, in ms. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000]

function failureOf(status: number | undefined): UploadFailure {
  if (status === 413) return 'too-large'
  if (status === 415) return 'wrong-type'
  if (status === undefined || status === 0) return 'network'
  return 'refused'
}

/**
 * Uploads a large file (a lesson video) through Storage's resumable endpoint (TUS): in chunks,
 * retried by itself after a dropped connection, and — when it fails anyway or the page is
 * reloaded — resumed from where the server stopped the next time the same file is uploaded to
 * the same place (tus-js-client keeps the upload's address in local storage).
 */
export async function uploadResumable(
  request: UploadRequest & { readonly body: File },
): Promise<void> {
  const [{ Upload }, session] = await Promise.all([
    import('tus-js-client'),
    supabase.auth.getSession(),
  ])
  const token = session.data.session?.access_token ?? SUPABASE_ANON_KEY
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(request.body, {
      endpoint: `${SUPABASE_URL}/storage/v1/upload/resumable`,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      uploadDataDuringCreation: true,
      removeFingerprintOnSuccess: true,
      headers: { authorization: `Bearer ${token}`, apikey: SUPABASE_ANON_KEY, 'x-upsert': 'true' },
      metadata: {
        bucketName: request.bucket,
        objectName: request.path,
        contentType: request.contentType,
        cacheControl: '3600',
      },
      onProgress: (sent, total) => request.onProgress?.(total > 0 ? sent / total : 0),
      onSuccess: () => {
        request.onProgress?.(1)
        resolve()
      },
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null
        const status = response?.getStatus()
        reject(new UploadError(failureOf(status), response?.getBody() || error.message))
      },
    })
    request.signal?.addEventListener(
      'abort',
      () => {
        void upload.abort()
        reject(new UploadError('aborted', 'The upload was stopped.'))
      },
      { once: true },
    )
    void upload.findPreviousUploads().then((previous) => {
      const last = previous[0]
      if (last) upload.resumeFromPreviousUpload(last)
      upload.start()
    })
  })
}
