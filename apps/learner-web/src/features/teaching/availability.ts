import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { teachingErrors } from './teaching-error'
import { TEACHING_KEYS } from './tutor-profile'
import { dateInZone } from './zoned-date'

/** Weekly hours a tutor teaches, in their own time zone. */
export interface AvailabilityRule {
  readonly id: string
  /** 0 = Sunday … 6 = Saturday. */
  readonly weekday: number
  /** 'HH:MM'. */
  readonly startsAt: string
  readonly endsAt: string
  readonly subjectId: string
  readonly sessionMinutes: number
  readonly bufferMinutes: number
  readonly capacity: number
}

/** Days without classes, both ends included ('YYYY-MM-DD'). */
export interface TimeOff {
  readonly id: string
  readonly startsOn: string
  readonly endsOn: string
  readonly reason: string
}

/** A generated slot, as the tutor's preview shows it. */
export interface OfferedSlot {
  readonly id: string
  readonly startsAt: string
  readonly subjectId: string
  readonly capacity: number
  readonly seatsTaken: number
}

/** A tutor's rules, time off and the next slots generated from them. */
export interface Availability {
  readonly rules: readonly AvailabilityRule[]
  readonly timeOff: readonly TimeOff[]
  readonly nextSlots: readonly OfferedSlot[]
}

type Row = Record<string, unknown>
const hhmm = (value: unknown) => String(value ?? '').slice(0, 5)

/**
 * The tutor's availability: weekly hours, days off from today in the tutor's `timeZone` on, and
 * the next 20 slots from now.
 */
export async function fetchAvailability(tutorId: string, timeZone: string): Promise<Availability> {
  const [rules, timeOff, slots] = await Promise.all([
    supabase
      .from('tutor_availability_rules')
      .select(
        'id, weekday, starts_at_local, ends_at_local, subject_id, session_minutes, buffer_minutes, capacity',
      )
      .eq('tutor_id', tutorId)
      .order('weekday')
      .order('starts_at_local'),
    supabase
      .from('tutor_time_off')
      .select('id, starts_on, ends_on, reason')
      .eq('tutor_id', tutorId)
      .gte('ends_on', dateInZone(timeZone))
      .order('starts_on'),
    supabase
      .from('tutoring_slots')
      .select('id, starts_at, subject_id, capacity, seats_taken')
      .eq('tutor_id', tutorId)
      .is('cancelled_at', null)
      .gt('starts_at', new Date().toISOString())
      .order('starts_at')
      .limit(20),
  ])
  const failed = rules.error ?? timeOff.error ?? slots.error
  if (failed) throw teachingErrors.from(failed)
  return {
    rules: ((rules.data ?? []) as Row[]).map((row) => ({
      id: String(row.id),
      weekday: Number(row.weekday),
      startsAt: hhmm(row.starts_at_local),
      endsAt: hhmm(row.ends_at_local),
      subjectId: String(row.subject_id),
      sessionMinutes: Number(row.session_minutes),
      bufferMinutes: Number(row.buffer_minutes),
      capacity: Number(row.capacity),
    })),
    timeOff: ((timeOff.data ?? []) as Row[]).map((row) => ({
      id: String(row.id),
      startsOn: String(row.starts_on),
      endsOn: String(row.ends_on),
      reason: String(row.reason ?? ''),
    })),
    nextSlots: ((slots.data ?? []) as Row[]).map((row) => ({
      id: String(row.id),
      startsAt: String(row.starts_at),
      subjectId: String(row.subject_id),
      capacity: Number(row.capacity),
      seatsTaken: Number(row.seats_taken),
    })),
  }
}

/** {@link fetchAvailability} of a saved tutor profile as a query. */
export function useAvailability(profile: { readonly id: string; readonly time_zone: string }) {
  return useQuery({
    queryKey: TEACHING_KEYS.availability(profile.id),
    queryFn: () => fetchAvailability(profile.id, profile.time_zone),
  })
}

/** Adds weekly hours; the database refuses hours that overlap others of the same day. */
export async function addAvailabilityRule(tutorId: string, rule: Omit<AvailabilityRule, 'id'>) {
  const { error } = await supabase.from('tutor_availability_rules').insert({
    tutor_id: tutorId,
    weekday: rule.weekday,
    starts_at_local: rule.startsAt,
    ends_at_local: rule.endsAt,
    subject_id: rule.subjectId,
    session_minutes: rule.sessionMinutes,
    buffer_minutes: rule.bufferMinutes,
    capacity: rule.capacity,
  })
  if (error) throw teachingErrors.from(error)
}

/** Removes weekly hours (their booked classes stay). */
export async function deleteAvailabilityRule(ruleId: string) {
  const { error } = await supabase.from('tutor_availability_rules').delete().eq('id', ruleId)
  if (error) throw teachingErrors.from(error)
}

/** Adds days off. */
export async function addTimeOff(tutorId: string, timeOff: Omit<TimeOff, 'id'>) {
  const { error } = await supabase.from('tutor_time_off').insert({
    tutor_id: tutorId,
    starts_on: timeOff.startsOn,
    ends_on: timeOff.endsOn,
    reason: timeOff.reason.trim(),
  })
  if (error) throw teachingErrors.from(error)
}

/** Removes days off. */
export async function deleteTimeOff(timeOffId: string) {
  const { error } = await supabase.from('tutor_time_off').delete().eq('id', timeOffId)
  if (error) throw teachingErrors.from(error)
}
