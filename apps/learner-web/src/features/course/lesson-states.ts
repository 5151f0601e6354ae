/** What a lesson is: a recorded video, a Markdown reading, or a quiz (`lessons.kind`). */
export type LessonKind = 'video' | 'reading' | 'quiz'

/** One lesson of a course's outline (`lessons`): readable by anyone who can read the course. */
export interface OutlineLesson {
  readonly id: string
  readonly chapterId: string
  readonly slug: string
  readonly kind: LessonKind
  readonly titleEn: string
  readonly titleAr: string
  readonly durationSeconds: number
  readonly isFreePreview: boolean
}

/** One chapter (`course_chapters`) with its lessons, both in outline order. */
export interface OutlineChapter {
  readonly id: string
  readonly titleEn: string
  readonly titleAr: string
  readonly lessons: readonly OutlineLesson[]
}

/**
 * How a lesson shows in the outline: `done` (the server recorded it), `current` (the next one to
 * take), `locked` (premium content this learner cannot open), or `todo`.
 */
export type LessonState = 'done' | 'current' | 'locked' | 'todo'

/** Every lesson of the outline, chapter by chapter. */
export function outlineLessons(chapters: readonly OutlineChapter[]): OutlineLesson[] {
  return chapters.flatMap((chapter) => chapter.lessons)
}

/**
 * Whether the browser may open a lesson: a free course, a free-preview lesson, or premium access.
 * Presentation only — the database decides what is readable (`can_access_lesson`).
 */
export function isLessonOpen(
  lesson: Pick<OutlineLesson, 'isFreePreview'>,
  coursePremium: boolean,
  premiumAccess: boolean,
): boolean {
  return !coursePremium || lesson.isFreePreview || premiumAccess
}

/**
 * The state of every lesson: locked ones first, then done, then the first remaining open lesson
 * is `current`.
 *
 * @example
 * ```ts
 * lessonStates(lessons, new Set(['l1']), (lesson) => true).get('l2') // 'current'
 * ```
 */
export function lessonStates(
  lessons: readonly OutlineLesson[],
  completed: ReadonlySet<string>,
  isOpen: (lesson: OutlineLesson) => boolean,
): Map<string, LessonState> {
  const states = new Map<string, LessonState>()
  let currentFound = false
  for (const lesson of lessons) {
    if (!isOpen(lesson)) states.set(lesson.id, 'locked')
    else if (completed.has(lesson.id)) states.set(lesson.id, 'done')
    else if (currentFound) states.set(lesson.id, 'todo')
    else {
      currentFound = true
      states.set(lesson.id, 'current')
    }
  }
  return states
}

/**
 * The lesson to show: the one named in the URL when it is in the outline, else the current one,
 * else the first; `undefined` for an empty outline.
 */
export function selectedLesson(
  lessons: readonly OutlineLesson[],
  requested: string | null,
  states: ReadonlyMap<string, LessonState>,
): OutlineLesson | undefined {
  return (
    lessons.find((lesson) => lesson.id === requested) ??
    lessons.find((lesson) => states.get(lesson.id) === 'current') ??
    lessons[0]
  )
}

/** The lessons before and after `lessonId` in outline order. */
export function neighbours(
  lessons: readonly OutlineLesson[],
  lessonId: string,
): { readonly previous?: OutlineLesson | undefined; readonly next?: OutlineLesson | undefined } {
  const index = lessons.findIndex((lesson) => lesson.id === lessonId)
  if (index < 0) return {}
  return { previous: lessons[index - 1], next: lessons[index + 1] }
}
