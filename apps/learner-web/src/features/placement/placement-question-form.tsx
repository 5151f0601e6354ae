import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '@splendid/i18n'
import { type FormEvent, useId, useState } from 'react'
import { useLocale } from '../../lib/use-locale'
import { ProgressBar } from '../../ui/progress-bar'
import type { PlacementQuestion } from './placement-queries'

/** Props of {@link PlacementQuestionForm}. */
export interface PlacementQuestionFormProps {
  readonly question: PlacementQuestion
  /** Sends the chosen answer; resolves when the next step is on screen, rejects on failure. */
  readonly onAnswer: (choice: number) => Promise<void>
  readonly busy: boolean
}

/**
 * One question of the placement test: the sentence (in English, which it tests), its choices as
 * radio buttons and "Next". The choice survives a failed send, so "Next" can simply be pressed
 * again.
 */
export function PlacementQuestionForm({ question, onAnswer, busy }: PlacementQuestionFormProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const [choice, setChoice] = useState<number | null>(null)
  const headingId = useId()
  const number = formatNumber(question.position, locale)
  const most = formatNumber(question.maxItems, locale)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (choice === null || busy) return
    void onAnswer(choice)
  }

  return (
    <form onSubmit={submit} aria-labelledby={headingId} className="space-y-5">
      <div>
        <p id={headingId} className="text-sm font-semibold text-slate-600">
          <Trans>
            Question {number} (at most {most})
          </Trans>
        </p>
        <ProgressBar
          label={t`Placement test progress`}
          percent={(100 * (question.position - 1)) / question.maxItems}
          className="mt-2 h-2 bg-slate-200"
          fillClassName="bg-blue-700"
        />
      </div>
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-lg font-medium text-slate-900">
          <span className="sr-only">
            <Trans>Complete the sentence:</Trans>{' '}
          </span>
          <span lang="en" dir="ltr">
            {question.item.prompt}
          </span>
        </legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2" lang="en" dir="ltr">
          {question.item.choices.map((text, index) => (
            <label
              // Choices are distinct within a question; the index keeps duplicates safe anyway.
              key={`${question.item.id}-${index}`}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
            >
              <input
                type="radio"
                name={`placement-${question.item.id}`}
                checked={choice === index}
                onChange={() => setChoice(index)}
                disabled={busy}
                className="size-4 accent-blue-700"
              />
              {text}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={choice === null || busy}
          className="rounded-xl bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 disabled:bg-slate-300 disabled:text-slate-600"
        >
          {busy ? <Trans>Checking…</Trans> : <Trans>Next</Trans>}
        </button>
      </div>
    </form>
  )
}
