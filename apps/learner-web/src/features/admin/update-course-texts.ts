import { supabase } from '../../lib/supabase-client'

/** The editable texts of a course, in both languages. */
export interface CourseTexts {
  readonly title_en: string
  readonly title_ar: string
  readonly description_en: string
  readonly description_ar: string
}

/** A course update the backend refused or silently skipped. */
export class CourseUpdateError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'CourseUpdateError'
    this.code = code
  }
}

/**
 * Saves a course's titles and descriptions. Row-level security answers an update it does not
 * allow with zero rows rather than an error, so zero rows is reported as `not-updated`.
 * @throws {CourseUpdateError} with the server's code and message, or `not-updated`.
 */
export async function updateCourseTexts(courseId: string, texts: CourseTexts): Promise<void> {
  const { data, error } = await supabase
    .from('courses')
    .update({ ...texts })
    .eq('id', courseId)
    .select('id')
  if (error) throw new CourseUpdateError(error.code ?? 'unknown', error.message)
  if (!Array.isArray(data) || data.length === 0) {
    throw new CourseUpdateError(
      'not-updated',
      'The server did not update the course (no row was changed; the account may lack admin rights).',
    )
  }
}
