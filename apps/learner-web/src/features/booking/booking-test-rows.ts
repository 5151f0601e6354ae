/**
 * For component tests only: a `tutoring_slots` row as the backend sends it (tutor embedded),
 * starting `daysAhead` days from now.
 */
export function slotRow(
  id: string,
  fields: {
    readonly daysAhead?: number
    readonly subject?: string
    readonly tutor?: string
    readonly capacity?: number
    readonly taken?: number
    readonly priority?: boolean
  } = {},
) {
  return {
    id,
    subject_id: fields.subject ?? 'ielts',
    starts_at: new Date(Date.now() + (fields.daysAhead ?? 2) * 86_400_000).toISOString(),
    duration_minutes: 60,
    capacity: fields.capacity ?? 8,
    seats_taken: fields.taken ?? 0,
    is_premium_priority: fields.priority ?? false,
    tutors: {
      name: fields.tutor ?? 'Mona Khalil',
      bio_en: 'Grammar specialist.',
      bio_ar: 'متخصصة في القواعد.',
    },
  }
}
