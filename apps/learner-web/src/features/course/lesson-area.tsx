import { Trans, useLingui } from '@lingui/react/macro'
import { LANGUAGE_NAMES } from '@splendid/i18n'
import { useState } from 'react'
import { Link } from 'react-router'
import { clockTime } from '../../lib/clock-time'
import { useLocale } from '../../lib/use-locale'
import { Icon } from '../../ui/icon'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import type { useLessonActions } from './lesson-actions'
import { useLessonContent } from './lesson-content-queries'
import { useLessonLabels } from './lesson-labels'
import type { LessonProgressError } from './lesson-progress-error'
import { useLessonProgressErrorText } from './lesson-progress-error-message'
import type { CourseProgress } from './lesson-progress-queries'
import type { LessonState, OutlineLesson } from './lesson-states'
import { PremiumLessonGate } from './premium-lesson-gate'
import { QuizForm } from './quiz/quiz-form'
import { quizMediaOf } from './quiz/quiz-media'
import type { QuizMedia } from './quiz/quiz-question'
import { ReadingLesson } from './reading/reading-lesson'
import { VideoPlayer } from './video-player/video-player'

/** Props of {@link LessonArea}. */
export interface LessonAreaProps {
  readonly lesson: OutlineLesson
  readonly state: LessonState
  readonly userId: string | null
  /** The learner's progress in the course; `undefined` while it loads, failed, or signed out. */
  readonly progress: CourseProgress | undefined
  /** Whether the progress is still on its way (the video waits for its resume second). */
  readonly progressPending: boolean
  readonly actions: ReturnType<typeof useLessonActions>
  readonly previous: OutlineLesson | undefined
  readonly next: OutlineLesson | undefined
}

function lessonLink(lesson: OutlineLesson) {
  return { search: `?lesson=${encodeURIComponent(lesson.id)}` }
}

/**
 * The selected lesson: a video in the player (resuming at the saved second, each watched segment
 * saved to the server), a reading with "Mark as read", or a quiz; a locked lesson shows the
 * premium gate and requests nothing. Previous / next lesson below.
 */
export function LessonArea(props: LessonAreaProps) {
  const { lesson, state, userId, progress, progressPending, actions, previous, next } = props
  const locale = useLocale()
  const labels = useLessonLabels()
  const title = locale === 'ar' ? lesson.titleAr : lesson.titleEn
  const pick = (item: OutlineLesson) => (locale === 'ar' ? item.titleAr : item.titleEn)

  return (
    <section aria-labelledby="lesson-title" className="min-w-0">
      <p className="text-sm font-medium text-slate-600">{labels.kinds[lesson.kind]}</p>
      <h2 id="lesson-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">
        {state === 'locked' ? (
          <PremiumLessonGate reason="lesson" />
        ) : (
          <LessonContentView
            key={lesson.id}
            lesson={lesson}
            title={title}
            userId={userId}
            progress={progress}
            progressPending={progressPending}
            actions={actions}
          />
        )}
      </div>
      <nav
        aria-label={labels.lessonNavigation}
        className="mt-6 flex flex-wrap justify-between gap-3"
      >
        {previous ? (
          <Link
            to={lessonLink(previous)}
            className="inline-flex min-h-11 items-center gap-1 rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <span aria-hidden="true" className="rtl:-scale-x-100">
              ←
            </span>
            <Trans>Previous: {pick(previous)}</Trans>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link
            to={lessonLink(next)}
            className="inline-flex min-h-11 items-center gap-1 rounded-xl bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
          >
            <Trans>Next: {pick(next)}</Trans>
            <span aria-hidden="true" className="rtl:-scale-x-100">
              →
            </span>
          </Link>
        ) : null}
      </nav>
    </section>
  )
}

interface ContentViewProps {
  readonly lesson: OutlineLesson
  readonly title: string
  readonly userId: string | null
  readonly progress: CourseProgress | undefined
  readonly progressPending: boolean
  readonly actions: ReturnType<typeof useLessonActions>
}

