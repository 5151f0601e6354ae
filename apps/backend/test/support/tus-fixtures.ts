import type { SupabaseClient } from '@supabase/supabase-js'
import { type PreviousUpload, Upload, type UploadOptions, type UrlStorage } from 'tus-js-client'
import type { Database } from '../../src/db/database.js'
import type { TestBackend } from './backend-harness.js'
import { courseIdOf, type Learner, newLearner } from './course-content-fixtures.js'

/**
 * The bucket course-media as supabase/config.toml declares it (lesson videos up to 500 MiB), and
 * a new user who owns the seeded course business-english, so may write under `business-english/`.
 */
export async function courseMediaOwner(db: Database, server: TestBackend): Promise<Learner> {
  await db.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
     values ('course-media', 'course-media', false, 524288000, '{video/webm,video/mp4,text/vtt}')
     on conflict (id) do update set file_size_limit = excluded.file_size_limit,
       allowed_mime_types = excluded.allowed_mime_types`,
  )
  const owner = await newLearner(db, server, 'owner')
  await db.query('update public.courses set owner_id = $1 where id = $2', [
    owner.id,
    await courseIdOf(db, 'business-english'),
  ])
  return owner
}

/** tus-js-client's URL storage in memory, so a second `Upload` can find the first one's URL. */
export function memoryUrlStorage(): UrlStorage {
  const uploads = new Map<string, PreviousUpload & { fingerprint: string }>()
  let next = 0
  return {
    findAllUploads: async () => [...uploads.values()],
    findUploadsByFingerprint: async (fingerprint) =>
      [...uploads.entries()]
        .filter(([, upload]) => upload.fingerprint === fingerprint)
        .map(([key, upload]) => ({ ...upload, urlStorageKey: key })),
    removeUpload: async (key) => {
      uploads.delete(key)
    },
    addUpload: async (fingerprint, upload) => {
      const key = `upload-${next++}`
      uploads.set(key, { ...upload, fingerprint })
      return key
    },
  }
}

/** Runs `upload` to its end: the URL it uploaded to. */
export function finish(upload: Upload): Promise<string> {
  return new Promise((resolve, reject) => {
    upload.options.onSuccess = () => resolve(upload.url ?? '')
    upload.options.onError = reject
    upload.start()
  })
}

/**
 * Starts `upload` and aborts it once the server has accepted at least `bytes`: how many it had
 * accepted by then.
 */
export function interruptAfter(upload: Upload, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    upload.options.onError = reject
    upload.options.onChunkComplete = (_size, accepted) => {
      if (accepted < bytes) return
      upload.options.onChunkComplete = null
      upload.abort().then(() => resolve(accepted), reject)
    }
    upload.start()
  })
}

/** An upload of `file` to `endpoint` with Storage's metadata, counting its PATCH requests. */
export function storageUpload(
  file: Buffer,
  endpoint: string,
  object: { bucket: string; name: string; contentType: string },
  options: UploadOptions = {},
): { upload: Upload; patches: string[] } {
  const patches: string[] = []
  const upload = new Upload(file, {
    endpoint,
    retryDelays: null,
    metadata: {
      bucketName: object.bucket,
      objectName: object.name,
      contentType: object.contentType,
      cacheControl: '3600',
    },
    onBeforeRequest: (request) => {
      if (request.getMethod() === 'PATCH') patches.push(request.getHeader('Upload-Offset') ?? '')
    },
    ...options,
  })
  return { upload, patches }
}

/** A TUS `Upload-Metadata` header of `pairs`. */
export function metadataHeader(pairs: Record<string, string>): string {
  return Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')
}

/** The access token of a signed-in client. */
export async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession()
  const token = data.session?.access_token
  if (!token) throw new Error('the client is not signed in')
  return token
}

/** Bytes that differ at every offset, so a chunk written twice or skipped shows. */
export function patternBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size)
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff
  return bytes
}

/** The `<bucket>/<name>/<version>` an upload URL names (its last segment, in base64url). */
export function uploadIdOf(url: string): string {
  return Buffer.from(url.split('/').pop() ?? '', 'base64url').toString('utf8')
}

/** The version (the object's future file name) an upload URL names. */
export function versionOf(url: string): string {
  return uploadIdOf(url).split('/').pop() ?? ''
}
