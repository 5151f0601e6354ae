import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { type HomeworkError, homeworkErrors } from './homework-error'
import { HOMEWORK_COLUMNS, type HomeworkAssignment, parseHomeworkRow } from './homework-rows'

/** Root query key of every homework read, invalidated after a hand-in. */
export const HOMEWORK_QUERY_KEY = ['homework'] as const

/** The learner's homework: whether they follow any course, and its assignments. */
export interface MyHomework {
  /** False when the learner follows no course (the page then points to the catalogue). */
  readonly enrolled: boolean
  /** Assignments of the followed courses, earliest deadline first. */
  readonly assignments: readonly HomeworkAssignment[]
}

/**
 * The assignments of the courses `userId` follows, each with that user's own answer. Filters by
 * the user's courses and id explicitly, so an admin (who may read everything) sees only their
 * own homework too.
 * @throws {HomeworkError} when a read fails.
 */
export async function fetchMyHomework(userId: string): Promise<MyHomework> {
  const enrollments = await supabase.from('enrollments').select('course_id').eq('user_id', userId)
  if (enrollments.error) throw homeworkErrors.from(enrollments.error)
  const courseIds = (Array.isArray(enrollments.data) ? enrollments.data : [])
    .map((row: unknown) => (row as { course_id?: unknown }).course_id)
    .filter((id): id is string => typeof id === 'string')
  if (courseIds.length === 0) return { enrolled: false, assignments: [] }
  const { data, error } = await supabase
    .from('homework_assignments')
    .select(HOMEWORK_COLUMNS)
    .in('course_id', courseIds)
    .eq('homework_submissions.user_id', userId)
    .order('due_at', { ascending: true })
  if (error) throw homeworkErrors.from(error)
  const assignments = (Array.isArray(data) ? data : [])
    .map(parseHomeworkRow)
    .filter((row): row is HomeworkAssignment => row !== null)
  return { enrolled: true, assignments }
}

/**
 * {@link fetchMyHomework} as a query, idle while signed out.
 *
 * @example
 * ```ts
 * const { data, isPending, error } = useMyHomework(user.id)
 * ```
 */
export function useMyHomework(userId: string | null) {
  return useQuery({
    queryKey: [...HOMEWORK_QUERY_KEY, 'mine', userId],
    enabled: userId !== null,
    queryFn: (): Promise<MyHomework> =>
      userId === null
        ? Promise.resolve({ enrolled: false, assignments: [] })
        : fetchMyHomework(userId),
  })
}

/** What {@link useSubmitHomework} sends. */
export interface HomeworkAnswer {
  readonly assignmentId: string
  readonly answer: string
  /** Storage paths of the files that go with the answer (already uploaded). */
  readonly attachmentPaths?: readonly string[]
}

/**
 * Hands in (or replaces) the caller's answer through `rpc('submit_homework', { assignment_id,
 * answer, attachment_paths })`.
 * @throws {@link HomeworkError} with the rule's code: the database refuses blank or too long answers,
 * graded homework and courses the caller does not follow, each with its stable code.
 */
export async function submitHomework({
  assignmentId,
  answer,
  attachmentPaths = [],
}: HomeworkAnswer): Promise<void> {
  const { data, error } = await supabase.rpc('submit_homework', {
    assignment_id: assignmentId,
    answer,
    attachment_paths: attachmentPaths,
  })
  if (error) throw homeworkErrors.from(error)
  const row: unknown = Array.isArray(data) ? data[0] : data
  if (typeof row !== 'object' || row === null) {
    throw new homeworkErrors.Error('homework_unknown', 'The homework service sent no answer back.')
  }
}

/** {@link submitHomework} as a mutation that refreshes the homework reads. */
export function useSubmitHomework() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitHomework,
    // Not awaited: the caller's own onSuccess must run while its form is still mounted (the
    // refetched list moves the assignment to another group, which unmounts the form).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: HOMEWORK_QUERY_KEY })
    },
  })
}
