import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { teachingErrors } from './teaching-error'

/** Homework a teacher sets: bilingual title and instructions, a due date, a maximum score. */
export interface NewAssignment {
  readonly title_en: string
  readonly title_ar: string
  readonly instructions_en: string
  readonly instructions_ar: string
  /** ISO instant. */
  readonly due_at: string
  readonly max_score: number
}

/** An assignment of the course. */
export interface CourseAssignment extends NewAssignment {
  readonly id: string
}

/** One answer in the grading queue. */
export interface QueuedAnswer {
  readonly assignmentId: string
  readonly assignmentTitle: string
  readonly dueAt: string
  readonly maxScore: number
  readonly userId: string
  readonly learnerName: string
  readonly answer: string
  readonly attachments: readonly string[]
  readonly submittedAt: string
  readonly late: boolean
  readonly status: 'submitted' | 'graded'
  readonly score: number | null
  readonly feedback: string | null
  readonly draftScore: number | null
  readonly draftFeedback: string | null
}

type Row = Record<string, unknown>
const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value)
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null)

/** Query keys of the homework workspace. */
export const HOMEWORK_GRADING_KEYS = {
  assignments: (courseId: string) => ['teaching', 'homework', 'assignments', courseId] as const,
  queue: (courseId: string) => ['teaching', 'homework', 'queue', courseId] as const,
}

/** The course's assignments, by due date. */
export async function fetchCourseAssignments(courseId: string): Promise<CourseAssignment[]> {
  const { data, error } = await supabase
    .from('homework_assignments')
    .select('id, title_en, title_ar, instructions_en, instructions_ar, due_at, max_score')
    .eq('course_id', courseId)
    .order('due_at')
  if (error) throw teachingErrors.from(error)
  return ((data ?? []) as Row[]).map((row) => ({
    id: String(row.id),
    title_en: String(row.title_en),
    title_ar: String(row.title_ar),
    instructions_en: String(row.instructions_en),
    instructions_ar: String(row.instructions_ar),
    due_at: String(row.due_at),
    max_score: Number(row.max_score),
  }))
}

/** {@link fetchCourseAssignments} as a query. */
export function useCourseAssignments(courseId: string | null) {
  return useQuery({
    queryKey: HOMEWORK_GRADING_KEYS.assignments(courseId ?? ''),
    queryFn: () => fetchCourseAssignments(courseId ?? ''),
    enabled: courseId !== null,
  })
}

/** Sets homework for the course (the course's teacher and admins only: the database decides). */
export async function createAssignment(courseId: string, assignment: NewAssignment): Promise<void> {
  const { error } = await supabase.from('homework_assignments').insert({
    course_id: courseId,
    ...assignment,
    title_en: assignment.title_en.trim(),
    title_ar: assignment.title_ar.trim(),
    instructions_en: assignment.instructions_en.trim(),
    instructions_ar: assignment.instructions_ar.trim(),
  })
  if (error) throw teachingErrors.from(error)
}

/** The course's answers to grade and graded, oldest first. */
export async function fetchGradingQueue(courseId: string): Promise<QueuedAnswer[]> {
  const { data, error } = await supabase.rpc('homework_queue', { course_id: courseId })
  if (error) throw teachingErrors.from(error)
  return ((data ?? []) as Row[]).map((row) => ({
    assignmentId: String(row.assignment_id),
    assignmentTitle: String(row.assignment_title ?? ''),
    dueAt: String(row.due_at),
    maxScore: Number(row.max_score),
    userId: String(row.user_id),
    learnerName: String(row.learner_name ?? ''),
    answer: String(row.answer ?? ''),
    attachments: Array.isArray(row.attachment_paths) ? row.attachment_paths.map(String) : [],
    submittedAt: String(row.submitted_at),
    late: row.late === true,
    status: row.status === 'graded' ? 'graded' : 'submitted',
    score: numberOrNull(row.score),
    feedback: textOrNull(row.feedback),
    draftScore: numberOrNull(row.draft_score),
    draftFeedback: textOrNull(row.draft_feedback),
  }))
}

/** {@link fetchGradingQueue} as a query. */
export function useGradingQueue(courseId: string | null) {
  return useQuery({
    queryKey: HOMEWORK_GRADING_KEYS.queue(courseId ?? ''),
    queryFn: () => fetchGradingQueue(courseId ?? ''),
    enabled: courseId !== null,
  })
}

/** Saves a grade: a draft the learner does not see, or released to them. */
export async function gradeAnswer(
  answer: Pick<QueuedAnswer, 'assignmentId' | 'userId'>,
  grade: { readonly score: number; readonly feedback: string; readonly release: boolean },
): Promise<void> {
  const { error } = await supabase.rpc('grade_homework', {
    assignment_id: answer.assignmentId,
    user_id: answer.userId,
    score: grade.score,
    feedback: grade.feedback,
    release: grade.release,
  })
  if (error) throw teachingErrors.from(error)
}
