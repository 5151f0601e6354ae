import { type CefrLevel, type Difficulty, isCefrLevel, isDifficulty } from '@splendid/domain'
import { COURSE_SUBJECTS, type CourseSubject } from '../catalog/catalog-query'

/** The kinds of lesson. */
export type LessonKind = 'video' | 'reading' | 'quiz'

/** What a course's card and page say about it, as its author edits it. */
export interface CourseDetails {
  readonly title_en: string
  readonly title_ar: string
  readonly description_en: string
  readonly description_ar: string
  readonly subject: CourseSubject
  readonly level: CefrLevel | null
  readonly difficulty: Difficulty
  readonly duration: string
  readonly is_premium: boolean
  readonly instructor_name: string
}

/** A lesson's content as its author sees it (Storage paths, Markdown, pass mark). */
export interface LessonContentDraft {
  readonly video_path: string | null
  readonly caption_en_path: string | null
  readonly caption_ar_path: string | null
  readonly body_en: string
  readonly body_ar: string
  readonly pass_mark: number | null
}

/** A lesson of the outline. */
export interface LessonDraft {
  readonly id: string
  /** Its place in the chapter (ordering only: gaps are allowed). */
  readonly position: number
  readonly slug: string
  readonly kind: LessonKind
  readonly title_en: string
  readonly title_ar: string
  readonly duration_seconds: number
  readonly is_free_preview: boolean
  readonly content: LessonContentDraft
}

/** A chapter of the outline, its lessons in order. */
export interface ChapterDraft {
  readonly id: string
  /** Its place in the course (ordering only: gaps are allowed). */
  readonly position: number
  readonly title_en: string
  readonly title_ar: string
  readonly lessons: readonly LessonDraft[]
}

/** A course with everything its author edits. */
export interface CourseDraft extends CourseDetails {
  readonly id: string
  readonly slug: string
  readonly owner_id: string | null
  readonly is_published: boolean
  readonly cover_path: string | null
  readonly updated_at: string
  readonly chapters: readonly ChapterDraft[]
}

type Row = Record<string, unknown>
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const rows = (value: unknown): Row[] =>
  (Array.isArray(value) ? value : []).filter(
    (item): item is Row => typeof item === 'object' && item !== null,
  )
const byPosition = (a: Row, b: Row) => Number(a.position) - Number(b.position)
const nullableText = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null

function isSubject(value: unknown): value is CourseSubject {
  return COURSE_SUBJECTS.some((subject) => subject === value)
}

function isLessonKind(value: unknown): value is LessonKind {
  return value === 'video' || value === 'reading' || value === 'quiz'
}

/** The columns (with embedded outline and content) that {@link parseCourseDraft} reads. */
export const COURSE_DRAFT_SELECT = `id, slug, owner_id, is_published, cover_path, updated_at,
  title_en, title_ar, description_en, description_ar, subject, level, difficulty, duration,
  is_premium, instructor_name,
  course_chapters(id, position, title_en, title_ar,
    lessons(id, position, slug, kind, title_en, title_ar, duration_seconds, is_free_preview,
      lesson_contents(video_path, caption_en_path, caption_ar_path, body_en, body_ar, pass_mark)))`

function parseContent(value: unknown): LessonContentDraft {
  const row = rows(Array.isArray(value) ? value : [value])[0] ?? {}
  const passMark = Number(row.pass_mark)
  return {
    video_path: nullableText(row.video_path),
    caption_en_path: nullableText(row.caption_en_path),
    caption_ar_path: nullableText(row.caption_ar_path),
    body_en: text(row.body_en),
    body_ar: text(row.body_ar),
    pass_mark: row.pass_mark === null || !Number.isFinite(passMark) ? null : passMark,
  }
}

function parseLesson(row: Row): LessonDraft | null {
  if (typeof row.id !== 'string' || !isLessonKind(row.kind)) return null
  return {
    id: row.id,
    position: Number(row.position) || 0,
    slug: text(row.slug),
    kind: row.kind,
    title_en: text(row.title_en),
    title_ar: text(row.title_ar),
    duration_seconds: Number(row.duration_seconds) || 60,
    is_free_preview: row.is_free_preview === true,
    content: parseContent(row.lesson_contents),
  }
}

/** A course row read with {@link COURSE_DRAFT_SELECT}; `null` when it has no id. */
export function parseCourseDraft(value: unknown): CourseDraft | null {
  if (typeof value !== 'object' || value === null) return null
  const row = value as Row
  if (typeof row.id !== 'string') return null
  return {
    id: row.id,
    slug: text(row.slug),
    owner_id: nullableText(row.owner_id),
    is_published: row.is_published === true,
    cover_path: nullableText(row.cover_path),
    updated_at: text(row.updated_at),
    title_en: text(row.title_en),
    title_ar: text(row.title_ar),
    description_en: text(row.description_en),
    description_ar: text(row.description_ar),
    subject: isSubject(row.subject) ? row.subject : 'english',
    level: isCefrLevel(row.level) ? row.level : null,
    difficulty: isDifficulty(row.difficulty) ? row.difficulty : 'beginner',
    duration: text(row.duration),
    is_premium: row.is_premium === true,
    instructor_name: text(row.instructor_name),
    chapters: rows(row.course_chapters)
      .sort(byPosition)
      .map((chapter) => ({
        id: text(chapter.id),
        position: Number(chapter.position) || 0,
        title_en: text(chapter.title_en),
        title_ar: text(chapter.title_ar),
        lessons: rows(chapter.lessons)
          .sort(byPosition)
          .map(parseLesson)
          .filter((lesson): lesson is LessonDraft => lesson !== null),
      })),
  }
}
