import { Trans, useLingui } from '@lingui/react/macro'
import type { CourseCard as CourseCardData } from '@splendid/domain'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { CourseCard } from '../../ui/course-card'
import { CAROUSEL_ITEM_CLASS } from './carousel-layout'

/** Props of {@link FeaturedCoursesCarousel}. */
export interface FeaturedCoursesCarouselProps {
  readonly courses: readonly CourseCardData[]
  readonly loading: boolean
  readonly onCourseAction: (course: CourseCardData) => void
}

function Chevron({ direction }: { readonly direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 rtl:-scale-x-100" fill="none">
      <path
        d={direction === 'previous' ? 'M12.5 4.5L7 10l5.5 5.5' : 'M7.5 4.5L13 10l-5.5 5.5'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The landing page's Featured Courses carousel (spec §2): 1, 2, 3 or 4 cards per row by width,
 * scroll-snapping, a View All link to /catalog, and previous/next buttons that page by one view.
 * The list scrolls with the keyboard too (it is focusable). In Arabic it runs right to left, and
 * "next" still means "further along the reading direction".
 */
export function FeaturedCoursesCarousel({
  courses,
  loading,
  onCourseAction,
}: FeaturedCoursesCarouselProps) {
  const { t } = useLingui()
  const trackRef = useRef<HTMLUListElement>(null)
  const headingId = useId()
  const trackId = useId()
  const [edges, setEdges] = useState({ atStart: true, atEnd: true })

  const measure = useCallback(() => {
    const track = trackRef.current
    if (!track) return
    // In RTL, scrollLeft runs from 0 down to negative values; the distance from the start is
    // its absolute value in both directions.
    const fromStart = Math.abs(track.scrollLeft)
    const max = track.scrollWidth - track.clientWidth
    setEdges({ atStart: fromStart <= 1, atEnd: fromStart >= max - 1 })
  }, [])

  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    measure()
    track.addEventListener('scroll', measure, { passive: true })
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null
    observer?.observe(track)
    return () => {
      track.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [measure])

  useEffect(measure, [courses, measure])

  function page(step: 1 | -1): void {
    const track = trackRef.current
    if (!track) return
    const rtl = getComputedStyle(track).direction === 'rtl'
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    track.scrollBy({
      left: step * track.clientWidth * (rtl ? -1 : 1),
      behavior: reduceMotion ? 'auto' : 'smooth',
    })
  }

  const navButton =
    'inline-grid size-10 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40'

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-3xl font-bold text-slate-900">
            <Trans>Featured Courses</Trans>
          </h2>
          <p className="mt-2 text-slate-600">
            <Trans>Hand-picked courses our students love, taught by experienced instructors.</Trans>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={navButton}
            aria-controls={trackId}
            aria-label={t`Previous courses`}
            disabled={edges.atStart}
            onClick={() => page(-1)}
          >
            <Chevron direction="previous" />
          </button>
          <button
            type="button"
            className={navButton}
            aria-controls={trackId}
            aria-label={t`Next courses`}
            disabled={edges.atEnd}
            onClick={() => page(1)}
          >
            <Chevron direction="next" />
          </button>
          <Link
            to="/catalog"
            className="ms-2 inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Trans>View All</Trans>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4 rtl:-scale-x-100"
              fill="none"
            >
              <path
                d="M4 10h12m-5-5l5 5-5 5"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </Link>
        </div>
      </div>
      <ul
        ref={trackRef}
        id={trackId}
        aria-labelledby={headingId}
        aria-busy={loading}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
        tabIndex={0}
        data-testid="featured-courses-track"
        className="flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-smooth pb-4 motion-reduce:scroll-auto [scrollbar-width:thin]"
      >
        {loading
          ? [0, 1, 2, 3].map((slot) => (
              <li
                key={slot}
                className={`flex shrink-0 snap-start justify-center ${CAROUSEL_ITEM_CLASS}`}
              >
                <div className="h-[440px] w-full max-w-[320px] animate-pulse rounded-xl bg-slate-100" />
              </li>
            ))
          : courses.map((course) => (
              <li
                key={course.id}
                data-testid="featured-course"
                className={`flex shrink-0 snap-start justify-center ${CAROUSEL_ITEM_CLASS}`}
              >
                <CourseCard course={course} onPrimaryAction={onCourseAction} />
              </li>
            ))}
      </ul>
    </section>
  )
}
