import { supabase } from '../../lib/supabase-client'

/** The private bucket of homework attachments: '<assignment id>/<learner id>/<file>'. */
export const HOMEWORK_FILES_BUCKET = 'homework-files'
/** At most this many files per answer (the database says the same). */
export const MAX_HOMEWORK_FILES = 3
/** The largest file accepted (the bucket's limit). */
export const MAX_HOMEWORK_FILE_BYTES = 10 * 1024 * 1024
/** The file types the bucket accepts. */
export const HOMEWORK_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'text/plain',
  'audio/mpeg',
  'audio/mp4',
  'audio/webm',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const

/** Why a file cannot be attached. */
export type AttachmentProblem = 'too-many' | 'too-large' | 'wrong-type'

/** The first reason these files cannot all be attached, or `null` when they can. */
export function attachmentProblem(
  files: readonly Pick<File, 'size' | 'type'>[],
  kept: number,
): AttachmentProblem | null {
  if (files.length + kept > MAX_HOMEWORK_FILES) return 'too-many'
  if (files.some((file) => file.size > MAX_HOMEWORK_FILE_BYTES)) return 'too-large'
  if (files.some((file) => !HOMEWORK_FILE_TYPES.some((type) => type === file.type)))
    return 'wrong-type'
  return null
}

/** A Storage-safe name for an uploaded file: letters, digits, dash and underscore, and its extension. */
export function safeFileName(name: string): string {
  const dot = name.lastIndexOf('.')
  const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, '']
  const clean = (part: string) =>
    part
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
  const stem = (clean(base) || 'file').slice(0, 80)
  const suffix = clean(extension).slice(0, 10)
  return suffix === '' ? stem : `${stem}.${suffix}`
}

/** The file name shown for a stored attachment (the last part of its path). */
export function attachmentName(path: string): string {
  return path.split('/').at(-1) ?? path
}

/** Uploads the learner's files to their folder of the assignment; resolves with their paths. */
export async function uploadHomeworkFiles(
  assignmentId: string,
  userId: string,
  files: readonly File[],
): Promise<string[]> {
  const paths: string[] = []
  for (const file of files) {
    const path = `${assignmentId}/${userId}/${safeFileName(file.name)}`
    const { error } = await supabase.storage
      .from(HOMEWORK_FILES_BUCKET)
      .upload(path, file, { upsert: true, contentType: file.type })
    if (error) throw new Error(error.message)
    paths.push(path)
  }
  return paths
}

/** A short-lived link to open an attachment (the learner's own, or one of their course's). */
export async function attachmentUrl(path: string): Promise<string> {
  const { data, error } = await supabase.storage
    .from(HOMEWORK_FILES_BUCKET)
    .createSignedUrl(path, 300, { download: attachmentName(path) })
  if (error || !data) throw new Error(error?.message ?? 'The file could not be opened.')
  return data.signedUrl
}
