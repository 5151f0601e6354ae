import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { type LessonProgressError, lessonProgressErrors } from './lesson-progress-error'
import type { LessonKind } from './lesson-states'

/** The private bucket of lesson videos and caption tracks. */
const MEDIA_BUCKET = 'course-media'
/** How long a signed media URL works, in seconds. */
const SIGNED_URL_SECONDS = 3600

/** A bilingual text: the browser shows the interface language's. */
export interface Bilingual {
  readonly en: string
  readonly ar: string
}

/** A quiz question as the learner may see it (no answer key: the API roles cannot read it). */
export interface QuizQuestion {
  readonly id: string
  readonly kind: 'single' | 'multiple' | 'short'
  readonly prompt: Bilingual
  readonly options: readonly { readonly id: string; readonly text: Bilingual }[]
  /** A content-bank picture or recording shown with the question (bucket bank-media), else null. */
  readonly mediaPath: string | null
  /** What the picture shows (the bank's title of the file). */
  readonly mediaAlt: Bilingual
}

/** A lesson's content, readable only when the database says the caller may open the lesson. */
export type LessonContent =
  | {
      readonly kind: 'video'
      /** A signed URL of the video (`course-media`). */
      readonly videoUrl: string
      readonly captions: readonly { readonly lang: 'en' | 'ar'; readonly src: string }[]
    }
  | { readonly kind: 'reading'; readonly body: Bilingual }
  | {
      readonly kind: 'quiz'
      readonly passMark: number
      readonly questions: readonly QuizQuestion[]
      /** The learner's best score so far, when they have tried. */
      readonly bestScore?: number
    }

type Row = Record<string, unknown>
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const QUESTION_KINDS: readonly QuizQuestion['kind'][] = ['single', 'multiple', 'short']

async function signed(path: string): Promise<string> {
  const { data, error } = await supabase.storage
    .from(MEDIA_BUCKET)
    .createSignedUrl(path, SIGNED_URL_SECONDS)
  if (error || !data) {
    throw new lessonProgressErrors.Error(
      'lesson_progress_unavailable',
      error?.message ?? 'The lesson media could not be opened.',
    )
  }
  return data.signedUrl
}

function parseQuestion(row: Row): QuizQuestion | null {
  const kind = QUESTION_KINDS.find((item) => item === row.kind)
  if (typeof row.id !== 'string' || kind === undefined) return null
  const options = (Array.isArray(row.options) ? row.options : [])
    .filter((item): item is Row => typeof item === 'object' && item !== null)
    .map((item) => ({
      id: text(item.id),
      text: { en: text(item.text_en), ar: text(item.text_ar) },
    }))
  const mediaPath = text(row.media_path)
  return {
    id: row.id,
    kind,
    prompt: { en: text(row.prompt_en), ar: text(row.prompt_ar) },
    options,
    mediaPath: mediaPath === '' ? null : mediaPath,
    mediaAlt: { en: text(row.media_alt_en), ar: text(row.media_alt_ar) },
  }
}

async function quizContent(lessonId: string, userId: string | null, passMark: number) {
  const [questions, attempts] = await Promise.all([
    supabase
      .from('quiz_questions')
      .select(
        'id, position, kind, prompt_en, prompt_ar, options, media_path, media_alt_en, media_alt_ar',
      )
      .eq('lesson_id', lessonId)
      .order('position', { ascending: true }),
    userId === null
      ? Promise.resolve({ data: [], error: null })
      : supabase
          .from('quiz_attempts')
          .select('score')
          .eq('user_id', userId)
          .eq('lesson_id', lessonId)
          .order('score', { ascending: false })
          .limit(1),
  ])
  if (questions.error) throw lessonProgressErrors.from(questions.error)
  if (attempts.error) throw lessonProgressErrors.from(attempts.error)
  const best: unknown = Array.isArray(attempts.data) ? attempts.data[0] : undefined
  const bestScore =
    typeof best === 'object' && best !== null ? (best as { score?: unknown }).score : undefined
  return {
    kind: 'quiz' as const,
    passMark,
    questions: (Array.isArray(questions.data) ? (questions.data as Row[]) : [])
      .map(parseQuestion)
      .filter((question): question is QuizQuestion => question !== null),
    ...(typeof bestScore === 'number' ? { bestScore } : {}),
  }
}

/**
 * A lesson's content from `lesson_contents` (and `quiz_questions`), with signed URLs of a video
 * and its caption tracks; `null` when the database gives no row — the caller may not open the
 * lesson (premium), so no media is requested.
 * @throws {@link LessonProgressError} when a read or a URL signing fails.
 */
export async function fetchLessonContent(
  lesson: { readonly id: string; readonly kind: LessonKind },
  userId: string | null,
): Promise<LessonContent | null> {
  const { data, error } = await supabase
    .from('lesson_contents')
    .select('video_path, caption_en_path, caption_ar_path, body_en, body_ar, pass_mark')
    .eq('lesson_id', lesson.id)
    .maybeSingle()
  if (error) throw lessonProgressErrors.from(error)
  if (data === null || typeof data !== 'object') return null
  const row = data as Row
  if (lesson.kind === 'reading') {
    return { kind: 'reading', body: { en: text(row.body_en), ar: text(row.body_ar) } }
  }
  if (lesson.kind === 'quiz') {
    return quizContent(lesson.id, userId, typeof row.pass_mark === 'number' ? row.pass_mark : 0)
  }
  const tracks = (['en', 'ar'] as const).flatMap((lang) => {
    const path = text(row[`caption_${lang}_path`])
    return path === '' ? [] : [{ lang, path }]
  })
  const [videoUrl, ...captionUrls] = await Promise.all([
    signed(text(row.video_path)),
    ...tracks.map((track) => signed(track.path)),
  ])
  return {
    kind: 'video',
    videoUrl: videoUrl ?? '',
    captions: tracks.map((track, index) => ({ lang: track.lang, src: captionUrls[index] ?? '' })),
  }
}

/**
 * {@link fetchLessonContent} as a query; idle while `enabled` is false (a lesson the browser
 * already knows is locked is never asked for).
 */
export function useLessonContent(
  lesson: { readonly id: string; readonly kind: LessonKind } | undefined,
  userId: string | null,
  enabled: boolean,
) {
  return useQuery<LessonContent | null, LessonProgressError>({
    queryKey: ['lesson-content', lesson?.id, userId],
    enabled: enabled && lesson !== undefined,
    // Signed URLs last an hour: refetch well before, and not on every focus.
    staleTime: 30 * 60 * 1000,
    refetchOnWindowFocus: false,
    queryFn: () =>
      lesson === undefined ? Promise.resolve(null) : fetchLessonContent(lesson, userId),
  })
}
