import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '@splendid/i18n'
import type { BookingSlot } from './sample-schedule'
import { useLocale } from './use-locale'

/** A slot's time, length, format and price, formatted for the interface language (Cairo time). */
export function SlotDetails({ slot }: { readonly slot: BookingSlot }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const when = formatDate(new Date(slot.startsAt), locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  })
  const minutes = i18n.number(slot.minutes)
  const price = i18n.number(slot.priceEgp, {
    style: 'currency',
    currency: 'EGP',
    maximumFractionDigits: 0,
  })
  return (
    <dl className="grid gap-1 text-sm text-slate-700">
      <div className="flex gap-2">
        <dt className="font-medium text-slate-500">
          <Trans>When</Trans>
        </dt>
        <dd>{when}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="font-medium text-slate-500">
          <Trans>Length</Trans>
        </dt>
        <dd>
          <Trans>{minutes} minutes</Trans>
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="font-medium text-slate-500">
          <Trans>Format</Trans>
        </dt>
        <dd>
          {slot.format === 'one-on-one' ? <Trans>One-on-one</Trans> : <Trans>Small group</Trans>}
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="font-medium text-slate-500">
          <Trans>Price</Trans>
        </dt>
        <dd>{price}</dd>
      </div>
    </dl>
  )
}
