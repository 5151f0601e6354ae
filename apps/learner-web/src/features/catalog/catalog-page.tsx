import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { coursePath, DIFFICULTIES, type Difficulty, isDifficulty } from '@splendid/domain'
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { courseCardFromRow } from '../../lib/course-row'
import { rememberLastCourse } from '../../lib/remember-last-course'
import { useCourses } from '../../lib/use-courses'
import { useLocale } from '../../lib/use-locale'
import { CourseCard } from '../../ui/course-card'
import { CourseGridSkeleton } from '../../ui/course-grid-skeleton'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import {
  type CourseFilters,
  filterCourses,
  NO_COURSE_FILTERS,
  type PriceFilter,
} from './course-filters'

const inputClass =
  'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700'

/** The course catalogue (/catalog, also "My Courses"): search, filters and the course grid. */
export function CatalogPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const { data: rows, isPending, error, refetch } = useCourses()
  const [filters, setFilters] = useState<CourseFilters>(NO_COURSE_FILTERS)

  const courses = useMemo(
    () =>
      filterCourses(
        (rows ?? []).map((row) => courseCardFromRow(row, locale)),
        filters,
      ),
    [rows, locale, filters],
  )

  const difficultyLabels: Record<Difficulty, string> = {
    beginner: t`Beginner`,
    intermediate: t`Intermediate`,
    advanced: t`Advanced`,
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Course catalogue</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>
            English and skills courses taught by Egyptian and international instructors. Start a
            free course today or unlock premium courses with a subscription.
          </Trans>
        </p>
      </header>

      <search className="mt-8 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-3">
        <div>
          <label htmlFor="course-search" className="mb-1 block text-sm font-medium text-slate-800">
            <Trans>Search courses</Trans>
          </label>
          <input
            id="course-search"
            type="search"
            value={filters.search}
            placeholder={t`e.g. grammar, business`}
            onChange={(event) => setFilters({ ...filters, search: event.target.value })}
            className={inputClass}
          />
        </div>
        <div>
          <label
            htmlFor="course-difficulty"
            className="mb-1 block text-sm font-medium text-slate-800"
          >
            <Trans>Level</Trans>
          </label>
          <select
            id="course-difficulty"
            value={filters.difficulty}
            onChange={(event) => {
              const value = event.target.value
              setFilters({ ...filters, difficulty: isDifficulty(value) ? value : 'all' })
            }}
            className={inputClass}
          >
            <option value="all">{t`All levels`}</option>
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {difficultyLabels[difficulty]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="course-price" className="mb-1 block text-sm font-medium text-slate-800">
            <Trans>Price</Trans>
          </label>
          <select
            id="course-price"
            value={filters.price}
            onChange={(event) =>
              setFilters({ ...filters, price: event.target.value as PriceFilter })
            }
            className={inputClass}
          >
            <option value="all">{t`Free and premium`}</option>
            <option value="free">{t`Free courses`}</option>
            <option value="premium">{t`Premium courses`}</option>
          </select>
        </div>
      </search>

      <section aria-labelledby="catalog-results" className="mt-8">
        <h2 id="catalog-results" className="sr-only">
          <Trans>Courses</Trans>
        </h2>
        {isPending ? (
          <CourseGridSkeleton />
        ) : error ? (
          <LoadErrorAlert
            title={<Trans>We could not load the courses.</Trans>}
            message={error.message}
            onRetry={refetch}
          />
        ) : courses.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <p className="text-lg font-semibold text-slate-900">
              <Trans>No courses match your search.</Trans>
            </p>
            <p className="mt-1 text-slate-600">
              <Trans>Try another word or clear the filters.</Trans>
            </p>
            <button
              type="button"
              onClick={() => setFilters(NO_COURSE_FILTERS)}
              className="mt-4 rounded-xl border border-blue-700 px-4 py-2 text-sm font-semibold text-blue-700 hover:bg-blue-50"
            >
              <Trans>Clear filters</Trans>
            </button>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600" aria-live="polite">
              <Plural value={courses.length} one="# course" other="# courses" />
            </p>
            <ul className="grid justify-items-center gap-6 sm:grid-cols-2 sm:justify-items-stretch lg:grid-cols-3 xl:grid-cols-4">
              {courses.map((course) => (
                <li key={course.id} className="flex w-full justify-center">
                  <CourseCard
                    course={course}
                    onPrimaryAction={(chosen) => {
                      rememberLastCourse(chosen.id)
                      void navigate(coursePath(chosen.id), {
                        state: { premiumNotice: chosen.isPremium },
                      })
                    }}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  )
}
