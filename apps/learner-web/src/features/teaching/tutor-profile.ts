import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { teachingErrors } from './teaching-error'

/** The languages a tutor may teach in. */
export const TUTOR_LANGUAGES = ['ar', 'en', 'fr', 'de'] as const

/** A teacher's tutor profile: what learners see when they book, and how slots are offered. */
export interface TutorProfile {
  readonly name: string
  readonly bio_en: string
  readonly bio_ar: string
  readonly subjects: readonly string[]
  readonly languages: readonly string[]
  readonly time_zone: string
  /** Hours before a class when booking closes. */
  readonly min_notice_hours: number
  /** How many weeks ahead slots are offered. */
  readonly horizon_weeks: number
}

/** A saved profile, with its id. */
export interface SavedTutorProfile extends TutorProfile {
  readonly id: string
  /** The photo in the public bucket 'tutor-photos' ('<user id>/<file>'), when there is one. */
  readonly photo_path: string | null
}

/** Query keys of the teaching workspace's reads. */
export const TEACHING_KEYS = {
  all: ['teaching'] as const,
  profile: (userId: string) => ['teaching', 'profile', userId] as const,
  availability: (tutorId: string) => ['teaching', 'availability', tutorId] as const,
  sessions: (range: string) => ['teaching', 'sessions', range] as const,
}

const PROFILE_COLUMNS =
  'id, name, bio_en, bio_ar, subjects, languages, time_zone, min_notice_hours, horizon_weeks, photo_path'

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** The signed-in teacher's tutor profile; `null` before they made one. */
export async function fetchTutorProfile(userId: string): Promise<SavedTutorProfile | null> {
  const { data, error } = await supabase
    .from('tutors')
    .select(PROFILE_COLUMNS)
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw teachingErrors.from(error)
  if (data === null) return null
  const row = data as Record<string, unknown>
  return {
    id: String(row.id),
    name: String(row.name ?? ''),
    bio_en: String(row.bio_en ?? ''),
    bio_ar: String(row.bio_ar ?? ''),
    subjects: texts(row.subjects),
    languages: texts(row.languages),
    time_zone: String(row.time_zone ?? 'Africa/Cairo'),
    min_notice_hours: Number(row.min_notice_hours ?? 12),
    horizon_weeks: Number(row.horizon_weeks ?? 4),
    photo_path: typeof row.photo_path === 'string' ? row.photo_path : null,
  }
}

/** {@link fetchTutorProfile} as a query, idle while signed out. */
export function useTutorProfile(userId: string | null) {
  return useQuery({
    queryKey: TEACHING_KEYS.profile(userId ?? ''),
    queryFn: () => fetchTutorProfile(userId ?? ''),
    enabled: userId !== null,
  })
}

/** Creates the teacher's tutor profile, or saves it when `id` is given; returns its id. */
export async function saveTutorProfile(
  userId: string,
  profile: TutorProfile,
  id: string | null,
): Promise<string> {
  const values = {
    name: profile.name.trim(),
    bio_en: profile.bio_en.trim(),
    bio_ar: profile.bio_ar.trim(),
    subjects: [...profile.subjects],
    languages: [...profile.languages],
    time_zone: profile.time_zone,
    min_notice_hours: profile.min_notice_hours,
    horizon_weeks: profile.horizon_weeks,
  }
  const request =
    id === null
      ? supabase
          .from('tutors')
          .insert({ ...values, user_id: userId })
          .select('id')
          .single()
      : supabase.from('tutors').update(values).eq('id', id).select('id').single()
  const { data, error } = await request
  if (error) throw teachingErrors.from(error)
  return String(data.id)
}
