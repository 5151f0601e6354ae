import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { ActionFeedback } from '../authoring/use-authoring-action'
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
        default:
          return t`The server refused the change: ${error.message}`
      }
    },
    [t],
  )
}

/**
 * Runs teaching writes one at a time: `busy` while one runs, the workspace's reads refreshed
 * afterwards, and a feedback line saying whether it worked.
 */
export function useTeachingAction() {
  const queryClient = useQueryClient()
  const failureText = useTeachingFailureText()
  const [busy, setBusy] = useState(false)
  const [feedback, setFeedback] = useState<ActionFeedback>(null)
  const run = useCallback(
    async (action: () => Promise<unknown>, okText: string | null): Promise<boolean> => {
      setBusy(true)
      setFeedback(null)
      try {
        await action()
        if (okText !== null) setFeedback({ kind: 'ok', text: okText })
        return true
      } catch (cause) {
        setFeedback({ kind: 'error', text: failureText(cause) })
        return false
      } finally {
        await queryClient.invalidateQueries({ queryKey: TEACHING_KEYS.all })
        setBusy(false)
      }
    },
    [queryClient, failureText],
  )
  return { run, busy, feedback, setFeedback }
}
