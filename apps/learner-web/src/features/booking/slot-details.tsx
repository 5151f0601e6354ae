import { Plural, Trans } from '@lingui/react/macro'
import { formatDate, formatNumber } from '@splendid/i18n'
import { useLocale } from '../../lib/use-locale'
import type { TutoringSlot } from './booking-rows'

/**
 * A slot's time (in Cairo time, in the interface language), length and seats left, plus the
 * premium-priority badge when the slot is reserved for premium members.
 */
export function SlotDetails({ slot }: { readonly slot: TutoringSlot }) {
  const locale = useLocale()
  const when = formatDate(new Date(slot.startsAt), locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  })
  const minutes = formatNumber(slot.durationMinutes, locale)
  const seats = slot.seatsLeft
  const seatsText = formatNumber(seats, locale)
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
          <Trans>Seats</Trans>
        </dt>
        <dd>
          {seats === 0 ? (
            <Trans>Full</Trans>
          ) : (
            <Plural
              value={seats}
              one={`${seatsText} seat left`}
              other={`${seatsText} seats left`}
            />
          )}
        </dd>
      </div>
      {slot.isPremiumPriority ? (
        <div className="flex gap-2">
          <dt className="font-medium text-slate-500">
            <Trans>Access</Trans>
          </dt>
          <dd>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <Trans>Premium priority</Trans>
            </span>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
