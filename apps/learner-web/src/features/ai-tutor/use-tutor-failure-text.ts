import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '@splendid/i18n'
import { useLocale } from '../../lib/use-locale'
import type { TutorFailure } from './tutor-exchange'

/** The longest question the server takes, in characters (the function's `MAX_MESSAGE_LENGTH`). */
export const TUTOR_MESSAGE_MAX_LENGTH = 1000

/** A clear sentence, in the interface language, for each way a question can fail. */
export function useTutorFailureText(): (failure: TutorFailure) => string {
  const { t } = useLingui()
  const locale = useLocale()
  return (failure) => {
    switch (failure.code) {
      case 'tutor_message_empty':
      case 'tutor_invalid_request':
        return t`Write a question first.`
      case 'tutor_message_too_long': {
        const limit = formatNumber(TUTOR_MESSAGE_MAX_LENGTH, locale)
        return t`Your question is too long. Keep it under ${limit} characters.`
      }
      case 'tutor_message_blocked':
        return t`The tutor cannot answer this question. Please rephrase it politely and keep it about your learning.`
      case 'tutor_quota_exceeded':
        return t`You have used all your free questions for today. Upgrade to Premium for unlimited AI Tutor access, or come back tomorrow.`
      case 'tutor_rate_limited': {
        const seconds = formatNumber(failure.retryAfterSeconds ?? 60, locale)
        return t`You are asking very fast. Wait ${seconds} seconds and try again.`
      }
      case 'tutor_conversation_not_found':
        return t`This conversation no longer exists. Start a new one.`
      case 'tutor_provider_timeout':
        return t`The tutor took too long to answer. This question was not counted. Try again.`
      case 'not_signed_in':
        return t`Your session has ended. Log in again to ask the tutor.`
      case 'tutor_network_failed':
        return t`We could not reach the tutor. Check your connection and try again.`
      default:
        return t`The tutor could not answer. This question was not counted. Try again.`
    }
  }
}
