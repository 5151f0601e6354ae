import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useBankMedia } from './bank-media-queries'
import { BankMediaView } from './bank-media-view'

/**
 * The picture or recording a question shows: found by title among the bank's media (added from
 * "Pictures and recordings"), or none.
 */
export function BankMediaChoice({
  value,
  onChange,
  describedBy,
}: {
  readonly value: string | null
  readonly onChange: (mediaId: string | null) => void
  readonly describedBy?: string | undefined
}) {
  const { t } = useLingui()
  const id = useId()
  const [q, setQ] = useState('')
  const media = useBankMedia(q)
  const found = media.data ?? []
  const chosen = found.find((item) => item.id === value)
  return (
    <fieldset className="mt-4" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Picture or recording (optional)</Trans>
      </legend>
      <div className="mt-1 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-search`} className="block text-sm text-slate-700">
            <Trans>Find by title</Trans>
          </label>
          <input
            id={`${id}-search`}
            type="search"
            maxLength={200}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            className="mt-1 h-11 w-full rounded-xl border border-slate-300 bg-white px-3"
          />
        </div>
        <div>
          <label htmlFor={`${id}-choice`} className="block text-sm text-slate-700">
            <Trans>Shown with the question</Trans>
          </label>
          <select
            id={`${id}-choice`}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
            className="mt-1 h-11 w-full rounded-xl border border-slate-300 bg-white px-3"
          >
            <option value="">{t`None`}</option>
            {value && !chosen ? <option value={value}>{t`The current one`}</option> : null}
            {found.map((item) => (
              <option key={item.id} value={item.id}>
                {`${item.kind === 'image' ? t`Picture` : t`Recording`}: ${item.title_en || item.title_ar}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      {chosen ? <BankMediaView media={chosen} className="mt-3 max-h-48" /> : null}
    </fieldset>
  )
}
