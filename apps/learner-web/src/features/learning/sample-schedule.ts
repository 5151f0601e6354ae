import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

// SAMPLE DATA: the backend has no booking tables yet (no tutors, availability or bookings), so
// the booking screens use this static, clearly labelled sample schedule. Replace it with
// queries once the backend stores tutors and their open slots.

/** A subject a live class can be booked for. */
export interface BookingSubject {
  readonly id: string
  readonly name: MessageDescriptor
  readonly description: MessageDescriptor
}

/** One bookable slot with a tutor (times in Africa/Cairo, as ISO strings with offset). */
export interface BookingSlot {
  readonly id: string
  readonly subjectId: string
  readonly tutor: string
  readonly startsAt: string
  readonly minutes: number
  readonly format: 'one-on-one' | 'small-group'
  /** Price in Egyptian pounds. */
  readonly priceEgp: number
}

/** The subjects of the sample schedule. */
export const BOOKING_SUBJECTS: readonly BookingSubject[] = [
  {
    id: 'conversation',
    name: msg`Conversation practice`,
    description: msg`Speak about everyday topics and build fluency with a tutor.`,
  },
  {
    id: 'grammar',
    name: msg`Grammar clinic`,
    description: msg`Clear up the tenses and structures that confuse you most.`,
  },
  {
    id: 'ielts',
    name: msg`IELTS preparation`,
    description: msg`Exam strategies and timed practice for all four skills.`,
  },
  {
    id: 'business',
    name: msg`Business English`,
    description: msg`Meetings, presentations and e-mails for your job.`,
  },
]

/** The sample open slots, two or three per subject. */
export const SAMPLE_SLOTS: readonly BookingSlot[] = [
  {
    id: 'conv-1',
    subjectId: 'conversation',
    tutor: 'Sarah Ahmed',
    startsAt: '2026-12-01T18:00:00+02:00',
    minutes: 45,
    format: 'one-on-one',
    priceEgp: 250,
  },
  {
    id: 'conv-2',
    subjectId: 'conversation',
    tutor: 'Youssef Nabil',
    startsAt: '2026-12-02T20:00:00+02:00',
    minutes: 60,
    format: 'small-group',
    priceEgp: 150,
  },
  {
    id: 'conv-3',
    subjectId: 'conversation',
    tutor: 'Sarah Ahmed',
    startsAt: '2026-12-04T17:00:00+02:00',
    minutes: 45,
    format: 'one-on-one',
    priceEgp: 250,
  },
  {
    id: 'gram-1',
    subjectId: 'grammar',
    tutor: 'Mona Khalil',
    startsAt: '2026-12-01T16:00:00+02:00',
    minutes: 45,
    format: 'one-on-one',
    priceEgp: 250,
  },
  {
    id: 'gram-2',
    subjectId: 'grammar',
    tutor: 'Mona Khalil',
    startsAt: '2026-12-03T19:30:00+02:00',
    minutes: 60,
    format: 'small-group',
    priceEgp: 150,
  },
  {
    id: 'ielts-1',
    subjectId: 'ielts',
    tutor: 'Omar Hassan',
    startsAt: '2026-12-02T17:00:00+02:00',
    minutes: 60,
    format: 'one-on-one',
    priceEgp: 350,
  },
  {
    id: 'ielts-2',
    subjectId: 'ielts',
    tutor: 'Omar Hassan',
    startsAt: '2026-12-05T11:00:00+02:00',
    minutes: 90,
    format: 'small-group',
    priceEgp: 220,
  },
  {
    id: 'biz-1',
    subjectId: 'business',
    tutor: 'Omar Hassan',
    startsAt: '2026-12-01T20:00:00+02:00',
    minutes: 45,
    format: 'one-on-one',
    priceEgp: 300,
  },
  {
    id: 'biz-2',
    subjectId: 'business',
    tutor: 'Youssef Nabil',
    startsAt: '2026-12-04T19:00:00+02:00',
    minutes: 60,
    format: 'small-group',
    priceEgp: 180,
  },
]

/** The subject with this id, or undefined. */
export function bookingSubject(id: string): BookingSubject | undefined {
  return BOOKING_SUBJECTS.find((subject) => subject.id === id)
}

/** The open slots for a subject, earliest first. */
export function slotsForSubject(subjectId: string): BookingSlot[] {
  return SAMPLE_SLOTS.filter((slot) => slot.subjectId === subjectId).sort((a, b) =>
    a.startsAt.localeCompare(b.startsAt),
  )
}

/** The slot with this id, or undefined. */
export function bookingSlot(id: string): BookingSlot | undefined {
  return SAMPLE_SLOTS.find((slot) => slot.id === id)
}
