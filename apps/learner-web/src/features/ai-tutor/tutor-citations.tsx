import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { TutorCitation } from './tutor-citation'

/** The clock time of a video second: 75 → "1:15". */
function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** The lessons an answer used, as links that open each lesson (a video at the cited second). */
export function TutorCitations({ citations }: { readonly citations: readonly TutorCitation[] }) {
  if (citations.length === 0) return null
  return (
    <div className="mt-3 border-t border-slate-200 pt-2 text-sm">
      <p className="font-semibold text-slate-700">
        <Trans>From your lessons:</Trans>
      </p>
      <ul className="mt-1 space-y-1">
        {citations.map((citation) => {
          const title = citation.title
          const time = citation.startSecond === null ? null : clock(citation.startSecond)
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
