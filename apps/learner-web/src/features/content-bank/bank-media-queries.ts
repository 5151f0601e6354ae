import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { BANK_MEDIA_BUCKET } from '../../lib/bank-media-url'
import { supabase } from '../../lib/supabase-client'
import type { BankLevel, BankSkill, BankSubject } from './bank-question'

/** What the bucket takes (config.toml), and how large. */
export const BANK_MEDIA_TYPES: Record<string, 'image' | 'audio'> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'audio/mpeg': 'audio',
  'audio/mp4': 'audio',
  'audio/webm': 'audio',
  'audio/ogg': 'audio',
}
export const BANK_MEDIA_MAX_BYTES = 10 * 1024 * 1024

/** A picture or recording of the bank. */
export interface BankMedia {
  readonly id: string
  readonly path: string
  readonly kind: 'image' | 'audio'
  readonly title_en: string
  readonly title_ar: string
  readonly level: BankLevel | null
  readonly skill: BankSkill | null
  readonly subject: BankSubject | null
  readonly created_by: string | null
}

/** How a file is described when it is added. */
export interface BankMediaDetails {
  readonly title_en: string
  readonly title_ar: string
  readonly level: BankLevel | null
  readonly skill: BankSkill | null
  readonly subject: BankSubject | null
}

export const BANK_MEDIA_KEYS = { all: ['content-bank', 'media'] as const }

/** Why a file cannot be added, before anything is sent; null when it can. */
export function bankMediaFileProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(file.type in BANK_MEDIA_TYPES)) return 'type'
  if (file.size > BANK_MEDIA_MAX_BYTES) return 'size'
  return null
}

/** The newest media whose titles hold every word of `q` (at most 60). */
export async function searchBankMedia(q: string): Promise<BankMedia[]> {
  const { data, error } = await supabase
    .rpc('search_bank_media', { q: q.trim() === '' ? null : q.trim() })
    .range(0, 59)
  if (error) throw new Error(error.message)
  return (data ?? []) as BankMedia[]
}

/** {@link searchBankMedia} as a query. */
export function useBankMedia(q: string) {
  return useQuery({
    queryKey: [...BANK_MEDIA_KEYS.all, q],
    queryFn: () => searchBankMedia(q),
    placeholderData: keepPreviousData,
  })
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
}

/**
 * Stores `file` in the uploader's folder and describes it; when the description is refused the
 * file is removed again, so nothing is left half-added.
 */
export async function addBankMedia(
  userId: string,
  file: File,
  details: BankMediaDetails,
): Promise<BankMedia> {
  const kind = BANK_MEDIA_TYPES[file.type]
  if (!kind) throw new Error('This kind of file cannot be added.')
  const path = `${userId}/${crypto.randomUUID()}.${EXTENSIONS[file.type] ?? 'bin'}`
  const files = supabase.storage.from(BANK_MEDIA_BUCKET)
  const uploaded = await files.upload(path, file, { contentType: file.type })
  if (uploaded.error) throw new Error(uploaded.error.message)
  const { data, error } = await supabase
    .from('bank_media')
    .insert({ path, kind, ...details })
    .select()
    .single()
  if (error) {
    await files.remove([path])
    throw new Error(error.message)
  }
  return data as BankMedia
}

/** A file a quiz still shows: the bank keeps it. */
export class BankMediaInUse extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BankMediaInUse'
  }
}

/**
 * Deletes the description, then the file (bank questions showing it let go of it).
 * @throws {BankMediaInUse} when a quiz shows it.
 */
export async function deleteBankMedia(media: BankMedia): Promise<void> {
  const { data, error } = await supabase.from('bank_media').delete().eq('id', media.id).select('id')
  if (error?.details === 'bank_media_in_use') throw new BankMediaInUse(error.message)
  if (error) throw new Error(error.message)
  if (!Array.isArray(data) || data.length === 0) throw new Error('You may not delete this file.')
  await supabase.storage.from(BANK_MEDIA_BUCKET).remove([media.path])
}

/** Where a bank media file is (its path), for a copy that keeps it; null when it is gone. */
export async function bankMediaPath(id: string): Promise<string | null> {
  const { data, error } = await supabase
    .from('bank_media')
    .select('path')
    .eq('id', id)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return (data as { path?: string } | null)?.path ?? null
}
