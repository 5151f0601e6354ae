const DAY_MS = 86_400_000

/**
 * For component tests only: a `homework_assignments` row as the backend sends it (course and
 * the caller's submission embedded), due `dueInDays` days from now (negative: in the past).
 */
export function assignmentRow(
  id: string,
  fields: {
    readonly title?: string
    readonly titleAr?: string
    readonly dueInDays?: number
    readonly maxScore?: number
    readonly submission?: {
      readonly answer: string
      readonly status?: 'submitted' | 'graded'
      readonly score?: number
      readonly feedback?: string
      readonly gradedDaysAgo?: number
    }
  } = {},
) {
  const submission = fields.submission
  return {
    id,
    course_id: 'course-beginners',
    title_en: fields.title ?? 'Introduce yourself',
    title_ar: fields.titleAr ?? 'عرّف بنفسك',
    instructions_en: 'Write 5 to 7 sentences about yourself.',
    instructions_ar: 'اكتب من 5 إلى 7 جمل عن نفسك.',
    due_at: new Date(Date.now() + (fields.dueInDays ?? 3) * DAY_MS).toISOString(),
    max_score: fields.maxScore ?? 10,
    courses: { title_en: 'English for Beginners', title_ar: 'الإنجليزية للمبتدئين' },
    homework_submissions: submission
      ? [
          {
            answer: submission.answer,
            status: submission.status ?? 'submitted',
            score: submission.score ?? null,
            feedback: submission.feedback ?? null,
            submitted_at: new Date(Date.now() - 2 * DAY_MS).toISOString(),
            graded_at:
              submission.status === 'graded'
                ? new Date(Date.now() - (submission.gradedDaysAgo ?? 1) * DAY_MS).toISOString()
                : null,
          },
        ]
      : [],
  }
}
