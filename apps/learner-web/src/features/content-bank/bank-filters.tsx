import { Trans, useLingui } from '@lingui/react/macro'
import { useBankLabels } from './bank-labels'
import type { BankFilters } from './bank-queries'
import { BANK_KINDS, BANK_LEVELS, BANK_SKILLS, BANK_SUBJECTS } from './bank-question'

const control =
  'mt-1 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 focus-visible:outline-2 focus-visible:outline-blue-700'

/** The search box and the tag filters of the bank's list. */
export function BankFilterBar({
  filters,
  onChange,
}: {
  readonly filters: BankFilters
  readonly onChange: (next: BankFilters) => void
}) {
  const { t } = useLingui()
  const labels = useBankLabels()
  const select = <K extends 'level' | 'skill' | 'subject' | 'kind'>(
    key: K,
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <div>
      <label htmlFor={`bank-${key}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={`bank-${key}`}
        value={filters[key] ?? ''}
        onChange={(event) =>
          onChange({ ...filters, [key]: event.target.value === '' ? null : event.target.value })
        }
        className={control}
      >
        <option value="">{t`Any`}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <search
      aria-label={t`Search the content bank`}
      className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="bank-search" className="block text-sm font-medium text-slate-800">
          <Trans>Search questions</Trans>
        </label>
        <input
          id="bank-search"
          type="search"
          value={filters.q}
          maxLength={200}
          onChange={(event) => onChange({ ...filters, q: event.target.value })}
          className={control}
        />
      </div>
      {select(
        'level',
        t`Level`,
        BANK_LEVELS.map((level) => ({ value: level, label: level })),
      )}
      {select(
        'skill',
        t`Skill`,
        BANK_SKILLS.map((skill) => ({ value: skill, label: labels.skill(skill) })),
      )}
      {select(
        'subject',
        t`Subject`,
        BANK_SUBJECTS.map((subject) => ({ value: subject, label: labels.subject(subject) })),
      )}
      {select(
        'kind',
        t`Kind`,
        BANK_KINDS.map((kind) => ({ value: kind, label: labels.kind(kind) })),
      )}
    </search>
  )
}
