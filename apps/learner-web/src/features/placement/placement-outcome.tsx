import { Trans } from '@lingui/react/macro'
import type { CefrLevel } from '@splendid/domain'
import { formatDate, formatNumber } from '@splendid/i18n'
import type { ReactNode } from 'react'
import { useLocale } from '../../lib/use-locale'
import { useCefrLabels } from '../../ui/cefr-labels'

/** Props of {@link PlacementOutcome}. */
export interface PlacementOutcomeProps {
  readonly level: CefrLevel
  readonly takenAt: string
  /** When the test may be taken again, if not yet. */
  readonly retakeAt: string | null
  /** Right answers of the attempt just finished (not shown for an earlier result). */
  readonly score?: { readonly correct: number; readonly answered: number }
  /** The buttons and links under the result. */
  readonly children: ReactNode
}

/** A placement result: the level, what it means, when it was set and when to retake. */
export function PlacementOutcome({
  level,
  takenAt,
  retakeAt,
  score,
  children,
}: PlacementOutcomeProps) {
  const locale = useLocale()
  const { names, descriptions } = useCefrLabels()
  const name = names[level]
  const taken = formatDate(new Date(takenAt), locale, { dateStyle: 'long' })
  const retake = retakeAt ? formatDate(new Date(retakeAt), locale, { dateStyle: 'long' }) : null
  return (
    <section
      aria-labelledby="placement-outcome"
      className="rounded-xl border border-blue-200 bg-blue-50 p-6"
    >
      <h2 id="placement-outcome" className="text-xl font-bold text-slate-900">
        <Trans>Your level: {name}</Trans>
      </h2>
      <p className="mt-2 text-slate-800">{descriptions[level]}</p>
      {score ? (
        <p className="mt-2 text-slate-700">
          <Trans>
            You answered {formatNumber(score.correct, locale)} of{' '}
            {formatNumber(score.answered, locale)} questions correctly.
          </Trans>
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        {retake ? (
          <Trans>
            Tested on {taken}. You can take the test again from {retake}.
          </Trans>
        ) : (
          <Trans>Tested on {taken}.</Trans>
        )}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>We recommend courses at this level. You can take any course you like.</Trans>
      </p>
      <div className="mt-5 flex flex-wrap justify-between gap-3">{children}</div>
    </section>
  )
}
