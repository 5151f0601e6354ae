import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useBankLabels } from './bank-labels'
import { BankMediaChoice } from './bank-media-choice'
import { BankQuestionRefused } from './bank-queries'
import {
  BANK_KINDS,
  BANK_LEVELS,
  BANK_SKILLS,
  BANK_SUBJECTS,
  type BankField,
  type BankKind,
  type BankProblem,
  type BankQuestionInput,
  bankQuestionProblem,
  blankQuestion,
  optionId,
} from './bank-question'

const input =
  'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-blue-700'
const smallButton =
  'inline-flex h-11 items-center rounded-xl border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50'

/**
 * Writes or changes one bank question: kind, the prompt in English and/or Arabic, options with
 * the right ones marked (or accepted answers), an explanation, and its tags. Checked as the
 * server checks it before sending; the server's refusal is shown at its field. Admins may put
 * a question into the placement test.
 */
export function BankQuestionForm({
  initial,
  isAdmin,
  onSave,
  onCancel,
}: {
  readonly initial: BankQuestionInput | null
  readonly isAdmin: boolean
  readonly onSave: (question: BankQuestionInput) => Promise<unknown>
  readonly onCancel: () => void
}) {
  const { t } = useLingui()
  const labels = useBankLabels()
  const formId = useId()
  const [question, setQuestion] = useState<BankQuestionInput>(initial ?? blankQuestion())
  const [problem, setProblem] = useState<BankProblem | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const set = (patch: Partial<BankQuestionInput>) => setQuestion((now) => ({ ...now, ...patch }))
  const single = question.kind === 'single'

  const setKind = (kind: BankKind) =>
    set(
      kind === 'short'
        ? { kind, options: [], correct_option_ids: [] }
        : {
            kind,
            options: question.options.length > 0 ? question.options : blankQuestion(kind).options,
            correct_option_ids:
              kind === 'single'
                ? question.correct_option_ids.slice(0, 1)
                : question.correct_option_ids,
            accepted_answers: [],
          },
    )
  const setOption = (index: number, patch: { text_en?: string; text_ar?: string }) =>
    set({
      options: question.options.map((option, at) =>
        at === index ? { ...option, ...patch } : option,
      ),
    })
  const toggleRight = (id: string, right: boolean) =>
    set({
      correct_option_ids: single
        ? [id]
        : right
          ? [...question.correct_option_ids, id]
          : question.correct_option_ids.filter((other) => other !== id),
    })
  const removeOption = (index: number) => {
    // Ids follow the order (a, b, c…): renumber, keeping which ones are right.
    const kept = question.options.filter((_, at) => at !== index)
    const right = new Set(question.correct_option_ids)
    set({
      options: kept.map((option, at) => ({ ...option, id: optionId(at) })),
      correct_option_ids: kept.flatMap((option, at) =>
        right.has(option.id) ? [optionId(at)] : [],
      ),
    })
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setFailure(null)
    const found = bankQuestionProblem(question)
    setProblem(found)
    if (found) return
    setBusy(true)
    try {
      await onSave(question)
    } catch (error) {
      if (error instanceof BankQuestionRefused)
        setProblem({ field: error.field, message: error.message })
      else setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  const problemAt = (field: BankField) =>
    problem?.field === field ? (
      <p id={`${formId}-${field}-problem`} role="alert" className="mt-1 text-sm text-red-800">
        {labels.problem(problem)}
      </p>
    ) : null
  const describedBy = (field: BankField) =>
    problem?.field === field ? `${formId}-${field}-problem` : undefined
  const tag = (
    key: 'level' | 'skill' | 'subject',
    label: string,
    values: readonly string[],
    name: (value: string) => string,
  ) => (
    <div>
      <label htmlFor={`${formId}-${key}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={`${formId}-${key}`}
        value={question[key] ?? ''}
        aria-describedby={describedBy(key)}
        onChange={(event) => set({ [key]: event.target.value === '' ? null : event.target.value })}
        className={`${input} h-11`}
      >
        <option value="">{t`None`}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {name(value)}
          </option>
        ))}
      </select>
      {problemAt(key)}
    </div>
  )

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={initial?.id ? t`Edit question` : t`New question`}
      className="mt-6 rounded-xl border border-slate-200 p-5"
    >
      <h2 className="text-xl font-semibold text-slate-900">
        {initial?.id ? <Trans>Edit question</Trans> : <Trans>New question</Trans>}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${formId}-kind`} className="block text-sm font-medium text-slate-800">
            <Trans>Kind</Trans>
          </label>
          <select
            id={`${formId}-kind`}
            value={question.kind}
            onChange={(event) => setKind(event.target.value as BankKind)}
            className={`${input} h-11 sm:max-w-xs`}
          >
            {BANK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {labels.kind(kind)}
              </option>
            ))}
          </select>
        </div>
        {(['en', 'ar'] as const).map((lang) => (
          <div key={lang}>
            <label
              htmlFor={`${formId}-prompt-${lang}`}
              className="block text-sm font-medium text-slate-800"
            >
              {lang === 'en' ? (
                <Trans>Question in English</Trans>
              ) : (
                <Trans>Question in Arabic</Trans>
              )}
            </label>
            <textarea
              id={`${formId}-prompt-${lang}`}
              lang={lang}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              rows={3}
              maxLength={2000}
              value={lang === 'en' ? question.prompt_en : question.prompt_ar}
              aria-describedby={describedBy('prompt')}
              onChange={(event) =>
                set(
                  lang === 'en'
                    ? { prompt_en: event.target.value }
                    : { prompt_ar: event.target.value },
                )
              }
              className={input}
            />
          </div>
        ))}
        <div className="sm:col-span-2">{problemAt('prompt')}</div>
      </div>

      {question.kind === 'short' ? (
        <div className="mt-4">
          <label
            htmlFor={`${formId}-accepted`}
            className="block text-sm font-medium text-slate-800"
          >
            <Trans>Accepted answers, one per line</Trans>
          </label>
          <textarea
            id={`${formId}-accepted`}
            rows={3}
            value={question.accepted_answers.join('\n')}
            aria-describedby={describedBy('answers')}
            onChange={(event) => set({ accepted_answers: event.target.value.split('\n') })}
            className={input}
          />
          {problemAt('answers')}
        </div>
      ) : (
        <fieldset
          className="mt-4"
          aria-describedby={describedBy('options') ?? describedBy('answers')}
        >
          <legend className="text-sm font-medium text-slate-800">
            {single ? (
              <Trans>Options (mark the right one)</Trans>
            ) : (
              <Trans>Options (mark the right ones)</Trans>
            )}
          </legend>
          <ol className="mt-2 space-y-3">
            {question.options.map((option, index) => {
              const number = index + 1
              return (
                <li
                  key={option.id}
                  className="grid gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-[auto_1fr_1fr_auto] sm:items-end"
                >
                  <label className="flex h-11 items-center gap-2 text-sm">
                    <input
                      type={single ? 'radio' : 'checkbox'}
                      name={`${formId}-right`}
                      checked={question.correct_option_ids.includes(option.id)}
                      onChange={(event) => toggleRight(option.id, event.target.checked)}
                      className="size-5"
                    />
                    <Trans>Option {number} is right</Trans>
                  </label>
                  <label className="block text-sm">
                    <Trans>Option {number} in English</Trans>
                    <input
                      value={option.text_en}
                      maxLength={500}
                      onChange={(event) => setOption(index, { text_en: event.target.value })}
                      className={`${input} h-11`}
                    />
                  </label>
                  <label className="block text-sm">
                    <Trans>Option {number} in Arabic</Trans>
                    <input
                      value={option.text_ar}
                      lang="ar"
                      dir="rtl"
                      maxLength={500}
                      onChange={(event) => setOption(index, { text_ar: event.target.value })}
                      className={`${input} h-11`}
                    />
                  </label>
                  <button
                    type="button"
                    onClick={() => removeOption(index)}
                    disabled={question.options.length <= 2}
                    className={smallButton}
                  >
                    <Trans>Remove option {number}</Trans>
                  </button>
                </li>
              )
            })}
          </ol>
          {question.options.length < 8 ? (
            <button
              type="button"
              onClick={() =>
                set({
                  options: [
                    ...question.options,
                    { id: optionId(question.options.length), text_en: '', text_ar: '' },
                  ],
                })
              }
              className={`mt-3 ${smallButton}`}
            >
              <Trans>Add an option</Trans>
            </button>
          ) : null}
          {problemAt('options')}
          {problemAt('answers')}
        </fieldset>
      )}

      <div className="mt-4">
        <label
          htmlFor={`${formId}-explanation`}
          className="block text-sm font-medium text-slate-800"
        >
          <Trans>Explanation shown after answering (optional)</Trans>
        </label>
        <textarea
          id={`${formId}-explanation`}
          rows={2}
          maxLength={2000}
          value={question.explanation}
          onChange={(event) => set({ explanation: event.target.value })}
          className={input}
        />
      </div>
      <BankMediaChoice
        value={question.media_id ?? null}
        onChange={(media_id) => set({ media_id })}
        describedBy={describedBy('media')}
      />
      {problemAt('media')}
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {tag('level', t`Level`, BANK_LEVELS, (level) => level)}
        {tag('skill', t`Skill`, BANK_SKILLS, (skill) =>
          labels.skill(skill as (typeof BANK_SKILLS)[number]),
        )}
        {tag('subject', t`Subject`, BANK_SUBJECTS, (subject) =>
          labels.subject(subject as (typeof BANK_SUBJECTS)[number]),
        )}
      </div>
      {isAdmin ? (
        <label className="mt-4 flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={question.in_placement === true}
            onChange={(event) => set({ in_placement: event.target.checked })}
            className="size-5"
          />
          <Trans>Ask it in the placement test (one right answer, a level, English options)</Trans>
        </label>
      ) : null}
      {problemAt('question')}
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          <Trans>The question was not saved: {failure}</Trans>
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          className="inline-flex h-11 items-center rounded-xl bg-blue-700 px-5 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
        >
          {busy ? <Trans>Saving…</Trans> : <Trans>Save question</Trans>}
        </button>
        <button type="button" onClick={onCancel} className={smallButton}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  )
}
