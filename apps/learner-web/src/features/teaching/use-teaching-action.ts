import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useWriteAction } from '../../lib/use-write-action'
import { teachingErrors } from './teaching-error'
import { TEACHING_KEYS } from './tutor-profile'

/** The message of a failed teaching action, in the interface language. */
function useTeachingFailureText() {
  const { t } = useLingui()
  return useCallback(
    (cause: unknown): string => {
      const error = teachingErrors.as(cause)
      switch (error.code) {
        case 'teaching_not_tutor':
          return t`Create your tutor profile first.`
        case 'teaching_availability_overlap':
          return t`These hours overlap hours you already teach on that day.`
        case 'teaching_session_not_found':
          return t`This session is not one of yours any more. Reload the page.`
        case 'teaching_session_not_started':
          return t`Attendance is taken once the session has started.`
        case 'teaching_session_started':
          return t`This session has already started, so it can no longer be cancelled.`
        case 'teaching_attendance_invalid':
          return t`The server refused this: ${error.message}`
        case 'homework_not_admin':
          return t`Only the course's teacher and admins grade its homework.`
        case 'homework_score_invalid':
          return t`The score must be a number between 0 and the assignment's maximum, and the feedback under 5,000 characters.`
        case 'homework_not_submitted':
          return t`There is no answer to grade for this learner and assignment.`
        default:
          return t`The server refused the change: ${error.message}`
      }
    },
    [t],
  )
}

const TEACHING_REFRESH = [TEACHING_KEYS.all]

/** Teaching writes ({@link useWriteAction}): the workspace's reads refreshed afterwards. */
export function useTeachingAction() {
  return useWriteAction(useTeachingFailureText(), TEACHING_REFRESH)
}
