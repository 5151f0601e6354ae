import { supabase } from '../../lib/supabase-client'
import { authoringErrors } from './authoring-error'

/** The columns of `lesson_contents` an author writes. */
export interface LessonContentChanges {
  readonly video_path?: string | null
  readonly caption_en_path?: string | null
  readonly caption_ar_path?: string | null
  readonly transcript_en?: string | null
  readonly transcript_ar?: string | null
  readonly body_en?: string
  readonly body_ar?: string
}

/** Saves part of a lesson's content (the row is created on first save). */
export async function saveLessonContent(
  lessonId: string,
  changes: LessonContentChanges,
): Promise<void> {
  const { error } = await supabase
    .from('lesson_contents')
    .upsert({ lesson_id: lessonId, ...changes }, { onConflict: 'lesson_id' })
  if (error) throw authoringErrors.from(error)
}
