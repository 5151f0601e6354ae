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
 *
 * @example
 * ```ts
 * const { data: slots = [], isPending, error } = useSubjectSlots('ielts')
 * ```
 */
export function useSubjectSlots(subjectId: string) {
  return useQuery({
    queryKey: [...BOOKING_QUERY_KEY, 'subject', subjectId],
    queryFn: async (): Promise<TutoringSlot[]> => {
      const now = Date.now()
      const { data, error } = await supabase
        .from('tutoring_slots')
        .select(SLOT_COLUMNS)
        .eq('subject_id', subjectId)
        .gt('starts_at', new Date(now).toISOString())
        .order('starts_at', { ascending: true })
        .limit(SLOTS_PER_SUBJECT)
      if (error) throw bookingErrors.from(error)
      return (Array.isArray(data) ? data : [])
        .map(parseSlotRow)
        .filter((slot): slot is TutoringSlot => slot !== null && isUpcoming(slot, now))
    },
  })
}

/** One slot by id; `null` when there is none (or the id is not a uuid). */
export function useSlot(slotId: string | null) {
  return useQuery({
    queryKey: [...BOOKING_QUERY_KEY, 'slot', slotId],
    enabled: slotId !== null,
    queryFn: async (): Promise<TutoringSlot | null> => {
      if (slotId === null || !UUID.test(slotId)) return null
      const { data, error } = await supabase
        .from('tutoring_slots')
        .select(SLOT_COLUMNS)
        .eq('id', slotId)
        .maybeSingle()
      if (error) throw bookingErrors.from(error)
      return parseSlotRow(data)
    },
  })
}

/** The caller's booked classes that have not started yet, earliest first. */
export function useMyUpcomingBookings() {
  return useQuery({
    queryKey: [...BOOKING_QUERY_KEY, 'mine'],
    queryFn: async (): Promise<MyBooking[]> => {
      const now = Date.now()
      const { data, error } = await supabase
        .from('bookings')
        .select(BOOKING_COLUMNS)
        .eq('status', 'booked')
      if (error) throw bookingErrors.from(error)
      return (Array.isArray(data) ? data : [])
        .map(parseBookingRow)
        .filter((booking): booking is MyBooking => booking !== null)
        .filter((booking) => booking.status === 'booked' && isUpcoming(booking.slot, now))
        .sort((a, b) => Date.parse(a.slot.startsAt) - Date.parse(b.slot.startsAt))
    },
  })
}

/**
 * Books a seat in a slot for the signed-in user through `rpc('book_slot', { slot_id })`; the
 * database checks capacity, time and premium priority. Resolves with the booking's id.
 */
export function useBookSlot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (slotId: string): Promise<string> => {
      const { data, error } = await supabase.rpc('book_slot', { slot_id: slotId })
      if (error) throw bookingErrors.from(error)
      const row: unknown = Array.isArray(data) ? data[0] : data
      const id =
        typeof row === 'object' && row !== null ? (row as Record<string, unknown>).id : undefined
      if (typeof id !== 'string') {
        throw new bookingErrors.Error('booking_unknown', 'The booking service sent no booking.')
      }
      return id
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKING_QUERY_KEY }),
  })
}

/** Cancels one of the caller's bookings (sets its status to 'cancelled'). */
export function useCancelBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (bookingId: string): Promise<void> => {
      const { data, error } = await supabase
        .from('bookings')
        .update({ status: 'cancelled' })
        .eq('id', bookingId)
        .select('id')
      if (error) throw bookingErrors.from(error)
      if (!Array.isArray(data) || data.length !== 1) {
        throw new bookingErrors.Error('booking_slot_not_found', 'This booking was not found.')
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKING_QUERY_KEY }),
  })
}
