import { LOCAL_STORAGE_KEYS } from '@splendid/domain'
import { browserStorage } from './browser-storage'

/** Remembers the course the user opened last (local storage `lastCourse`, spec §3). */
export function rememberLastCourse(courseId: string): void {
  browserStorage.set(LOCAL_STORAGE_KEYS.lastCourse, courseId)
}

/** The course the user opened last, or null. */
export function lastCourseId(): string | null {
  const value = browserStorage.get(LOCAL_STORAGE_KEYS.lastCourse)
  return value === null || value === '' ? null : value
}
