import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** A subject a live class can be booked for; `id` is `tutoring_slots.subject_id`. */
export interface BookingSubject {
  readonly id: string
  readonly name: MessageDescriptor
  readonly description: MessageDescriptor
}

/** The subjects live classes are offered in (the seed's tutoring_slots use these ids). */
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

/**
 * The subject with this id, or undefined for an unknown id.
 *
 * @example
 * ```ts
 * bookingSubject('ielts')?.id // 'ielts'
 * ```
 */
export function bookingSubject(id: string): BookingSubject | undefined {
  return BOOKING_SUBJECTS.find((subject) => subject.id === id)
}
