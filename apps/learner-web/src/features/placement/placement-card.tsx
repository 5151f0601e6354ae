import { Trans } from '@lingui/react/macro'
import { formatDate } from '@splendid/i18n'
import { Link } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { useCefrLabels } from '../../ui/cefr-labels'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { useAuth } from '../auth/use-auth'
import { usePlacementRecord } from './placement-queries'

const LINK = 'rounded-xl px-4 py-2 text-sm font-semibold'
const PRIMARY = `${LINK} bg-blue-700 text-white hover:bg-blue-800`
const SECONDARY = `${LINK} border border-slate-300 text-slate-800 hover:bg-slate-50`

/**
 * The learner's English level from the placement test (dashboard): the level with a link to the
 * courses at it and when the test can be retaken, or an invitation to take it.
 */
export function PlacementCard() {
  const locale = useLocale()
  const { names } = useCefrLabels()
  const { user } = useAuth()
  const record = usePlacementRecord(user?.id ?? null)

  if (record.error) {
    return (
      <section aria-labelledby="placement-card" className="rounded-xl border border-slate-200 p-5">
        <h2 id="placement-card" className="text-lg font-semibold text-slate-900">
          <Trans>Your English level</Trans>
        </h2>
        <LoadErrorAlert
          variant="inline"
          className="mt-2"
          title={<Trans>We could not load your placement result.</Trans>}
          message={record.error.message}
          onRetry={record.refetch}
        />
      </section>
    )
  }
  // While loading, laid out (invisibly) as for a learner without a result, so nothing moves
  // for them when the server answers.
  const loading = record.data === undefined
  const level = record.data?.level ?? null
  const takenAt = record.data?.takenAt ?? null
  const retakeAt = record.data?.retakeAt ?? null
  const date = (iso: string) => formatDate(new Date(iso), locale, { dateStyle: 'long' })

  return (
    <section
      aria-labelledby="placement-card"
      aria-busy={loading || undefined}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className={loading ? 'invisible' : undefined}>
        <h2 id="placement-card" className="text-lg font-semibold text-slate-900">
          <Trans>Your English level</Trans>
        </h2>
        {level !== null && takenAt !== null ? (
          <>
            <p className="mt-1 text-2xl font-extrabold text-slate-900">{names[level]}</p>
            <p className="mt-1 text-sm text-slate-600">
              {retakeAt ? (
                <Trans>
                  Tested on {date(takenAt)}. You can retake the test from {date(retakeAt)}.
                </Trans>
              ) : (
                <Trans>Tested on {date(takenAt)}.</Trans>
              )}
            </p>
          </>
        ) : (
          <p className="mt-1 text-slate-600">
            <Trans>
              Take the placement test to find your level and see the courses that fit it.
            </Trans>
          </p>
        )}
      </div>
      <div className={`flex flex-wrap gap-3 ${loading ? 'invisible' : ''}`}>
        {level !== null ? (
          <>
            {retakeAt === null ? (
              <Link to="/placement-assessment" className={SECONDARY}>
                <Trans>Retake the test</Trans>
              </Link>
            ) : null}
            <Link to={`/catalog?level=${level}`} className={PRIMARY}>
              <Trans>Courses at my level</Trans>
            </Link>
          </>
        ) : (
          <Link to="/placement-assessment" className={PRIMARY}>
            <Trans>Take the placement test</Trans>
          </Link>
        )}
      </div>
    </section>
  )
}
