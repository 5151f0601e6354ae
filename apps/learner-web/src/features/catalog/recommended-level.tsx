import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { useCefrLabels } from '../../ui/cefr-labels'
import { usePlacementRecord } from '../placement/placement-queries'
import type { CatalogQuery } from './catalog-query'

/**
 * The signed-in learner's placement level above the filters: a one-click filter to the courses
 * at it, or an invitation to find it. The line keeps its height while loading.
 */
export function RecommendedLevel({
  userId,
  query,
  onChange,
}: {
  readonly userId: string
  readonly query: CatalogQuery
  readonly onChange: (changes: Partial<CatalogQuery>) => void
}) {
  const { names } = useCefrLabels()
  const record = usePlacementRecord(userId)
  const level = record.data?.level ?? null
  let content = null
  if (record.data !== undefined && level === null) {
    content = (
      <Trans>
        Not sure which level to choose?{' '}
        <Link to="/placement-assessment" className="font-semibold text-blue-700 underline">
          Take the placement test
        </Link>
      </Trans>
    )
  } else if (level !== null && query.level === level) {
    content = <Trans>Showing courses at your level, {names[level]}.</Trans>
  } else if (level !== null) {
    content = (
      <>
        <Trans>Your placement level is {names[level]}.</Trans>{' '}
        <button
          type="button"
          onClick={() => onChange({ level })}
          className="font-semibold text-blue-700 underline"
        >
          <Trans>Show courses at my level</Trans>
        </button>
      </>
    )
  }
  return <p className="mt-6 min-h-6 text-sm text-slate-700">{content}</p>
}
