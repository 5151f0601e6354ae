import { supabase } from '../../lib/supabase-client'
import { authoringErrors } from './authoring-error'
import type { CourseDetails } from './course-draft'
import { removeCourseMedia } from './media-files'
import { slugFromTitle } from './slug'

/** The first texts of a new course. */
export interface NewCourse {
  readonly title_en: string
  readonly title_ar: string
  readonly instructor_name: string
  readonly ownerId: string
}

const UNIQUE_VIOLATION = '23505'

/**
 * Creates a draft course owned by `ownerId` with an address (slug) made from its English title
 * — numbered when taken — and returns its id.
 */
export async function createCourse(course: NewCourse): Promise<string> {
  const base = slugFromTitle(course.title_en, 'course')
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`
    const { data, error } = await supabase
      .from('courses')
      .insert({
        slug,
        title_en: course.title_en.trim(),
        title_ar: course.title_ar.trim(),
        description_en: '',
        description_ar: '',
        instructor_name: course.instructor_name.trim(),
        difficulty: 'beginner',
        duration: '',
        owner_id: course.ownerId,
        is_published: false,
      })
      .select('id')
      .single()
    if (!error) return String(data.id)
    if (error.code !== UNIQUE_VIOLATION) throw authoringErrors.from(error)
  }
  throw new authoringErrors.Error('authoring_refused', 'No free address was found for the course.')
}

/** Saves what the course's card and page say (only those columns, whatever else `details` holds). */
export async function saveCourseDetails(courseId: string, details: CourseDetails): Promise<void> {
  const { error } = await supabase
    .from('courses')
    .update({
      title_en: details.title_en.trim(),
      title_ar: details.title_ar.trim(),
      description_en: details.description_en.trim(),
      description_ar: details.description_ar.trim(),
      subject: details.subject,
      level: details.level,
      difficulty: details.difficulty,
      duration: details.duration.trim(),
      is_premium: details.is_premium,
      instructor_name: details.instructor_name.trim(),
    })
    .eq('id', courseId)
    .select('id')
    .single()
  if (error) throw authoringErrors.from(error)
}

/** Records the course's cover (an object of `course-covers`). */
export async function saveCoverPath(courseId: string, coverPath: string): Promise<void> {
  const { error } = await supabase
    .from('courses')
    .update({ cover_path: coverPath })
    .eq('id', courseId)
    .select('id')
    .single()
  if (error) throw authoringErrors.from(error)
}

/**
 * Publishes or unpublishes the course. Publishing is refused by the database
 * (`authoring_course_incomplete`) while anything is missing.
 */
export async function setCoursePublished(courseId: string, published: boolean): Promise<void> {
  const { error } = await supabase
    .from('courses')
    .update({ is_published: published })
    .eq('id', courseId)
    .select('id')
    .single()
  if (error) throw authoringErrors.from(error)
}

/**
 * Deletes the course, its outline and its media. Refused (`authoring_course_has_learners`) when
 * learners follow it — asked first, because the media must go while the course still exists
 * (Storage's policies find the course by its folder); the database refuses it again anyway.
 */
export async function deleteCourse(courseId: string, slug: string): Promise<void> {
  const followed = await supabase.rpc('course_has_learners', { course_id: courseId })
  if (followed.error) throw authoringErrors.from(followed.error)
  if (followed.data === true) {
    throw new authoringErrors.Error(
      'authoring_course_has_learners',
      'Learners are enrolled in this course: unpublish it instead (they keep their access).',
    )
  }
  await removeCourseMedia(slug)
  const { error } = await supabase.from('courses').delete().eq('id', courseId).select('id').single()
  if (error) throw authoringErrors.from(error)
}
