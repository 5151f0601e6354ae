import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { BankPicker } from '../content-bank/bank-picker'
import { styles } from './authoring-styles'
import type { LessonDraft } from './course-draft'
import { updateLesson } from './outline-writes'
import { QuestionEditor } from './question-editor'
import {
  fetchQuizDraft,
  newQuestion,
  type QuestionKind,
  type QuizDraft,
  questionFromBank,
  saveQuiz,
} from './quiz-draft'
import { useAuthoringAction } from './use-authoring-action'

/** How long a quiz is said to take per question, in seconds. */
const SECONDS_PER_QUESTION = 60

function QuizForm({
  lesson,
  initial,
}: {
  readonly lesson: LessonDraft
  readonly initial: QuizDraft
}) {
  const { t } = useLingui()
  const [quiz, setQuiz] = useState(initial)
  const [kind, setKind] = useState<QuestionKind>('single')
  const { run, busy, feedback } = useAuthoringAction()
  const questions = quiz.questions

  function setQuestions(next: QuizDraft['questions']) {
    setQuiz((current) => ({ ...current, questions: next }))
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      const ids = await saveQuiz(lesson.id, quiz)
      // Newly saved questions keep their ids, so the next save updates rather than re-creates.
      setQuestions(
        questions.map((question, index) => ({ ...question, id: ids[index] ?? question.id })),
      )
      await updateLesson(lesson.id, {
        duration_seconds: Math.max(60, questions.length * SECONDS_PER_QUESTION),
      })
    }, t`The quiz was saved.`)
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <h3 className="font-semibold text-slate-900">
        <Trans>Quiz</Trans>
      </h3>
      <div>
        <label htmlFor="quiz-pass-mark" className={styles.label}>
          <Trans>Pass mark (%)</Trans>
        </label>
        <input
          id="quiz-pass-mark"
          type="number"
          min={0}
          max={100}
          required
          value={quiz.passMark}
          disabled={busy}
          onChange={(event) => setQuiz({ ...quiz, passMark: Number(event.target.value) })}
          className={`${styles.input} max-w-32`}
        />
      </div>
      {questions.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No questions yet.</Trans>
        </p>
      ) : (
        <ol className="space-y-4">
          {questions.map((question, index) => (
            <QuestionEditor
              key={`${question.id ?? 'new'}-${index}`}
              question={question}
              number={index + 1}
              count={questions.length}
              disabled={busy}
              onChange={(next) =>
                setQuestions(questions.map((item, at) => (at === index ? next : item)))
              }
              onMove={(step) => {
                const next = [...questions]
                const [moved] = next.splice(index, 1)
                if (moved) next.splice(index + step, 0, moved)
                setQuestions(next)
              }}
              onRemove={() => setQuestions(questions.filter((_, at) => at !== index))}
            />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="quiz-new-kind" className={styles.label}>
            <Trans>Kind of question</Trans>
          </label>
          <select
            id="quiz-new-kind"
            className={styles.input}
            value={kind}
            onChange={(event) => {
              const next = (['single', 'multiple', 'short'] as const).find(
                (item) => item === event.target.value,
              )
              if (next) setKind(next)
            }}
          >
            <option value="single">{t`One right answer`}</option>
            <option value="multiple">{t`Several right answers`}</option>
            <option value="short">{t`Short written answer`}</option>
          </select>
        </div>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => setQuestions([...questions, newQuestion(kind)])}
        >
          <Trans>Add question</Trans>
        </button>
      </div>
      <BankPicker
        disabled={busy}
        onAdd={(question) => setQuestions([...questions, questionFromBank(question)])}
      />
      <div>
        <button type="submit" className={styles.primary} disabled={busy}>
          <Trans>Save quiz</Trans>
        </button>
        <ActionFeedbackLine feedback={feedback} />
      </div>
    </form>
  )
}

/** A quiz lesson's pass mark and questions, with their answers, saved in one go. */
export function QuizBuilder({ lesson }: { readonly lesson: LessonDraft }) {
  const quiz = useQuery({
    queryKey: ['authoring', 'quiz', lesson.id],
    queryFn: () => fetchQuizDraft(lesson.id, lesson.content.pass_mark),
    staleTime: Number.POSITIVE_INFINITY,
  })
  if (quiz.error) {
    return (
      <LoadErrorAlert
        title={<Trans>We could not load the quiz.</Trans>}
        message={quiz.error.message}
        onRetry={quiz.refetch}
      />
    )
  }
  if (quiz.isPending) {
    return (
      <p role="status" className="text-slate-600">
        <Trans>Loading the quiz…</Trans>
      </p>
    )
  }
  return <QuizForm lesson={lesson} initial={quiz.data} />
}
