import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { useSubscriptionDialogRequest } from '../subscription/subscription-dialog-request'
import type { TutorFailure } from './tutor-exchange'
import type { TutorFailureCode } from './tutor-request-error'
import { useTutorFailureText } from './use-tutor-failure-text'

/** Failures that asking the same question again can cure; the others need a change first. */
const RETRYABLE: ReadonlySet<TutorFailureCode> = new Set<TutorFailureCode>([
  'tutor_provider_timeout',
  'tutor_provider_failed',
  'tutor_unavailable',
  'tutor_network_failed',
  'tutor_rate_limited',
])

/** Props of {@link TutorFailureAlert}. */
export interface TutorFailureAlertProps {
  readonly failure: TutorFailure
  /** Asks the same question again in the same conversation; absent when retrying cannot help. */
  readonly onRetry?: () => void
}

/**
 * A failed question said in words; over the free quota, the subscription dialog too (once per
 * refusal) and the way to Premium.
 */
export function TutorFailureAlert({ failure, onRetry }: TutorFailureAlertProps) {
  const text = useTutorFailureText()
  const overQuota = failure.code === 'tutor_quota_exceeded'
  const requestDialog = useSubscriptionDialogRequest((state) => state.request)
  useEffect(() => {
    if (failure.code === 'tutor_quota_exceeded') requestDialog('tutor_quota')
  }, [failure, requestDialog])
  return (
    <div
      role="alert"
      className={
        overQuota
          ? 'mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950'
          : 'mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800'
      }
    >
      <p>{text(failure)}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {overQuota ? (
          <Link
            to="/pricing"
            className="rounded-xl bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
          >
            <Trans>See Premium plans</Trans>
          </Link>
        ) : onRetry && RETRYABLE.has(failure.code) ? (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-xl border border-red-300 px-4 py-2 font-semibold hover:bg-red-100"
          >
            <Trans>Retry</Trans>
          </button>
        ) : null}
      </div>
    </div>
  )
}
