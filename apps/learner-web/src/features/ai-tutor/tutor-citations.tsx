import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { clockTime } from '../../lib/clock-time'
import { useLocale } from '../../lib/use-locale'
import type { TutorCitation } from './tutor-citation'

/** The lessons an answer used, as links that open each lesson (a video at the cited second). */
export function TutorCitations({ citations }: { readonly citations: readonly TutorCitation[] }) {
  const locale = useLocale()
  if (citations.length === 0) return null
  return (
    <div className="mt-3 border-t border-slate-200 pt-2 text-sm">
      <p className="font-semibold text-slate-700">
        <Trans>From your lessons:</Trans>
      </p>
      <ul className="mt-1 space-y-1">
        {citations.map((citation) => {
          const title = citation.title
          const time =
            citation.startSecond === null ? null : clockTime(citation.startSecond, locale)
          return (
            <li key={citation.url}>
              <Link to={citation.url} className="font-semibold text-blue-700 underline">
                {time === null ? (
                  <span dir="auto">{title}</span>
                ) : (
                  <Trans>
                    <span dir="auto">{title}</span> at <span dir="ltr">{time}</span>
                  </Trans>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
