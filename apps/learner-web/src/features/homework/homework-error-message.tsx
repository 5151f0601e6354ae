import { Trans } from '@lingui/react/macro'
import type { HomeworkError } from './homework-error'

/**
 * The explanation shown for a failed hand-in, in the interface language; unknown failures show
 * the server's own message.
 */
export function HomeworkErrorMessage({ error }: { readonly error: HomeworkError }) {
  switch (error.code) {
    case 'homework_answer_empty':
      return <Trans>Write your answer before you submit it.</Trans>
    case 'homework_answer_too_long':
      return <Trans>Your answer is too long. Keep it under 5,000 characters.</Trans>
    case 'homework_already_graded':
      return (
        <Trans>This homework has already been graded, so your answer can no longer change.</Trans>
      )
    case 'homework_not_available':
      return <Trans>This homework is not available to you. Enrol in its course first.</Trans>
    case 'homework_not_signed_in':
      return <Trans>Log in to hand in homework.</Trans>
    case 'homework_attachments_invalid':
      return <Trans>Attach at most 3 files, uploaded with this form.</Trans>
    case 'homework_unknown':
      return (
        <>
          <Trans>Your answer could not be submitted.</Trans> {error.message}
        </>
      )
    default: {
      const unreachable: never = error.code
      throw new TypeError(`Unknown homework error code: ${String(unreachable)}`)
    }
  }
}
