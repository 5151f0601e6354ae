/** The teaching workspace's home. */
export const TEACHING_PATH = '/teach'

/** The editor of one of the teacher's courses. */
export function teachingCoursePath(courseId: string): string {
  return `/teach/courses/${encodeURIComponent(courseId)}`
}
