import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { PageContainer } from '../../ui/page-container'
import { useAuth } from '../auth/use-auth'
import { CatalogFilters } from './catalog-filters'
import { catalogPath, DEFAULT_CATALOG_QUERY } from './catalog-query'
import { CatalogResults } from './catalog-results'
import { EnrolledCourses } from './enrolled-courses'
import { RecommendedLevel } from './recommended-level'
import { useCatalogQuery } from './use-catalog-query'

const tabClass =
  'inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold aria-[current=page]:border-blue-700 aria-[current=page]:text-blue-800 border-transparent text-slate-600 hover:text-slate-900'

/**
 * The course catalogue (/catalog, "My Courses" in the header menu): every published course,
 * searched, filtered, sorted and paged on the server with the state in the URL; signed-in
 * learners also get the "My courses" tab with their progress.
 */
export function CatalogPage() {
  const { t } = useLingui()
  const { user } = useAuth()
  const [query, update] = useCatalogQuery()
  const allLink = catalogPath({ ...query, tab: 'all', page: 1 })
  const mineLink = catalogPath({ ...DEFAULT_CATALOG_QUERY, tab: 'mine' })

  return (
    <PageContainer>
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

      {user !== null ? (
        <nav aria-label={t`Catalogue views`} className="mt-6 flex border-b border-slate-200">
          <Link
            to={allLink}
            aria-current={query.tab === 'all' ? 'page' : undefined}
            className={tabClass}
          >
            <Trans>All courses</Trans>
          </Link>
          <Link
            to={mineLink}
            aria-current={query.tab === 'mine' ? 'page' : undefined}
            className={tabClass}
          >
            <Trans>My courses</Trans>
          </Link>
        </nav>
      ) : null}

      {query.tab === 'mine' ? (
        <section aria-labelledby="my-courses" className="mt-8">
          <h2 id="my-courses" className="mb-4 text-xl font-bold text-slate-900">
            <Trans>My courses</Trans>
          </h2>
          {user !== null ? (
            <EnrolledCourses userId={user.id} browseLink={allLink} />
          ) : (
            <p className="text-slate-700">
              <Trans>
                <Link
                  to={`/login?redirectTo=${encodeURIComponent(mineLink)}`}
                  className="font-semibold text-blue-700 underline"
                >
                  Log in
                </Link>{' '}
                to see the courses you follow and your progress.
              </Trans>
            </p>
          )}
        </section>
      ) : (
        <>
          {user !== null ? (
            <RecommendedLevel userId={user.id} query={query} onChange={update} />
          ) : null}
          <CatalogFilters query={query} onChange={update} />
          <CatalogResults
            query={query}
            onClearFilters={() => update({ q: '', subject: null, level: null, access: null })}
          />
        </>
      )}
    </PageContainer>
  )
}
