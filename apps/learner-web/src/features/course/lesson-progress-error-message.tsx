import { Trans } from '@lingui/react/macro'
import type { LessonProgressError } from './lesson-progress-error'

/**
 * Why a lesson could not be recorded, in the interface language; unavailable-service failures
 * add the server's (or the network's) own message.
 */
export function LessonProgressErrorMessage({ error }: { readonly error: LessonProgressError }) {
  switch (error.code) {
    case 'lesson_not_signed_in':
      return <Trans>Log in to record your progress.</Trans>
    case 'lesson_not_enrolled':
      return <Trans>Enrol in this course to record your progress.</Trans>
    case 'lesson_unknown':
      return <Trans>This lesson is not part of the course any more. Reload the page.</Trans>
    case 'lesson_progress_unavailable':
      return (
        <>
          <Trans>The progress service could not be reached.</Trans> {error.message}
        </>
      )
    default: {
      const unreachable: never = error.code
      throw new TypeError(`Unknown lesson progress error code: ${String(unreachable)}`)
    }
  }
}
