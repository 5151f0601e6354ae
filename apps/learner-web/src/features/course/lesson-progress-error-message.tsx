import { useLingui } from '@lingui/react/macro'
import type { LessonProgressError } from './lesson-progress-error'

/**
 * Why a lesson could not be recorded (or read), in the interface language, as a function of the
 * error; unavailable-service failures add the server's (or the network's) own message.
 */
export function useLessonProgressErrorText(): (error: LessonProgressError) => string {
  const { t } = useLingui()
  return (error) => {
    switch (error.code) {
      case 'lesson_not_signed_in':
        return t`Log in to record your progress.`
      case 'lesson_not_enrolled':
        return t`Enrol in this course to record your progress.`
      case 'lesson_unknown':
        return t`This lesson is not part of the course any more. Reload the page.`
      case 'lesson_wrong_kind':
        return t`This lesson is not completed this way. Reload the page.`
      case 'lesson_premium_only':
        return t`This lesson is for premium members. Upgrade to premium to open it.`
      case 'course_premium_only':
        return t`This course is for premium members. Upgrade to premium to enrol.`
      case 'lesson_progress_unavailable':
        return `${t`The progress service could not be reached.`} ${error.message}`
      default: {
        const unreachable: never = error.code
        throw new TypeError(`Unknown lesson progress error code: ${String(unreachable)}`)
      }
    }
  }
}
