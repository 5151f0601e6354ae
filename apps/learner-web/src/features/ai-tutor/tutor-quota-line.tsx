import { Trans } from '@lingui/react/macro'
import { formatNumber } from '@splendid/i18n'
import { useLocale } from '../../lib/use-locale'
import type { TutorQuota } from './tutor-quota'

/** Today's allowance: "{n} of 10 questions left today", or unlimited with Premium. */
export function TutorQuotaLine({ quota }: { readonly quota: TutorQuota | undefined }) {
  const locale = useLocale()
  if (quota === undefined) return null
  if (quota.limit === null || quota.remaining === null) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>Unlimited with Premium</Trans>
      </p>
    )
  }
  const left = formatNumber(quota.remaining, locale)
  const limit = formatNumber(quota.limit, locale)
  return (
    <p className="text-sm text-slate-600">
      <Trans>
        {left} of {limit} questions left today
      </Trans>
    </p>
  )
}
