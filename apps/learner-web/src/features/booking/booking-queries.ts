import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { bookingErrors } from './booking-error'
import {
  BOOKING_COLUMNS,
  type MyBooking,
  parseBookingRow,
  parseSlotRow,
  SLOT_COLUMNS,
  type TutoringSlot,
} from './booking-rows'

/** Root query key of every booking read, invalidated after a booking or a cancellation. */
export const BOOKING_QUERY_KEY = ['booking'] as const

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** How many upcoming slots a subject page lists. */
export const SLOTS_PER_SUBJECT = 12

function isUpcoming(slot: TutoringSlot, now: number): boolean {
  return Date.parse(slot.startsAt) > now
}

/**
 * The next open times of a subject (from now on, earliest first, at most
 * {@link SLOTS_PER_SUBJECT}), with tutor and seats left.
 * @throws {BookingError} when the read fails.
 */
export async function fetchSubjectSlots(subjectId: string): Promise<TutoringSlot[]> {
  const now = Date.now()
  const { data, error } = await supabase
    .from('tutoring_slots')
    .select(SLOT_COLUMNS)
    .eq('subject_id', subjectId)
    .is('cancelled_at', null)
    .gt('starts_at', new Date(now).toISOString())
    .order('starts_at', { ascending: true })
    .limit(SLOTS_PER_SUBJECT)
  if (error) throw bookingErrors.from(error)
  return (Array.isArray(data) ? data : [])
    .map(parseSlotRow)
    .filter((slot): slot is TutoringSlot => slot !== null && isUpcoming(slot, now))
}

/**
 * {@link fetchSubjectSlots} as a query.
 *
 * @example
 * ```ts
 * const { data: slots = [], isPending, error } = useSubjectSlots('ielts')
 * ```
 */
export function useSubjectSlots(subjectId: string) {
  return useQuery({
    queryKey: [...BOOKING_QUERY_KEY, 'subject', subjectId],
    queryFn: () => fetchSubjectSlots(subjectId),
  })
}

/**
 * One slot by id; `null` when there is none (or the id is not a uuid).
 * @throws {BookingError} when the read fails.
 */
export async function fetchSlot(slotId: string): Promise<TutoringSlot | null> {
  if (!UUID.test(slotId)) return null
  const { data, error } = await supabase
    .from('tutoring_slots')
    .select(SLOT_COLUMNS)
    .eq('id', slotId)
    .maybeSingle()
  if (error) throw bookingErrors.from(error)
  return parseSlotRow(data)
}

/** {@link fetchSlot} as a query, idle while `slotId` is null. */
export function useSlot(slotId: string | null) {
  return useQuery({
    queryKey: [...BOOKING_QUERY_KEY, 'slot', slotId],
    enabled: slotId !== null,
    queryFn: () => (slotId === null ? null : fetchSlot(slotId)),
  })
}

/**
 * The caller's booked classes that have not started yet, earliest first, and those their tutor
 * cancelled (with the reason); row-level security shows a user only their own bookings.
 * @throws {BookingError} when the read fails.
 */
export async function fetchMyUpcomingBookings(): Promise<MyBooking[]> {
  const now = Date.now()
  const { data, error } = await supabase
    .from('bookings')
    .select(BOOKING_COLUMNS)
    .in('status', ['booked', 'cancelled'])
  if (error) throw bookingErrors.from(error)
  return (
    (Array.isArray(data) ? data : [])
      .map(parseBookingRow)
      .filter((booking): booking is MyBooking => booking !== null)
      // Sessions the learner cancelled go; those their tutor cancelled stay, with the reason.
      .filter((booking) => booking.status === 'booked' || booking.cancelReason !== null)
      .filter((booking) => isUpcoming(booking.slot, now))
      .sort((a, b) => Date.parse(a.slot.startsAt) - Date.parse(b.slot.startsAt))
  )
}

/** {@link fetchMyUpcomingBookings} as a query. */
export function useMyUpcomingBookings() {
  return useQuery({
    queryKey: [...BOOKING_QUERY_KEY, 'mine'],
    queryFn: fetchMyUpcomingBookings,
  })
}

/**
 * Books a seat in a slot for the signed-in user through `rpc('book_slot', { slot_id })`; the
 * database checks capacity, time and premium priority. Resolves with the booking's id.
 * @throws {BookingError} with the rule's code (full, already booked, premium only, past…).
 */
export async function bookSlot(slotId: string): Promise<string> {
  const { data, error } = await supabase.rpc('book_slot', { slot_id: slotId })
  if (error) throw bookingErrors.from(error)
  const row: unknown = Array.isArray(data) ? data[0] : data
  const id =
    typeof row === 'object' && row !== null ? (row as Record<string, unknown>).id : undefined
  if (typeof id !== 'string') {
    throw new bookingErrors.Error('booking_unknown', 'The booking service sent no booking.')
  }
  return id
}

/** {@link bookSlot} as a mutation that refreshes every booking read. */
export function useBookSlot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: bookSlot,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKING_QUERY_KEY }),
  })
}

/**
 * Cancels one of the caller's bookings (sets its status to 'cancelled').
 * @throws {BookingError} 'booking_slot_not_found' when no row of the caller's changed (row-level
 * security hides other users' bookings), or the rule's code (a class that has started).
 */
export async function cancelBooking(bookingId: string): Promise<void> {
  const { data, error } = await supabase
    .from('bookings')
    .update({ status: 'cancelled' })
    .eq('id', bookingId)
    .select('id')
  if (error) throw bookingErrors.from(error)
  if (!Array.isArray(data) || data.length !== 1) {
    throw new bookingErrors.Error('booking_slot_not_found', 'This booking was not found.')
  }
}

/** {@link cancelBooking} as a mutation that refreshes every booking read. */
export function useCancelBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKING_QUERY_KEY }),
  })
}
