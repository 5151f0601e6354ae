import { supabase } from '../../lib/supabase-client'
import { authoringErrors } from './authoring-error'
import type { LessonKind } from './course-draft'
import { slugFromTitle, uniqueSlug } from './slug'

/** A title in both languages. */
export interface BilingualTitle {
  readonly title_en: string
  readonly title_ar: string
}

/** How long a new lesson is said to take until its content says otherwise, in seconds. */
const NEW_LESSON_SECONDS = 300

function trimmed(title: BilingualTitle): BilingualTitle {
  return { title_en: title.title_en.trim(), title_ar: title.title_ar.trim() }
}

async function single(
  request: PromiseLike<{ data: unknown; error: Parameters<typeof authoringErrors.from>[0] | null }>,
): Promise<Record<string, unknown>> {
  const { data, error } = await request
  if (error) throw authoringErrors.from(error)
  return (data ?? {}) as Record<string, unknown>
}

/** Adds a chapter at the end of the course; returns its id. */
export async function addChapter(
  courseId: string,
  title: BilingualTitle,
  position: number,
): Promise<string> {
  const row = await single(
    supabase
      .from('course_chapters')
      .insert({ course_id: courseId, position, ...trimmed(title) })
      .select('id')
      .single(),
  )
  return String(row.id)
}

/** Renames a chapter. */
export async function renameChapter(chapterId: string, title: BilingualTitle): Promise<void> {
  await single(
    supabase
      .from('course_chapters')
      .update(trimmed(title))
      .eq('id', chapterId)
      .select('id')
      .single(),
  )
}

/** Deletes a chapter and its lessons. */
export async function deleteChapter(chapterId: string): Promise<void> {
  await single(supabase.from('course_chapters').delete().eq('id', chapterId).select('id').single())
}

/** Puts the course's chapters in this order (every chapter once). */
export async function reorderChapters(courseId: string, chapterIds: readonly string[]) {
  const { error } = await supabase.rpc('reorder_course_chapters', {
    course_id: courseId,
    chapter_ids: chapterIds,
  })
  if (error) throw authoringErrors.from(error)
}

/** Puts a chapter's lessons in this order, moving in lessons from other chapters. */
export async function reorderLessons(chapterId: string, lessonIds: readonly string[]) {
  const { error } = await supabase.rpc('reorder_chapter_lessons', {
    chapter_id: chapterId,
    lesson_ids: lessonIds,
  })
  if (error) throw authoringErrors.from(error)
}

/** What a new lesson needs. */
export interface NewLesson extends BilingualTitle {
  readonly kind: LessonKind
}

/**
 * Adds a lesson at the end of a chapter, with an address made from its English title (numbered
 * when the course already has it); returns its id.
 */
export async function addLesson(
  courseId: string,
  chapterId: string,
  lesson: NewLesson,
  position: number,
  slugsTaken: ReadonlySet<string>,
): Promise<string> {
  const slug = uniqueSlug(slugFromTitle(lesson.title_en, lesson.kind), slugsTaken)
  const row = await single(
    supabase
      .from('lessons')
      .insert({
        course_id: courseId,
        chapter_id: chapterId,
        position,
        slug,
        kind: lesson.kind,
        duration_seconds: NEW_LESSON_SECONDS,
        ...trimmed(lesson),
      })
      .select('id')
      .single(),
  )
  return String(row.id)
}

/** What an author changes on a lesson itself. */
export interface LessonChanges {
  readonly title_en?: string
  readonly title_ar?: string
  readonly is_free_preview?: boolean
  readonly duration_seconds?: number
}

/** Saves changes to a lesson's outline entry. */
export async function updateLesson(lessonId: string, changes: LessonChanges): Promise<void> {
  await single(supabase.from('lessons').update(changes).eq('id', lessonId).select('id').single())
}

/** Deletes a lesson with its content. */
export async function deleteLesson(lessonId: string): Promise<void> {
  await single(supabase.from('lessons').delete().eq('id', lessonId).select('id').single())
}
