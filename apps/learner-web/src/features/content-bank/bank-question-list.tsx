import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useBankLabels } from './bank-labels'
import type { BankQuestion } from './bank-question'

const linkButton = 'font-semibold text-blue-700 underline disabled:opacity-60'

/** One page of bank questions: prompt(s), kind, tags, and Edit / Delete (with a confirmation). */
export function BankQuestionList({
  questions,
  mayChange,
  onEdit,
  onDelete,
}: {
  readonly questions: readonly BankQuestion[]
  readonly mayChange: (question: BankQuestion) => boolean
  readonly onEdit: (question: BankQuestion) => void
  readonly onDelete: (question: BankQuestion) => Promise<void>
}) {
  const { t } = useLingui()
  const labels = useBankLabels()
  const [confirming, setConfirming] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)

  return (
    // Wide on phones: the table scrolls sideways, and the keyboard can scroll it too.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      tabIndex={0}
      aria-label={t`Questions in the content bank`}
      className="mt-4 overflow-x-auto rounded-xl border border-slate-200"
    >
      <table className="w-full min-w-[44rem] text-start text-sm">
        <caption className="sr-only">
          <Trans>Questions in the content bank</Trans>
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              <Trans>Question</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              <Trans>Kind</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              <Trans>Tags</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {questions.map((question) => {
            const name = question.prompt_en || question.prompt_ar
            const tags = [
              question.level,
              question.skill ? labels.skill(question.skill) : null,
              question.subject ? labels.subject(question.subject) : null,
            ].filter((value): value is string => value !== null)
            return (
              <tr key={question.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2">
                  {question.prompt_en ? (
                    <span className="block text-slate-900">{question.prompt_en}</span>
                  ) : null}
                  {question.prompt_ar ? (
                    <span className="block text-slate-700" lang="ar" dir="rtl">
                      {question.prompt_ar}
                    </span>
                  ) : null}
                  {question.media_id ? (
                    <span className="mt-1 me-2 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
                      <Trans>With a picture or recording</Trans>
                    </span>
                  ) : null}
                  {question.in_placement ? (
                    <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                      <Trans>In the placement test</Trans>
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2">{labels.kind(question.kind)}</td>
                <td className="px-3 py-2">{tags.join(' · ')}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {!mayChange(question) ? null : confirming === question.id ? (
                    <span className="flex gap-3">
                      <span className="text-slate-800">
                        <Trans>Delete it?</Trans>
                      </span>
                      <button
                        type="button"
                        disabled={deleting}
                        className={`${linkButton} text-red-700`}
                        onClick={async () => {
                          setDeleting(true)
                          try {
                            await onDelete(question)
                          } finally {
                            setDeleting(false)
                            setConfirming(null)
                          }
                        }}
                      >
                        <Trans>Yes, delete</Trans>
                      </button>
                      <button
                        type="button"
                        className={linkButton}
                        onClick={() => setConfirming(null)}
                      >
                        <Trans>Keep it</Trans>
                      </button>
                    </span>
                  ) : (
                    <span className="flex gap-3">
                      <button type="button" className={linkButton} onClick={() => onEdit(question)}>
                        <Trans>Edit</Trans>
                        <span className="sr-only"> {name}</span>
                      </button>
                      <button
                        type="button"
                        className={linkButton}
                        onClick={() => setConfirming(question.id)}
                      >
                        <Trans>Delete</Trans>
                        <span className="sr-only"> {name}</span>
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
