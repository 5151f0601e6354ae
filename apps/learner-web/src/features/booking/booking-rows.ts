/** A tutor as shown with a slot. */
export interface SlotTutor {
  readonly name: string
  readonly bio_en: string
  readonly bio_ar: string
  /** The tutor's photo in the public bucket 'tutor-photos', when they added one. */
  readonly photo_path: string | null
}

/** A parsed row of `tutoring_slots` with its tutor embedded. */
export interface TutoringSlot {
  readonly id: string
  readonly subjectId: string
  /** ISO timestamp of the start. */
  readonly startsAt: string
  readonly durationMinutes: number
  readonly capacity: number
  /** Seats still free (capacity minus active bookings, never below 0). */
  readonly seatsLeft: number
  readonly isPremiumPriority: boolean
  readonly tutor: SlotTutor
}

/** A parsed row of the caller's `bookings`, with its slot. */
export interface MyBooking {
  readonly id: string
  readonly status: 'booked' | 'cancelled'
  readonly slot: TutoringSlot
  /** Why the tutor cancelled the session; `null` unless the tutor did. */
  readonly cancelReason: string | null
}

/** The columns read for a slot: the slot and its tutor. */
export const SLOT_COLUMNS =
  'id, subject_id, starts_at, duration_minutes, capacity, seats_taken, is_premium_priority, tutors(name, bio_en, bio_ar, photo_path)'

/** The columns read for one of the caller's bookings. */
export const BOOKING_COLUMNS = `id, status, cancel_reason, tutoring_slots(${SLOT_COLUMNS})`

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function whole(value: unknown): number {
  const number = Number(value)
  return Number.isFinite(number) ? Math.trunc(number) : 0
}

/**
 * Reads an untrusted `tutoring_slots` row (with `tutors` embedded). Returns `null` when the id or
 * the start time is missing or not a date, so one bad row never breaks the list.
 *
 * @example
 * ```ts
 * parseSlotRow({ id: 's1', starts_at: '2026-12-01T16:00:00Z', capacity: 6, seats_taken: 2 })?.seatsLeft // 4
 * ```
 */
export function parseSlotRow(value: unknown): TutoringSlot | null {
  const row = record(value)
  if (!row) return null
  const id = text(row.id)
  const startsAt = text(row.starts_at)
  if (id === '' || Number.isNaN(Date.parse(startsAt))) return null
  const capacity = whole(row.capacity)
  const tutor = record(row.tutors)
  return {
    id,
    subjectId: text(row.subject_id),
    startsAt,
    durationMinutes: whole(row.duration_minutes),
    capacity,
    seatsLeft: Math.max(0, capacity - whole(row.seats_taken)),
    isPremiumPriority: row.is_premium_priority === true,
    tutor: {
      name: text(tutor?.name),
      bio_en: text(tutor?.bio_en),
      bio_ar: text(tutor?.bio_ar),
      photo_path: typeof tutor?.photo_path === 'string' ? tutor.photo_path : null,
    },
  }
}

/** Reads an untrusted `bookings` row (with `tutoring_slots` embedded); `null` when malformed. */
export function parseBookingRow(value: unknown): MyBooking | null {
  const row = record(value)
  if (!row) return null
  const id = text(row.id)
  const slot = parseSlotRow(row.tutoring_slots)
  if (id === '' || !slot) return null
  const reason = text(row.cancel_reason).trim()
  return {
    id,
    status: row.status === 'cancelled' ? 'cancelled' : 'booked',
    slot,
    cancelReason: reason === '' ? null : reason,
  }
}
