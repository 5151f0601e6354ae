import { browserStorage } from '../../lib/browser-storage'

// Before lesson progress was kept by the server, the lessons a user completed were remembered
// only in this browser, under `completedLessons:<user>:<course>` (their xp was awarded then).
// These are read once more, so that LocalCompletionsNotice can move them to the server, and
// forgotten once the server has them. Nothing writes this key any more.
function keyFor(userId: string, courseId: string): string {
  return `completedLessons:${userId}:${courseId}`
}

/**
 * Lesson ids the user completed in a course when progress was kept in this browser; empty when
 * there are none (or the stored value is unreadable).
 *
 * @example
 * ```ts
 * readLocalCompletedLessons(user.id, course.id) // ['w1-video']
 * ```
 */
export function readLocalCompletedLessons(userId: string, courseId: string): string[] {
  const raw = browserStorage.get(keyFor(userId, courseId))
  if (raw === null) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    // Unreadable data holds no lesson to move; it is forgotten with the rest.
    return []
  }
}

/** Forgets a course's locally remembered completions (once the server has them). */
export function forgetLocalCompletedLessons(userId: string, courseId: string): void {
  browserStorage.remove(keyFor(userId, courseId))
}
