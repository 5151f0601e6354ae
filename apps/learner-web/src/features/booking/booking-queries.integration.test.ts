import { beforeAll, describe, expect, test } from 'vitest'
import { otherLearner, serviceClient, signUpLearner } from '../../test/test-backend'
import {
  bookSlot,
  cancelBooking,
  fetchMyUpcomingBookings,
  fetchSlot,
  fetchSubjectSlots,
} from './booking-queries'

const HOUR_MS = 3_600_000
// A subject of this file's own, so the seed's timetable and other files never show up here.
const subject = `test-${crypto.randomUUID().slice(0, 8)}`

interface SlotPlan {
  readonly hoursAhead: number
  readonly capacity?: number
  readonly premium?: boolean
}

let tutorId = ''

async function createSlot(plan: SlotPlan): Promise<string> {
  const { data, error } = await serviceClient()
    .from('tutoring_slots')
    .insert({
      tutor_id: tutorId,
      subject_id: subject,
      starts_at: new Date(Date.now() + plan.hoursAhead * HOUR_MS).toISOString(),
      duration_minutes: 60,
      capacity: plan.capacity ?? 4,
      is_premium_priority: plan.premium ?? false,
    })
    .select('id')
    .single()
  if (error) throw new Error(error.message)
  return data.id
}

async function bookingStatus(bookingId: string) {
  const { data } = await serviceClient()
    .from('bookings')
    .select('status')
    .eq('id', bookingId)
    .single()
  return data?.status
}

beforeAll(async () => {
  const { data, error } = await serviceClient()
    .from('tutors')
    .insert({ name: 'Integration Tutor', bio_en: 'Tests.', bio_ar: 'اختبارات.' })
    .select('id')
    .single()
  if (error) throw new Error(error.message)
  tutorId = data.id
})

describe('booking queries on the backend', () => {
  test('lists the upcoming slots of a subject earliest first, with tutor and seats left, never a past one', async () => {
    const later = await createSlot({ hoursAhead: 72, capacity: 3 })
    const sooner = await createSlot({ hoursAhead: 24, capacity: 5 })
    await createSlot({ hoursAhead: -2 })
    await signUpLearner()
    const slots = await fetchSubjectSlots(subject)
    expect(slots.map((slot) => slot.id)).toEqual([sooner, later])
    expect(slots[0]).toMatchObject({
      subjectId: subject,
      capacity: 5,
      seatsLeft: 5,
      tutor: { name: 'Integration Tutor' },
    })
  })

  test('reads one slot by id, and answers null for an unknown id or a non-uuid', async () => {
    const slotId = await createSlot({ hoursAhead: 30 })
    await signUpLearner()
    expect(await fetchSlot(slotId)).toMatchObject({ id: slotId, subjectId: subject })
    expect(await fetchSlot(crypto.randomUUID())).toBeNull()
    expect(await fetchSlot('not-a-slot')).toBeNull()
  })

  test('books a seat, lists it as upcoming, takes the seat; cancelling frees it and hides it', async () => {
    const slotId = await createSlot({ hoursAhead: 40, capacity: 2 })
    await signUpLearner()
    const bookingId = await bookSlot(slotId)
    const mine = await fetchMyUpcomingBookings()
    expect(mine.map((booking) => [booking.id, booking.slot.id])).toEqual([[bookingId, slotId]])
    expect((await fetchSlot(slotId))?.seatsLeft).toBe(1)

    await cancelBooking(bookingId)
    expect(await bookingStatus(bookingId)).toBe('cancelled')
    expect(await fetchMyUpcomingBookings()).toEqual([])
    expect((await fetchSlot(slotId))?.seatsLeft).toBe(2)
  })

  test('booking the same class twice is refused as booking_already_booked', async () => {
    const slotId = await createSlot({ hoursAhead: 50 })
    await signUpLearner()
    await bookSlot(slotId)
    await expect(bookSlot(slotId)).rejects.toMatchObject({
      name: 'BookingError',
      code: 'booking_already_booked',
      message: 'You have already booked this class.',
    })
  })

  test('a full class is refused as booking_slot_full', async () => {
    const slotId = await createSlot({ hoursAhead: 60, capacity: 1 })
    const other = await otherLearner()
    const taken = await other.client.rpc('book_slot', { slot_id: slotId })
    expect(taken.error).toBeNull()
    await signUpLearner()
    await expect(bookSlot(slotId)).rejects.toMatchObject({
      code: 'booking_slot_full',
      message: 'This class is full. Choose another time.',
    })
  })

  test('a priority class is refused to a free member as booking_premium_only, and booked by a premium one', async () => {
    const slotId = await createSlot({ hoursAhead: 70, premium: true })
    await signUpLearner()
    await expect(bookSlot(slotId)).rejects.toMatchObject({ code: 'booking_premium_only' })

    const premiumId = await signUpLearner()
    const { error } = await serviceClient()
      .from('profiles')
      .update({ active_subscription: 'premium', subscription_expires_at: null })
      .eq('id', premiumId)
    expect(error).toBeNull()
    expect(await bookSlot(slotId)).toEqual(expect.any(String))
  })

  test('a class that has started is refused as booking_slot_past', async () => {
    const slotId = await createSlot({ hoursAhead: -1 })
    await signUpLearner()
    await expect(bookSlot(slotId)).rejects.toMatchObject({ code: 'booking_slot_past' })
  })

  test("another learner's booking is neither listed nor cancellable (row-level security)", async () => {
    const slotId = await createSlot({ hoursAhead: 80 })
    const other = await otherLearner()
    const booked = await other.client.rpc('book_slot', { slot_id: slotId })
    const othersBooking = (booked.data as { id: string }).id
    await signUpLearner()
    expect(await fetchMyUpcomingBookings()).toEqual([])
    await expect(cancelBooking(othersBooking)).rejects.toMatchObject({
      code: 'booking_slot_not_found',
    })
    expect(await bookingStatus(othersBooking)).toBe('booked')
  })
})
