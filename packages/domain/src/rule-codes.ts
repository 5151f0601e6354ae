/**
 * The stable codes of the rules the database enforces for learners, per area: a rule function
 * raises `raise exception '<message>' using errcode = 'P0001', detail = '<code>'` and PostgREST
 * hands the code to supabase-js as the error's `details`. Clients branch on these codes, never on
 * the (English) message.
 *
 * **Mirrored in SQL** (supabase/migrations): change both together.
 * - `booking` — `20250101000200_tutoring_bookings.sql`: `enforce_booking_rules`, `book_slot`.
 * - `homework` — `20250101000300_homework_certificates.sql`: `enforce_homework_rules`,
 *   `submit_homework` (what learners meet handing homework in).
 * - `grading` — `20250503000000_homework_teaching.sql`: `grade_homework` and `homework_queue`,
 *   what a course's teacher (or an admin) meets grading; the codes keep the `homework_` prefix.
 * - `lessonProgress` — `20250201000200_lesson_completion.sql` (and the later content
 *   migrations): `save_watch_progress`, `submit_quiz_attempt`, `mark_lesson_read`.
 * - `enrolment` — `20250201000100_course_content.sql`: enrolling in a premium course without
 *   premium access.
 * - `placement` — `20250301000200_placement_test.sql`: `start_placement`, `answer_placement`.
 * - `checkout` — `20250401000000_payments.sql`: `start_checkout`, which the `checkout` function
 *   calls with the learner's JWT and whose code it answers as `{ code }` (HTTP 401 / 400). The
 *   function's own codes (`checkout_invalid_request`, `checkout_failed`,
 *   `payment_sandbox_disabled`, `payment_provider_unavailable`) are not SQL rules.
 * - `tutor` — the codes the `ai-tutor` function answers with (as JSON `{ code }` or an `error`
 *   event), listed in `supabase/functions/ai-tutor/tutor-error.ts`, all but the two that every
 *   function shares, `not_signed_in` and `method_not_allowed`. The SQL it calls
 *   (`20250402000000_ai_tutor.sql`, `20250404000000_tutor_prepare.sql`) raises or returns the
 *   quota, conversation and sign-in codes, which the function passes on in these words.
 * - `authoring` — `20250501000000_course_authoring.sql`: what teachers and admins meet while
 *   writing a course (publishing an incomplete course, changing a slug, deleting a followed
 *   course, a bad outline order or quiz).
 * - `teaching` — `20250502000000_teaching_sessions.sql`: a teacher's availability, sessions,
 *   attendance and cancellations.
 *
 * learner-web's `src/lib/rule-codes-sql.test.ts` reads the migrations (and, for `tutor`, the
 * function) and fails when a list and the server part ways.
 *
 * @example
 * ```ts
 * RULE_CODES.booking.includes('booking_slot_full') // true
 * ```
 */
export const RULE_CODES = {
  booking: [
    'booking_not_signed_in',
    'booking_slot_not_found',
    'booking_slot_past',
    'booking_slot_full',
    'booking_already_booked',
    'booking_premium_only',
    'booking_status_invalid',
  ],
  homework: [
    'homework_not_signed_in',
    'homework_not_available',
    'homework_answer_empty',
    'homework_answer_too_long',
    'homework_already_graded',
    'homework_attachments_invalid',
  ],
  grading: ['homework_not_admin', 'homework_score_invalid', 'homework_not_submitted'],
  lessonProgress: [
    'lesson_not_signed_in',
    'lesson_not_enrolled',
    'lesson_unknown',
    'lesson_wrong_kind',
    'lesson_premium_only',
  ],
  enrolment: ['course_premium_only'],
  placement: [
    'placement_not_signed_in',
    'placement_retake_too_soon',
    'placement_attempt_not_found',
    'placement_attempt_finished',
    'placement_not_current_question',
    'placement_choice_out_of_range',
  ],
  checkout: ['checkout_not_signed_in', 'checkout_plan_unknown'],
  authoring: [
    'authoring_course_incomplete',
    'authoring_slug_fixed',
    'authoring_course_has_learners',
    'authoring_order_invalid',
    'authoring_quiz_invalid',
  ],
  teaching: [
    'teaching_not_tutor',
    'teaching_availability_overlap',
    'teaching_session_not_found',
    'teaching_session_not_started',
    'teaching_session_started',
    'teaching_attendance_invalid',
  ],
  contentBank: [
    'bank_question_invalid',
    'bank_import_invalid',
    'bank_import_too_large',
    'bank_search_invalid',
    'bank_media_in_use',
  ],
  tutor: [
    'tutor_invalid_request',
    'tutor_message_empty',
    'tutor_message_too_long',
    'tutor_message_blocked',
    'tutor_rate_limited',
    'tutor_quota_exceeded',
    'tutor_conversation_not_found',
    'tutor_provider_failed',
    'tutor_provider_timeout',
    'tutor_unavailable',
  ],
} as const

/**
 * An area of {@link RULE_CODES}: `booking`, `homework`, `grading`, `lessonProgress`,
 * `enrolment`, `placement`, `checkout`, `authoring`, `teaching`, `contentBank` or `tutor`.
 */
export type RuleArea = keyof typeof RULE_CODES

/** A code the database raises for a rule of `Area`, e.g. `RuleCode<'booking'>`. */
export type RuleCode<Area extends RuleArea> = (typeof RULE_CODES)[Area][number]
