import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { teachingErrors } from './teaching-error'
import { TEACHING_KEYS } from './tutor-profile'

/** Where a learner stands in a session. */
export type AttendeeStatus = 'booked' | 'cancelled' | 'attended' | 'no_show'

/** A learner who booked a session. */
export interface Attendee {
  readonly bookingId: string
  readonly name: string
  readonly status: AttendeeStatus
}

/** One of the tutor's sessions. */
export interface TeachingSession {
  readonly slotId: string
  readonly subjectId: string
  readonly startsAt: string
  readonly durationMinutes: number
  readonly capacity: number
  readonly seatsTaken: number
  readonly meetingUrl: string
  readonly cancelledAt: string | null
  readonly cancelReason: string | null
  readonly attendees: readonly Attendee[]
}

/** Which sessions: the coming four weeks, or the past four. */
export type SessionRange = 'upcoming' | 'past'

const DAY_MS = 86_400_000
const STATUSES: readonly AttendeeStatus[] = ['booked', 'cancelled', 'attended', 'no_show']
type Row = Record<string, unknown>

/**
 * The tutor's sessions of a range — upcoming: started within the last 3 hours or later, for 4
 * weeks; past: the 4 weeks before — with the learners who booked each.
 */
export async function fetchSessions(
  range: SessionRange,
  now = Date.now(),
): Promise<TeachingSession[]> {
  const recent = now - 3 * 3_600_000
  const [from, to] =
    range === 'upcoming' ? [recent, now + 28 * DAY_MS] : [now - 28 * DAY_MS, recent]
  const { data, error } = await supabase.rpc('tutor_sessions', {
    from_at: new Date(from).toISOString(),
    to_at: new Date(to).toISOString(),
  })
  if (error) throw teachingErrors.from(error)
  const sessions = ((data ?? []) as Row[]).map((row) => ({
    slotId: String(row.slot_id),
    subjectId: String(row.subject_id),
    startsAt: String(row.starts_at),
    durationMinutes: Number(row.duration_minutes),
    capacity: Number(row.capacity),
    seatsTaken: Number(row.seats_taken),
    meetingUrl: String(row.meeting_url ?? ''),
    cancelledAt: typeof row.cancelled_at === 'string' ? row.cancelled_at : null,
    cancelReason: typeof row.cancel_reason === 'string' ? row.cancel_reason : null,
    attendees: (Array.isArray(row.attendees) ? (row.attendees as Row[]) : []).map((item) => ({
      bookingId: String(item.booking_id),
      name: String(item.name ?? ''),
      status: STATUSES.find((status) => status === item.status) ?? 'booked',
    })),
  }))
  return range === 'past' ? sessions.reverse() : sessions
}

/** {@link fetchSessions} as a query. */
export function useSessions(range: SessionRange, enabled: boolean) {
  return useQuery({
    queryKey: TEACHING_KEYS.sessions(range),
    queryFn: () => fetchSessions(range),
    enabled,
  })
}

/** Records whether a learner came (the session must have started). */
export async function markAttendance(bookingId: string, attended: boolean): Promise<void> {
  const { error } = await supabase.rpc('mark_attendance', { booking_id: bookingId, attended })
  if (error) throw teachingErrors.from(error)
}

/** Cancels a session that has not started; the learners who booked it read the reason. */
export async function cancelSession(slotId: string, reason: string): Promise<void> {
  const { error } = await supabase.rpc('cancel_session', { slot_id: slotId, reason })
  if (error) throw teachingErrors.from(error)
}
