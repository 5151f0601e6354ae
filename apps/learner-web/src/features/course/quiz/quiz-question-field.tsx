import { Trans, useLingui } from '@lingui/react/macro'
import { MediaView } from '../../../ui/media-view'
import { toggledChoice } from './quiz-answers'
import type { QuizQuestion } from './quiz-question'
import { QuizQuestionMark } from './quiz-question-mark'
import type { QuestionMark } from './quiz-result-summary'

/** Props of {@link QuizQuestionField}. */
export interface QuizQuestionFieldProps {
  readonly question: QuizQuestion
  /** 1-based, shown before the prompt. */
  readonly number: number
  readonly answer: string[] | string | undefined
  readonly onAnswer: (answer: string[] | string) => void
  /** The id of the question's first input (the error summary's links focus it). */
  readonly inputId: string
  /** True when the learner tried to send the quiz without answering this question. */
  readonly missing: boolean
  /** The server's mark once the attempt is checked, else null (the inputs are then editable). */
  readonly mark: QuestionMark | null
}

const TARGET = 'flex min-h-11 items-center gap-3 rounded-xl border px-3 py-2'
const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700'

/**
 * One question as a fieldset whose legend is the prompt: radios for a single choice, checkboxes
 * for 'Choose all that apply', a text box (`dir="auto"`, so Arabic types right to left) for a short
 * answer. A missing answer and the server's mark are tied to the group with aria-describedby.
 */
export function QuizQuestionField({
  question,
  number,
  answer,
  onAnswer,
  inputId,
  missing,
  mark,
}: QuizQuestionFieldProps) {
  const { t } = useLingui()
  const hintId = `${inputId}-hint`
  const missingId = `${inputId}-missing`
  const markId = `${inputId}-mark`
  const describedBy =
    [
      question.kind === 'multiple' ? hintId : null,
      missing ? missingId : null,
      mark !== null && mark !== 'unmarked' ? markId : null,
    ]
      .filter((id) => id !== null)
      .join(' ') || undefined
  const reviewing = mark !== null
  const border = missing ? 'border-red-600' : 'border-slate-200'

  return (
    <fieldset
      aria-describedby={describedBy}
      className={`rounded-2xl border-2 bg-white p-4 sm:p-5 ${border}`}
    >
      <legend className="px-1 text-base font-semibold text-slate-900">
        <span className="me-2 text-slate-500">{number}.</span>
        {question.prompt}
      </legend>
      {question.media ? (
        <MediaView
          media={{
            ...question.media,
            alt:
              question.media.alt ||
              (question.media.kind === 'audio' ? t`Recording for question ${number}` : ''),
          }}
          className="mt-3 max-h-64"
        />
      ) : null}
      {question.kind === 'multiple' ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          <Trans>Choose all that apply</Trans>
        </p>
      ) : null}
      {missing ? (
        <p id={missingId} className="mt-2 text-sm font-semibold text-red-700">
          <Trans>Answer this question.</Trans>
        </p>
      ) : null}
      {question.kind === 'short' ? (
        <div className="mt-3">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
            <Trans>Your answer</Trans>
          </label>
          <input
            id={inputId}
            type="text"
            dir="auto"
            autoComplete="off"
            value={typeof answer === 'string' ? answer : ''}
            onChange={(event) => onAnswer(event.target.value)}
            disabled={reviewing}
            aria-invalid={missing || undefined}
            className={`mt-1 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-start text-slate-900 disabled:bg-slate-100 aria-invalid:border-red-600 ${FOCUS}`}
          />
        </div>
      ) : (
        <ul className="mt-3 grid gap-2">
          {question.options.map((option, index) => {
            const checked = Array.isArray(answer) && answer.includes(option.id)
            const optionId = index === 0 ? inputId : `${inputId}-${option.id}`
            return (
              <li key={option.id}>
                <label
                  htmlFor={optionId}
                  className={`${TARGET} ${checked ? 'border-blue-700 bg-blue-50' : 'border-slate-300'} ${
                    reviewing ? '' : 'cursor-pointer hover:bg-slate-50'
                  }`}
                >
                  <input
                    id={optionId}
                    type={question.kind === 'single' ? 'radio' : 'checkbox'}
                    name={inputId}
                    value={option.id}
                    checked={checked}
                    disabled={reviewing}
                    onChange={(event) =>
                      onAnswer(
                        toggledChoice(
                          question.kind === 'single' ? 'single' : 'multiple',
                          answer,
                          option.id,
                          event.target.checked,
                        ),
                      )
                    }
                    className={`size-5 shrink-0 accent-blue-700 ${FOCUS}`}
                  />
                  <span dir="auto" className="text-slate-900">
                    {option.text}
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
      )}
      {mark !== null ? <QuizQuestionMark mark={mark} id={markId} /> : null}
    </fieldset>
  )
}
