import { Trans, useLingui } from '@lingui/react/macro'
import { COURSE_CARD_LAYOUT, type CourseCard as CourseCardData } from '@splendid/domain'
import { useId } from 'react'
import { Avatar } from './avatar'
import { CourseThumbnail } from './course-thumbnail'
import { DifficultyBadge } from './difficulty-badge'
import { DurationLabel } from './duration-label'

/** Props of {@link CourseCard}. */
export interface CourseCardProps {
  /** The card data of spec §3, already in the reader's language. */
  readonly course: CourseCardData
  /** The primary button's action; the surrounding screen decides where it leads (spec §2). */
  readonly onPrimaryAction: (course: CourseCardData) => void
  /** Heading level of the title, so cards fit the page's outline. Defaults to 3. */
  readonly headingLevel?: 2 | 3 | 4
  readonly className?: string
}

/**
 * A course card (spec §2, §3, §9): 16:9 thumbnail with a fallback, title clamped to 2 lines,
 * description clamped to 3, the instructor with a locally generated avatar (first-letter
 * fallback), a coloured difficulty badge, the duration, a 'Premium' badge for premium courses,
 * the rating with a star and the primary button — 'Enroll Now' for premium, 'Start Free' for free.
 * At most 320 px wide.
 *
 * @example
 * ```tsx
 * import { CourseCard } from '../../ui/course-card'
 *
 * <CourseCard course={course} onPrimaryAction={(c) => navigate(coursePath(c.id))} />
 * ```
 */
export function CourseCard({
  course,
  onPrimaryAction,
  headingLevel = 3,
  className = '',
}: CourseCardProps) {
  const { t, i18n } = useLingui()
  const Heading = `h${headingLevel}` as const
  const titleId = useId()
  const rating = i18n.number(course.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })

  return (
    <article
      style={{ maxWidth: COURSE_CARD_LAYOUT.maxWidthPx }}
      className={`flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-[var(--shadow-card)] ${className}`}
    >
      <div className="relative">
        <CourseThumbnail
          src={course.thumbnail}
          srcSet={course.thumbnailSrcSet}
          title={course.title}
        />
        {course.isPremium ? (
          <span className="absolute start-3 top-3 inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-slate-900 shadow">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
              <path d="M3 15h14l1-9-4.5 3L10 3 6.5 9 2 6l1 9z" />
            </svg>
            <Trans>Premium</Trans>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <DifficultyBadge difficulty={course.difficulty} />
          <span className="inline-flex items-center gap-1">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="none">
              <circle cx="10" cy="10" r="7.5" stroke="currentColor" strokeWidth="1.6" />
              <path
                d="M10 6v4l2.5 2"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
            <DurationLabel duration={course.duration} />
          </span>
        </div>
        <Heading
          id={titleId}
          className="line-clamp-2 text-lg leading-snug font-bold text-slate-900"
        >
          {course.title}
        </Heading>
        <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
            <Avatar seed={course.instructor.name} name={course.instructor.name} size={28} />
            <span className="truncate">{course.instructor.name}</span>
          </span>
          <span
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-slate-800"
            role="img"
            aria-label={t`Rated ${rating} out of 5`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4 text-amber-500"
              fill="currentColor"
            >
              <path d="M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8L6 11.8 1.7 7.8l5.8-.7L10 1.8z" />
            </svg>
            <span aria-hidden="true">{rating}</span>
          </span>
        </div>
        <button
          type="button"
          aria-describedby={titleId}
          onClick={() => onPrimaryAction(course)}
          className={`h-10 w-full rounded-lg text-sm font-semibold ${
            course.isPremium
              ? 'bg-brand-700 text-white hover:bg-brand-800'
              : 'border border-brand-700 text-brand-700 hover:bg-brand-50'
          }`}
        >
          {course.isPremium ? <Trans>Enroll Now</Trans> : <Trans>Start Free</Trans>}
        </button>
      </div>
    </article>
  )
}
