import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { answersToSend, emptyQuizAnswers, unansweredQuestions } from './quiz-answers'
import type { QuizAnswers, QuizQuestion, QuizResult } from './quiz-question'
import { QuizQuestionField } from './quiz-question-field'
import { QuizResultPanel } from './quiz-result-panel'
import { bestQuizScore, quizResultSummary } from './quiz-result-summary'

/** Props of {@link QuizForm}. */
export interface QuizFormProps {
  /** The questions in the order shown, texts already in the interface language. */
  readonly questions: readonly QuizQuestion[]
  /** Percent needed to pass, shown before the first attempt. */
  readonly passMark: number
  /**
   * Sends the answers (`rpc('submit_quiz_attempt')`) and resolves with the server's verdict; a
   * rejection is shown as an error and the answers stay as they were.
   */
  readonly onSubmit: (answers: QuizAnswers) => Promise<QuizResult>
  /** The learner's best earlier score (percent), if they tried before. */
  readonly previousBest?: number
}

type Phase =
  | { readonly name: 'answering' }
  | { readonly name: 'sending' }
  | { readonly name: 'failed'; readonly message: string }
  | { readonly name: 'checked'; readonly result: QuizResult }

const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700'

/**
 * A quiz lesson's form. Unanswered questions stop the attempt before anything is sent: an error
 * summary (focused) links to each of them. While the answers are on their way the submit button
 * is disabled; the server's verdict marks each question right or wrong (it never sends the
 * correct answer) and 'Try again' clears the answers, keeping the best score. A failed send says
 * so and keeps every answer.
 *
 * @example
 * ```tsx
 * <QuizForm
 *   questions={questions}
 *   passMark={70}
 *   onSubmit={(answers) => submitQuizAttempt(lessonId, answers)}
 *   previousBest={bestScore}
 * />
 * ```
 */
export function QuizForm({ questions, passMark, onSubmit, previousBest }: QuizFormProps) {
  const { t } = useLingui()
  const baseId = useId()
  const summaryRef = useRef<HTMLDivElement>(null)
  const resultRef = useRef<HTMLHeadingElement>(null)
  const [answers, setAnswers] = useState<QuizAnswers>(() => emptyQuizAnswers(questions))
  // The ids of the questions flagged as unanswered by the last try to submit.
  const [missing, setMissing] = useState<readonly string[]>([])
  const [phase, setPhase] = useState<Phase>({ name: 'answering' })
  // The best score of this visit's attempts; the parent's previousBest may arrive later.
  const [attemptBest, setAttemptBest] = useState<number | undefined>(undefined)
  const best = attemptBest === undefined ? previousBest : bestQuizScore(previousBest, attemptBest)
  const [focusTarget, setFocusTarget] = useState<'summary' | 'result' | 'first' | null>(null)
  const inputIdOf = (question: QuizQuestion) => `${baseId}-q-${question.id}`

  useEffect(() => {
    if (focusTarget === 'summary') summaryRef.current?.focus()
    if (focusTarget === 'result') resultRef.current?.focus()
    // After 'Try again' its button is gone: the first question takes the focus.
    const first = questions[0]
    if (focusTarget === 'first' && first) document.getElementById(inputIdOf(first))?.focus()
    if (focusTarget !== null) setFocusTarget(null)
  }, [focusTarget])

  const summary = useMemo(
    () => (phase.name === 'checked' ? quizResultSummary(questions, phase.result, best) : null),
    [phase, questions, best],
  )

  function answer(question: QuizQuestion, value: string[] | string) {
    const next = { ...answers, [question.id]: value }
    setAnswers(next)
    // Once flagged, a question leaves the summary as soon as it has an answer.
    if (missing.length > 0) {
      const flagged = questions.filter((item) => missing.includes(item.id))
      setMissing(unansweredQuestions(flagged, next).map((item) => item.id))
    }
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (phase.name === 'sending' || phase.name === 'checked') return
    const left = unansweredQuestions(questions, answers).map((question) => question.id)
    setMissing(left)
    if (left.length > 0) {
      setFocusTarget('summary')
      return
    }
    setPhase({ name: 'sending' })
    try {
      const result = await onSubmit(answersToSend(questions, answers))
      setAttemptBest((before) => bestQuizScore(before, result.score))
      setPhase({ name: 'checked', result })
      setFocusTarget('result')
    } catch (error) {
      setPhase({ name: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }

  function tryAgain() {
    setAnswers(emptyQuizAnswers(questions))
    setMissing([])
    setPhase({ name: 'answering' })
    setFocusTarget('first')
  }

  const sending = phase.name === 'sending'
  // The result panel shows the best score once an attempt is checked.
  const bestScore = phase.name === 'checked' ? undefined : best

  return (
    <form noValidate onSubmit={send} aria-label={t`Quiz`} className="grid gap-5">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
        <span>
          <Trans>Pass mark: {passMark}%</Trans>
        </span>
        {bestScore === undefined ? null : (
          <span>
            <Trans>Your best score: {bestScore}%</Trans>
          </span>
        )}
      </p>
      {missing.length > 0 ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          aria-labelledby={`${baseId}-summary`}
          className={`rounded-2xl border-2 border-red-600 bg-red-50 p-4 text-red-900 ${FOCUS}`}
        >
          <h3 id={`${baseId}-summary`} className="font-bold">
            <Trans>Answer every question before you submit the quiz.</Trans>
          </h3>
          <ul className="mt-2 grid gap-1">
            {questions.map((question, index) => {
              if (!missing.includes(question.id)) return null
              const number = index + 1
              const prompt = question.prompt
              return (
                <li key={question.id}>
                  <a
                    href={`#${inputIdOf(question)}`}
                    onClick={(event) => {
                      event.preventDefault()
                      document.getElementById(inputIdOf(question))?.focus()
                    }}
                    className={`inline-block py-2.5 font-semibold underline ${FOCUS}`}
                  >
                    <Trans>
                      Question {number}: {prompt}
                    </Trans>
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
      ) : null}
      {phase.name === 'checked' && summary ? (
        <QuizResultPanel
          result={phase.result}
          summary={summary}
          headingRef={resultRef}
          onTryAgain={tryAgain}
        />
      ) : null}
      {questions.map((question, index) => (
        <QuizQuestionField
          key={question.id}
          question={question}
          number={index + 1}
          answer={answers[question.id]}
          onAnswer={(value) => answer(question, value)}
          inputId={inputIdOf(question)}
          missing={missing.includes(question.id)}
          mark={summary?.marks.get(question.id) ?? null}
        />
      ))}
      {phase.name === 'failed' ? (
        <div
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <p className="font-semibold">
            <Trans>Your answers could not be sent. They are still here: try again.</Trans>
          </p>
          {phase.message === '' ? null : (
            // The server's own words, often English: their direction is their own.
            <p dir="auto" className="mt-1">
              {phase.message}
            </p>
          )}
        </div>
      ) : null}
      {phase.name === 'checked' ? null : (
        <div>
          <button
            type="submit"
            disabled={sending}
            className={`min-h-11 rounded-xl bg-blue-700 px-6 py-2.5 font-semibold text-white hover:bg-blue-800 disabled:opacity-60 ${FOCUS}`}
          >
            {sending ? <Trans>Checking your answers…</Trans> : <Trans>Submit answers</Trans>}
          </button>
        </div>
      )}
    </form>
  )
}
