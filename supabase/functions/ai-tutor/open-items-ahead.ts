import type { OpenItem } from './open-item.ts'
import type { TutorData } from './tutor-data.ts'
import type { TutorPreparation } from './tutor-preparation.ts'
import type { TutorRequest } from './tutor-request.ts'

/** The `sub` a bearer JWT claims, read without verifying it (null when there is none). */
function claimedLearner(authorization: string): string | null {
  const payload = /^Bearer\s+[^.\s]+\.([^.\s]+)\./i.exec(authorization)?.[1]
  if (payload === undefined) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const sub = (JSON.parse(json) as { sub?: unknown }).sub
    return typeof sub === 'string' && sub !== '' ? sub : null
  } catch {
    return null
  }
}

/** The course tutor_prepare will settle on, when the request alone tells it (else undefined). */
function courseFromRequest(asked: TutorRequest): string | null | undefined {
  if (asked.courseId !== null) return asked.courseId
  return asked.lessonId === null && asked.conversationId === null ? null : undefined
}

/**
 * Starts reading the open items (service role) while rpc('tutor_prepare') runs, for the learner
 * the token names and the course the request names. Nothing read this way is used until
 * {@link openItemsFor} has checked that tutor_prepare, which verifies the token, agrees on both;
 * otherwise the read is dropped and made again for the verified learner and course.
 */
export function readOpenItemsAhead(
  authorization: string,
  asked: TutorRequest,
  dataFor: (learner: string) => TutorData,
): { learner: string; course: string | null; items: Promise<OpenItem[]> } | null {
  const learner = claimedLearner(authorization)
  const course = courseFromRequest(asked)
  if (learner === null || course === undefined) return null
  const items = dataFor(learner).openItems(course)
  items.catch(() => undefined)
  return { learner, course, items }
}

/** The verified learner's open items: those read ahead when they match, else read now. */
export function openItemsFor(
  ahead: ReturnType<typeof readOpenItemsAhead>,
  turn: TutorPreparation,
  data: TutorData,
): Promise<OpenItem[]> {
  return ahead !== null && ahead.learner === turn.learner && ahead.course === turn.course_id
    ? ahead.items
    : data.openItems(turn.course_id)
}
