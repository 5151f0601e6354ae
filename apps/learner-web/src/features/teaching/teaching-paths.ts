/** The teaching workspace's home: the teacher's courses. */
export const TEACHING_PATH = '/teach'
/** The teacher's tutor profile, weekly hours and time off. */
export const TEACHING_AVAILABILITY_PATH = '/teach/availability'
/** The teacher's live sessions. */
export const TEACHING_SESSIONS_PATH = '/teach/sessions'
/** Homework: set per course, and the grading queue. */
export const TEACHING_HOMEWORK_PATH = '/teach/homework'
/** The content bank, shared by the staff. */
export const TEACHING_QUESTION_BANK_PATH = '/teach/question-bank'

/** The editor of one of the teacher's courses. */
export function teachingCoursePath(courseId: string): string {
  return `/teach/courses/${encodeURIComponent(courseId)}`
}
