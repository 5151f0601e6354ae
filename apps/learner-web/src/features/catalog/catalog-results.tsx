import { Plural, Trans } from '@lingui/react/macro'
import { coursePath } from '@splendid/domain'
import { type ReactNode, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { courseCardFromRow } from '../../lib/course-row'
import { rememberLastCourse } from '../../lib/remember-last-course'
import { useLocale } from '../../lib/use-locale'
import { CourseCard } from '../../ui/course-card'
import { CourseGridSkeleton } from '../../ui/course-grid-skeleton'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { CatalogPager } from './catalog-pager'
import { useCatalogPage } from './catalog-queries'
import { type CatalogQuery, isFiltered, pageCount } from './catalog-query'

interface CatalogResultsProps {
  readonly query: CatalogQuery
  readonly onClearFilters: () => void
}

/** One page of the server's search results as course cards, with the count and the pager. */
export function CatalogResults({ query, onClearFilters }: CatalogResultsProps) {
  const locale = useLocale()
  const navigate = useNavigate()
  const { data, isPending, isPlaceholderData, error, refetch } = useCatalogPage(query)
  const heading = useRef<HTMLHeadingElement>(null)
  const shownPage = useRef(query.page)

  // A new page of results starts at its top, and a keyboard user lands on it.
  useEffect(() => {
    if (isPlaceholderData || shownPage.current === query.page) return
    shownPage.current = query.page
    heading.current?.scrollIntoView({ block: 'start' })
    heading.current?.focus({ preventScroll: true })
  }, [query.page, isPlaceholderData])

  let body: ReactNode
  if (isPending) {
    body = <CourseGridSkeleton />
  } else if (error) {
    body = (
      <LoadErrorAlert
        title={<Trans>We could not load the courses.</Trans>}
        message={error.message}
        onRetry={refetch}
      />
    )
  } else if (data.courses.length === 0) {
    body = (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <p className="text-lg font-semibold text-slate-900">
          <Trans>No courses match your search.</Trans>
        </p>
        <p className="mt-1 text-slate-600">
          <Trans>Try another word or clear the filters.</Trans>
        </p>
        {isFiltered(query) ? (
          <button
            type="button"
            onClick={onClearFilters}
            className="mt-4 min-h-11 rounded-xl border border-blue-700 px-4 py-2 text-sm font-semibold text-blue-700 hover:bg-blue-50"
          >
            <Trans>Clear filters</Trans>
          </button>
        ) : null}
      </div>
    )
  } else {
    body = (
      <>
        <ul
          aria-busy={isPlaceholderData}
          className="grid justify-items-center gap-6 sm:grid-cols-2 sm:justify-items-stretch lg:grid-cols-3 xl:grid-cols-4"
        >
          {data.courses.map((row) => (
            <li key={row.id} className="flex w-full justify-center">
              <CourseCard
                course={courseCardFromRow(row, locale)}
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
        <CatalogPager query={query} pages={pageCount(data.total)} />
      </>
    )
  }

  return (
    <section aria-labelledby="catalog-results" className="mt-8 scroll-mt-24 md:scroll-mt-32">
      <h2
        id="catalog-results"
        ref={heading}
        tabIndex={-1}
        className="mb-4 text-sm font-normal text-slate-600 focus:outline-none"
        aria-live="polite"
      >
        {data && !error ? (
          <Plural value={data.total} one="# course" other="# courses" />
        ) : (
          <Trans>Courses</Trans>
        )}
      </h2>
      {body}
    </section>
  )
}