function LessonContentView(props: ContentViewProps) {
  const { lesson, title, userId, progress, progressPending, actions } = props
  const { t } = useLingui()
  const locale = useLocale()
  const errorText = useLessonProgressErrorText()
  const content = useLessonContent(lesson, userId, true)
  const enrolled = progress?.enrolled === true
  const done = progress?.completedLessonIds.includes(lesson.id) === true

  if (content.isPending || progressPending) {
    return (
      <div role="status" aria-label={t`Loading the lesson…`} className="animate-pulse">
        <div className="aspect-video w-full rounded-xl bg-slate-200" />
      </div>
    )
  }
  if (content.error) {
    return (
      <LoadErrorAlert
        title={<Trans>We could not load this lesson.</Trans>}
        message={errorText(content.error)}
        onRetry={content.refetch}
      />
    )
  }
  if (content.data === null) return <PremiumLessonGate reason="lesson" />
  // The components show a thrown error's message: make it the translated one.
  const translated = (error: unknown) =>
    new Error(errorText(error as LessonProgressError), { cause: error })
  const notEnrolledNote =
    userId !== null && !enrolled ? (
      <p className="mb-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
        <Trans>Enrol in this course to save your place and record your progress.</Trans>
      </p>
    ) : null

  switch (content.data.kind) {
    case 'video':
      return (
        <>
          {notEnrolledNote}
          <VideoLesson
            lessonId={lesson.id}
            title={title}
            src={content.data.videoUrl}
            captions={content.data.captions.map((track) => ({
              ...track,
              // Each language named in itself, as a reader looks for it.
              label: LANGUAGE_NAMES[track.lang],
            }))}
            startAt={progress?.watch[lesson.id]?.positionSeconds}
            onProgress={
              enrolled
                ? (report) => actions.watch.mutate({ lessonId: lesson.id, ...report })
                : undefined
            }
            saveError={actions.watch.error ? errorText(actions.watch.error) : null}
          />
        </>
      )
    case 'reading':
      return (
        <>
          {notEnrolledNote}
          <ReadingLesson
            markdown={locale === 'ar' ? content.data.body.ar : content.data.body.en}
            completed={done}
            onMarkRead={async () => {
              try {
                await actions.read.mutateAsync(lesson.id)
              } catch (error) {
                throw translated(error)
              }
            }}
          />
        </>
      )
    case 'quiz':
      return (
        <>
          {notEnrolledNote}
          <QuizForm
            key={lesson.id}
            questions={content.data.questions.map((question) => ({
              id: question.id,
              kind: question.kind,
              prompt: locale === 'ar' ? question.prompt.ar : question.prompt.en,
              options: question.options.map((option) => ({
                id: option.id,
                text: locale === 'ar' ? option.text.ar : option.text.en,
              })),
              ...withMedia(
                quizMediaOf(
                  question.mediaPath,
                  locale === 'ar' ? question.mediaAlt.ar : question.mediaAlt.en,
                ),
              ),
            }))}
            passMark={content.data.passMark}
            {...(content.data.bestScore === undefined
              ? {}
              : { previousBest: content.data.bestScore })}
            onSubmit={async (answers: Record<string, string[] | string>) => {
              try {
                const outcome = await actions.quiz.mutateAsync({ lessonId: lesson.id, answers })
                return {
                  score: outcome.score,
                  passMark: outcome.passMark,
                  passed: outcome.passed,
                  results: outcome.results,
                }
              } catch (error) {
                throw translated(error)
              }
            }}
          />
        </>
      )
    default: {
      const unreachable: never = content.data
      throw new TypeError(`Unknown lesson content: ${String(unreachable)}`)
    }
  }
}

interface VideoLessonProps {
  readonly lessonId: string
  readonly title: string
  readonly src: string
  readonly captions: readonly { lang: 'en' | 'ar'; src: string; label: string }[]
  readonly startAt: number | undefined
  readonly onProgress:
    | ((report: { position: number; watchedFrom: number; watchedTo: number }) => void)
    | undefined
  readonly saveError: string | null
}

/** The player of one video lesson; the resume second is read once, when the lesson opens. */
function VideoLesson({ title, src, captions, startAt, onProgress, saveError }: VideoLessonProps) {
  const [resumeAt] = useState(startAt)
  const locale = useLocale()
  return (
    <>
      {resumeAt !== undefined && resumeAt > 0 ? (
        <p className="mb-2 flex items-center gap-1 text-sm text-slate-600">
          <Icon name="clock" className="size-4" />
          <Trans>Resuming where you stopped, at {clockTime(resumeAt, locale)}.</Trans>
        </p>
      ) : null}
      <VideoPlayer
        src={src}
        captions={captions}
        title={title}
        {...(resumeAt === undefined ? {} : { startAt: resumeAt })}
        {...(onProgress === undefined ? {} : { onProgress })}
      />
      {saveError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          <Trans>Your place in this video could not be saved.</Trans> {saveError}
        </p>
      ) : null}
    </>
  )
}

/** `{ media }` when there is some (the question type has no room for `undefined`). */
function withMedia(media: QuizMedia | undefined): { media?: QuizMedia } {
  return media === undefined ? {} : { media }
}
