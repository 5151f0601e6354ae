import { useLingui } from '@lingui/react/macro'
import type { CourseCard } from '@splendid/domain'
import { isLocale, type Locale } from '@splendid/i18n'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { COURSE_CARD_COLUMNS, type CourseCardRow, courseFromRow } from '../../lib/course-card-row'
import { readPublicRows } from '../../lib/public-rest'
import { localizedSampleCourses } from './localized-sample-courses'

/** How many courses the landing carousel shows at most. */
export const FEATURED_COURSE_LIMIT = 8

/** Where the featured courses came from: the catalogue, or the built-in samples. */
export type FeaturedCoursesSource = 'backend' | 'samples'

/** What {@link useFeaturedCourses} gives the carousel. */
export interface FeaturedCourses {
  readonly status: 'loading' | 'ready'
  readonly source: FeaturedCoursesSource
  readonly courses: readonly CourseCard[]
}

/**
 * The first {@link FEATURED_COURSE_LIMIT} courses of the catalogue, oldest first, as cards in
 * `locale` (rows with an unknown difficulty are left out). Visitors may read it signed out, and
 * it is read without supabase-js (see `readPublicRows`).
 * @throws {Error} with the backend's message when the read fails.
 */
export async function fetchFeaturedCourses(locale: Locale): Promise<CourseCard[]> {
  const rows = await readPublicRows<CourseCardRow>('courses', {
    select: COURSE_CARD_COLUMNS.replaceAll(' ', ''),
    is_published: 'eq.true',
    order: 'created_at.asc',
    limit: String(FEATURED_COURSE_LIMIT),
  }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Could not load the featured courses: ${reason}`)
  })
  return rows.flatMap((row) => courseFromRow(row, locale) ?? [])
}

/**
 * The landing page's featured courses from the `courses` table, in the reader's language. When
 * the request fails (logged) or the catalogue is empty, the domain's sample courses stand in, so
 * the landing page never shows an empty carousel.
 */
export function useFeaturedCourses(): FeaturedCourses {
  const { i18n } = useLingui()
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en'
  const query = useQuery({
    queryKey: ['featured-courses', locale],
    queryFn: () => fetchFeaturedCourses(locale),
    retry: false,
    staleTime: 5 * 60_000,
  })

  useEffect(() => {
    // The samples stand in; the reason is still reported.
    if (query.error) console.error(query.error)
  }, [query.error])

  if (query.isPending) return { status: 'loading', source: 'samples', courses: [] }
  if (query.isSuccess && query.data.length > 0) {
    return { status: 'ready', source: 'backend', courses: query.data }
  }
  return { status: 'ready', source: 'samples', courses: localizedSampleCourses(i18n) }
}
