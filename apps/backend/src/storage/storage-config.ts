import { existsSync, readFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { parse } from 'smol-toml'
import { parseByteSize } from './byte-size.js'

/** A bucket declared in `supabase/config.toml` (`[storage.buckets.<name>]`), as the CLI reads it. */
export interface DeclaredBucket {
  id: string
  public: boolean
  fileSizeLimit: number | null
  allowedMimeTypes: string[] | null
  /** Absolute folder whose files `supabase seed buckets` uploads, if any. */
  objectsPath: string | null
}

/**
 * Reads the buckets of `<supabaseDir>/config.toml`. A missing file or section means no buckets.
 *
 * @throws {Error} when a bucket's settings have the wrong type.
 */
export function readDeclaredBuckets(supabaseDir: string): DeclaredBucket[] {
  const file = join(supabaseDir, 'config.toml')
  if (!existsSync(file)) return []
  const config = parse(readFileSync(file, 'utf8')) as {
    storage?: { buckets?: Record<string, Record<string, unknown>> }
  }
  return Object.entries(config.storage?.buckets ?? {}).map(([id, settings]) => {
    const where = `storage.buckets.${id}`
    const limit = settings.file_size_limit
    const fileSizeLimit = limit === undefined ? null : parseByteSize(limit)
    if (fileSizeLimit === undefined) throw new Error(`${where}.file_size_limit is not a size`)
    const types = settings.allowed_mime_types
    if (
      types !== undefined &&
      !(Array.isArray(types) && types.every((t) => typeof t === 'string'))
    ) {
      throw new Error(`${where}.allowed_mime_types must be a list of strings`)
    }
    const objectsPath = settings.objects_path
    if (objectsPath !== undefined && typeof objectsPath !== 'string') {
      throw new Error(`${where}.objects_path must be a path`)
    }
    return {
      id,
      public: settings.public === true,
      fileSizeLimit,
      allowedMimeTypes: types === undefined || types.length === 0 ? null : (types as string[]),
      objectsPath:
        objectsPath === undefined
          ? null
          : isAbsolute(objectsPath)
            ? objectsPath
            : join(supabaseDir, objectsPath),
    }
  })
}
