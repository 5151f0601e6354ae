import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { teachingErrors } from './teaching-error'
import { TEACHING_KEYS } from './tutor-profile'

/** One learner of a course as its teacher sees them (rpc `course_learners`). */
export interface CourseLearner {
  readonly userId: string
  readonly name: string
  readonly enrolledAt: string
  readonly progressPercent: number
  readonly lessonsCompleted: number
  readonly quizzesPassed: number
  readonly homeworkSubmitted: number
  readonly lastActiveAt: string
}

/** The course's learners, most recently active first; refused unless the caller edits the course. */
export async function fetchCourseLearners(courseId: string): Promise<CourseLearner[]> {
  const { data, error } = await supabase.rpc('course_learners', { course_id: courseId })
  if (error) throw teachingErrors.from(error)
  return ((data ?? []) as Record<string, unknown>[]).map((row) => ({
    userId: String(row.user_id),
    name: String(row.full_name ?? ''),
    enrolledAt: String(row.enrolled_at),
    progressPercent: Number(row.progress_percent ?? 0),
    lessonsCompleted: Number(row.lessons_completed ?? 0),
    quizzesPassed: Number(row.quizzes_passed ?? 0),
    homeworkSubmitted: Number(row.homework_submitted ?? 0),
    lastActiveAt: String(row.last_active_at),
  }))
}

/** {@link fetchCourseLearners} as a query. */
export function useCourseLearners(courseId: string) {
  return useQuery({
    queryKey: [...TEACHING_KEYS.all, 'learners', courseId],
    queryFn: () => fetchCourseLearners(courseId),
  })
}
