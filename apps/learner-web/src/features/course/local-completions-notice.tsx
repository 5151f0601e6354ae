import { Plural, Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { forgetLocalCompletedLessons, readLocalCompletedLessons } from './completed-lessons'
import { completeLesson, LESSON_PROGRESS_QUERY_KEY } from './lesson-progress-queries'

/** Props of {@link LocalCompletionsNotice}. */
export interface LocalCompletionsNoticeProps {
  readonly userId: string
  readonly courseId: string
  /** The course's lesson ids: only these are moved. */
  readonly outlineIds: readonly string[]
}

/**
 * Moves, once, the lessons an enrolled learner completed in this browser before progress was
 * kept by the server, through rpc('complete_lesson'), and says so. No xp is awarded: it was
 * awarded when they were completed. The local record is forgotten only when every lesson is on
 * the server; after a failure it stays, the learner is told, and the next visit tries again.
 */
export function LocalCompletionsNotice({
  userId,
  courseId,
  outlineIds,
}: LocalCompletionsNoticeProps) {
  const queryClient = useQueryClient()
  const [pending] = useState(() =>
    readLocalCompletedLessons(userId, courseId).filter((id) => outlineIds.includes(id)),
  )
  const started = useRef(false)
  const move = useMutation({
    mutationFn: async (lessonIds: readonly string[]): Promise<void> => {
      for (const lessonId of lessonIds) await completeLesson(courseId, lessonId)
      forgetLocalCompletedLessons(userId, courseId)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LESSON_PROGRESS_QUERY_KEY }),
  })
  const { mutate } = move

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (pending.length > 0) mutate(pending)
    // Stale entries (none left in the outline) need no moving.
    else forgetLocalCompletedLessons(userId, courseId)
  }, [pending, mutate, userId, courseId])

  if (pending.length === 0 || move.isIdle) return null
  const count = pending.length
  if (move.isPending) {
    return (
      <p role="status" className="mt-6 text-sm text-slate-600">
        <Plural
          value={count}
          one="Saving # lesson you completed on this device to your account…"
          other="Saving # lessons you completed on this device to your account…"
        />
      </p>
    )
  }
  if (move.error) {
    return (
      <div
        role="alert"
        className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      >
        <p className="font-semibold">
          <Plural
            value={count}
            one="# lesson you completed on this device could not be saved to your account yet. It stays on this device, and we will try again the next time you open this course."
            other="# lessons you completed on this device could not be saved to your account yet. They stay on this device, and we will try again the next time you open this course."
          />
        </p>
        <p className="mt-1">{move.error.message}</p>
      </div>
    )
  }
  return (
    <p role="status" className="mt-6 text-sm text-emerald-800">
      <Plural
        value={count}
        one="# lesson you completed on this device is now saved to your account."
        other="# lessons you completed on this device are now saved to your account."
      />{' '}
      <Trans>Your progress now follows you to every device.</Trans>
    </p>
  )
}
