/** Where an assignment stands for the learner: not handed in, handed in, or marked. */
export type HomeworkState = 'todo' | 'submitted' | 'graded'

/** The learner's own answer to an assignment. */
export interface HomeworkSubmission {
  readonly answer: string
  readonly status: 'submitted' | 'graded'
  /** Set once graded. */
  readonly score: number | null
  readonly feedback: string | null
  /** ISO timestamp of the latest hand-in. */
  readonly submittedAt: string
  readonly gradedAt: string | null
  /** Storage paths of the attached files ('homework-files' bucket). */
  readonly attachments: readonly string[]
}

/** A parsed row of `homework_assignments` with its course titles and the caller's answer. */
export interface HomeworkAssignment {
  readonly id: string
  readonly courseId: string
  readonly courseTitle: { readonly en: string; readonly ar: string }
  readonly title: { readonly en: string; readonly ar: string }
  readonly instructions: { readonly en: string; readonly ar: string }
  /** ISO timestamp of the deadline. */
  readonly dueAt: string
  readonly maxScore: number
  readonly submission: HomeworkSubmission | null
}

/** The assignments of a page, split by {@link HomeworkState}. */
export interface HomeworkGroups {
  readonly todo: readonly HomeworkAssignment[]
  readonly submitted: readonly HomeworkAssignment[]
  readonly graded: readonly HomeworkAssignment[]
}

/** The columns read for an assignment: its course titles and the caller's submission. */
export const HOMEWORK_COLUMNS =
  'id, course_id, title_en, title_ar, instructions_en, instructions_ar, due_at, max_score, ' +
  'courses(title_en, title_ar), ' +
  'homework_submissions(answer, status, score, feedback, submitted_at, graded_at, attachment_paths)'

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function wholeOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? Math.trunc(number) : null
}

function parseSubmission(value: unknown): HomeworkSubmission | null {
  const row = record(Array.isArray(value) ? value[0] : value)
  if (!row || typeof row.answer !== 'string') return null
  const graded = row.status === 'graded'
  return {
    answer: row.answer,
    status: graded ? 'graded' : 'submitted',
    score: graded ? wholeOrNull(row.score) : null,
    feedback: graded && typeof row.feedback === 'string' ? row.feedback : null,
    submittedAt: text(row.submitted_at),
    gradedAt: graded && typeof row.graded_at === 'string' ? row.graded_at : null,
    attachments: Array.isArray(row.attachment_paths)
      ? row.attachment_paths.filter((path): path is string => typeof path === 'string')
      : [],
  }
}

/**
 * Reads an untrusted `homework_assignments` row (with `courses` and the caller's
 * `homework_submissions` embedded). Returns `null` when the id or the due date is missing, so
 * one bad row never breaks the page.
 *
 * @example
 * ```ts
 * parseHomeworkRow({ id: 'a1', due_at: '2026-12-01T10:00:00Z', max_score: 10, homework_submissions: [] })
 *   ?.submission // null
 * ```
 */
export function parseHomeworkRow(value: unknown): HomeworkAssignment | null {
  const row = record(value)
  if (!row) return null
  const id = text(row.id)
  const dueAt = text(row.due_at)
  if (id === '' || Number.isNaN(Date.parse(dueAt))) return null
  const course = record(row.courses)
  return {
    id,
    courseId: text(row.course_id),
    courseTitle: { en: text(course?.title_en), ar: text(course?.title_ar) },
    title: { en: text(row.title_en), ar: text(row.title_ar) },
    instructions: { en: text(row.instructions_en), ar: text(row.instructions_ar) },
    dueAt,
    maxScore: wholeOrNull(row.max_score) ?? 0,
    submission: parseSubmission(row.homework_submissions),
  }
}

/** Where an assignment stands for the learner. */
export function homeworkState(assignment: HomeworkAssignment): HomeworkState {
  if (!assignment.submission) return 'todo'
  return assignment.submission.status === 'graded' ? 'graded' : 'submitted'
}

/** Whether an assignment is still to do although its deadline has passed. */
export function isOverdue(assignment: HomeworkAssignment, now: number): boolean {
  return homeworkState(assignment) === 'todo' && Date.parse(assignment.dueAt) < now
}

/**
 * Splits assignments into To do (earliest deadline first), Submitted (earliest deadline first)
 * and Graded (most recently graded first).
 *
 * @example
 * ```ts
 * const { todo, submitted, graded } = groupHomework(assignments)
 * ```
 */
export function groupHomework(assignments: readonly HomeworkAssignment[]): HomeworkGroups {
  const byDue = (a: HomeworkAssignment, b: HomeworkAssignment) =>
    Date.parse(a.dueAt) - Date.parse(b.dueAt)
  const gradedAt = (a: HomeworkAssignment) => Date.parse(a.submission?.gradedAt ?? '') || 0
  const todo: HomeworkAssignment[] = []
  const submitted: HomeworkAssignment[] = []
  const graded: HomeworkAssignment[] = []
  for (const assignment of assignments) {
    const state = homeworkState(assignment)
    switch (state) {
      case 'todo':
        todo.push(assignment)
        break
      case 'submitted':
        submitted.push(assignment)
        break
      case 'graded':
        graded.push(assignment)
        break
      default: {
        const unreachable: never = state
        throw new TypeError(`Unknown homework state: ${String(unreachable)}`)
      }
    }
  }
  return {
    todo: todo.sort(byDue),
    submitted: submitted.sort(byDue),
    graded: graded.sort((a, b) => gradedAt(b) - gradedAt(a)),
  }
}
