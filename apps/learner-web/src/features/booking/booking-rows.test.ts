import { describe, expect, test } from 'vitest'
import { bookingErrors } from './booking-error'
import { parseBookingRow, parseSlotRow } from './booking-rows'

describe('parseSlotRow', () => {
  test('reads a slot with its tutor and computes the seats left', () => {
    expect(
      parseSlotRow({
        id: 's1',
        subject_id: 'ielts',
        starts_at: '2026-12-01T16:00:00+00:00',
        duration_minutes: 60,
        capacity: 6,
        seats_taken: 2,
        is_premium_priority: true,
        tutors: {
          name: 'Omar Hassan',
          bio_en: 'Examiner',
          bio_ar: 'ممتحن',
          photo_path: '8f14e45f-ceea-467f-a8f1-3b7e5f0c1a2b/photo-1.webp',
        },
      }),
    ).toEqual({
      id: 's1',
      subjectId: 'ielts',
      startsAt: '2026-12-01T16:00:00+00:00',
      durationMinutes: 60,
      capacity: 6,
      seatsLeft: 4,
      isPremiumPriority: true,
      tutor: {
        name: 'Omar Hassan',
        bio_en: 'Examiner',
        bio_ar: 'ممتحن',
        photo_path: '8f14e45f-ceea-467f-a8f1-3b7e5f0c1a2b/photo-1.webp',
      },
    })
  })

  test('rejects rows without an id or a valid start and never reports negative seats', () => {
    expect(parseSlotRow({ starts_at: '2026-12-01T16:00:00Z' })).toBeNull()
    expect(parseSlotRow({ id: 's1', starts_at: 'soon' })).toBeNull()
    expect(parseSlotRow(null)).toBeNull()
    const over = parseSlotRow({
      id: 's1',
      starts_at: '2026-12-01T16:00:00Z',
      capacity: 1,
      seats_taken: 3,
    })
    expect(over?.seatsLeft).toBe(0)
    expect(over?.tutor.name).toBe('')
  })
})

describe('parseBookingRow', () => {
  test('needs an embedded slot and keeps cancelled status', () => {
    expect(parseBookingRow({ id: 'b1', status: 'booked', tutoring_slots: null })).toBeNull()
    const row = parseBookingRow({
      id: 'b1',
      status: 'cancelled',
      tutoring_slots: { id: 's1', starts_at: '2026-12-01T16:00:00Z' },
    })
    expect(row?.status).toBe('cancelled')
    expect(row?.slot.id).toBe('s1')
  })
})

describe('bookingErrors.from', () => {
  test('keeps the database rule code from details and maps anything else to booking_unknown', () => {
    const full = bookingErrors.from({
      details: 'booking_slot_full',
      message: 'This class is full.',
    })
    expect([full.code, full.message]).toEqual(['booking_slot_full', 'This class is full.'])
    expect(bookingErrors.from({ details: 'Key (id) is missing', message: 'x' }).code).toBe(
      'booking_unknown',
    )
    expect(bookingErrors.from({}).message).toBe('The booking service did not answer.')
  })
})
