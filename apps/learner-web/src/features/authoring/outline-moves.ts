/** The part of the outline the moves need: chapters in order, each with its lessons' ids. */
export interface OutlineShape {
  readonly id: string
  readonly lessons: readonly { readonly id: string }[]
}

/** A new order of one chapter's lessons (it may take in a lesson from another chapter). */
export interface LessonOrder {
  readonly chapterId: string
  readonly lessonIds: readonly string[]
}

/**
 * Moves a chapter one place up (-1) or down (+1): the new order of every chapter, or `null` at
 * either end.
 */
export function moveChapter(
  chapters: readonly OutlineShape[],
  chapterId: string,
  step: -1 | 1,
): string[] | null {
  const ids = chapters.map((chapter) => chapter.id)
  const from = ids.indexOf(chapterId)
  const to = from + step
  if (from < 0 || to < 0 || to >= ids.length) return null
  ids.splice(from, 1)
  ids.splice(to, 0, chapterId)
  return ids
}

/** Puts a dragged chapter just before another one (or last when `beforeId` is `null`). */
export function dropChapter(
  chapters: readonly OutlineShape[],
  chapterId: string,
  beforeId: string | null,
): string[] | null {
  if (chapterId === beforeId) return null
  const ids = chapters.map((chapter) => chapter.id).filter((id) => id !== chapterId)
  if (ids.length === chapters.length) return null
  const at = beforeId === null ? ids.length : ids.indexOf(beforeId)
  ids.splice(at < 0 ? ids.length : at, 0, chapterId)
  return ids
}

/**
 * Moves a lesson one place up (-1) or down (+1). At the top of its chapter it goes to the end of
 * the chapter before, at the bottom to the start of the next one; `null` at the outline's ends.
 */
export function moveLesson(
  chapters: readonly OutlineShape[],
  lessonId: string,
  step: -1 | 1,
): LessonOrder | null {
  const chapterIndex = chapters.findIndex((chapter) =>
    chapter.lessons.some((lesson) => lesson.id === lessonId),
  )
  const chapter = chapters[chapterIndex]
  if (chapter === undefined) return null
  const ids = chapter.lessons.map((lesson) => lesson.id)
  const from = ids.indexOf(lessonId)
  const to = from + step
  if (to >= 0 && to < ids.length) {
    ids.splice(from, 1)
    ids.splice(to, 0, lessonId)
    return { chapterId: chapter.id, lessonIds: ids }
  }
  const neighbour = chapters[chapterIndex + step]
  if (neighbour === undefined) return null
  const theirs = neighbour.lessons.map((lesson) => lesson.id)
  return {
    chapterId: neighbour.id,
    lessonIds: step === -1 ? [...theirs, lessonId] : [lessonId, ...theirs],
  }
}

/**
 * Puts a dragged lesson into a chapter, just before another lesson (or last when `beforeId` is
 * `null`); `null` when nothing would change.
 */
export function dropLesson(
  chapters: readonly OutlineShape[],
  lessonId: string,
  chapterId: string,
  beforeId: string | null,
): LessonOrder | null {
  const target = chapters.find((chapter) => chapter.id === chapterId)
  if (target === undefined || lessonId === beforeId) return null
  const before = target.lessons.map((lesson) => lesson.id)
  const ids = before.filter((id) => id !== lessonId)
  const at = beforeId === null ? ids.length : ids.indexOf(beforeId)
  ids.splice(at < 0 ? ids.length : at, 0, lessonId)
  return ids.join() === before.join() ? null : { chapterId, lessonIds: ids }
}
