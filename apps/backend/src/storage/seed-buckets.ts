import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { Readable } from 'node:stream'
import type { Database } from '../db/database.js'
import { mimeTypeOf } from './mime-type.js'
import type { ObjectFiles } from './object-files.js'
import { putObject } from './put-object.js'
import { readDeclaredBuckets } from './storage-config.js'
import { findBucket } from './storage-rows.js'

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/**
 * What `supabase seed buckets` does for a hosted project, locally: creates or updates the buckets
 * of `config.toml` and uploads every file under their `objects_path` (object name = the file's
 * path below it), skipping files whose bytes are already stored. Idempotent.
 *
 * @returns how many objects were uploaded.
 */
export async function seedDeclaredBuckets(
  db: Database,
  files: ObjectFiles,
  supabaseDir: string,
): Promise<number> {
  let uploaded = 0
  for (const declared of readDeclaredBuckets(supabaseDir)) {
    await db.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       values ($1, $1, $2, $3, $4)
       on conflict (id) do update set public = excluded.public,
         file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types,
         updated_at = now()`,
      [declared.id, declared.public, declared.fileSizeLimit, declared.allowedMimeTypes],
    )
    if (declared.objectsPath === null || !existsSync(declared.objectsPath)) continue
    const bucket = await findBucket(db, declared.id)
    if (!bucket) continue
    for (const path of await filesUnder(declared.objectsPath)) {
      const name = relative(declared.objectsPath, path).split(sep).join('/')
      const bytes = await readFile(path)
      const eTag = `"${createHash('md5').update(bytes).digest('hex')}"`
      const { rows } = await db.query<{ etag: string | null; version: string | null }>(
        `select metadata->>'eTag' as etag, version from storage.objects
         where bucket_id = $1 and name = $2`,
        [bucket.id, name],
      )
      const stored = rows[0]
      if (
        stored?.etag === eTag &&
        stored.version &&
        (await files.size(bucket.id, stored.version)) !== undefined
      ) {
        continue
      }
      await putObject(db, files, (work) => db.transaction(work), {
        bucket,
        name,
        body: {
          staged: await files.stage(bucket.id, Readable.from([bytes]), Number.MAX_SAFE_INTEGER),
          contentType: mimeTypeOf(name),
          cacheControl: 'max-age=3600',
          userMetadata: null,
        },
        ownerId: null,
        upsert: true,
      })
      uploaded += 1
    }
  }
  return uploaded
}
