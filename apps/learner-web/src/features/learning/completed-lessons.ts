import { browserStorage } from '../../lib/browser-storage'

// The backend has no lesson-progress table yet (only enrollments with a percentage), so the
// lessons a user completed are remembered in this browser, per user and course. This keeps a
// lesson's xp from being awarded twice here; xp itself is saved to the profile.
function keyFor(userId: string, courseId: string): string {
  return `completedLessons:${userId}:${courseId}`
}

/** Lesson ids the user completed in a course, as remembered in this browser. */
export function readCompletedLessons(userId: string, courseId: string): string[] {
  const raw = browserStorage.get(keyFor(userId, courseId))
  if (raw === null) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

/** Remembers the completed lessons of a course. */
export function writeCompletedLessons(
  userId: string,
  courseId: string,
  lessonIds: readonly string[],
): void {
  browserStorage.set(keyFor(userId, courseId), JSON.stringify(lessonIds))
}
