/**
 * An error answered as Supabase Storage answers it: the HTTP status, and a body
 * `{ "statusCode": "404", "error": "not_found", "message": "Object not found" }` (the status as a
 * string, as storage-api sends it).
 */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message)
    this.name = 'StorageError'
  }

  toBody(): { statusCode: string; error: string; message: string } {
    return { statusCode: String(this.status), error: this.error, message: this.message }
  }
}

export const objectNotFound = () => new StorageError(404, 'not_found', 'Object not found')
export const bucketNotFound = () => new StorageError(404, 'Bucket not found', 'Bucket not found')
export const invalidKey = (name: string) =>
  new StorageError(400, 'InvalidKey', `Invalid key: ${name}`)
