import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { BankFilterBar } from './bank-filters'
import { useBankLabels } from './bank-labels'
import { bankMediaPath } from './bank-media-queries'
import { type BankFilters, useBankSearch } from './bank-queries'
import type { BankQuestion } from './bank-question'

const NO_FILTERS: BankFilters = { q: '', level: null, skill: null, subject: null, kind: null }

/**
 * "Add from the content bank" for a quiz builder: the bank searched and filtered as on its own
 * page, each question with an Add button that hands it to `onAdd` (a copy goes into the quiz;
 * the bank's question stays as it is). Staff only: the server shows learners nothing.
 */
export function BankPicker({
  onAdd,
  disabled,
}: {
  readonly onAdd: (question: BankQuestion & { readonly media_path: string | null }) => void
  readonly disabled: boolean
}) {
  const { t } = useLingui()
  const labels = useBankLabels()
  const [open, setOpen] = useState(false)
  const [filters, setFilters] = useState(NO_FILTERS)
  const [searched, setSearched] = useState(NO_FILTERS)
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set())
  useEffect(() => {
    const wait = window.setTimeout(() => setSearched(filters), 300)
    return () => window.clearTimeout(wait)
  }, [filters])
  const results = useBankSearch(searched, 0)

  if (!open) {
    return (
      <button
        type="button"
        disabled={disabled}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50 disabled:text-slate-400"
      >
        <Trans>Add from the content bank</Trans>
      </button>
    )
  }
  const rows = results.data?.rows ?? []
  return (
    <section
      aria-label={t`Content bank`}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h4 className="font-semibold text-slate-900">
          <Trans>Add from the content bank</Trans>
        </h4>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="font-semibold text-blue-700 underline"
        >
          <Trans>Done</Trans>
        </button>
      </div>
      <BankFilterBar filters={filters} onChange={setFilters} />
      {results.error ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          <Trans>We could not load the content bank.</Trans> {results.error.message}
        </p>
      ) : results.isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          <Trans>Loading questions…</Trans>
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>No question matches. Change the search or the filters, or add one.</Trans>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {rows.map((question) => {
            const name = question.prompt_en || question.prompt_ar
            const wasAdded = added.has(question.id)
            return (
              <li key={question.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="text-slate-900" dir="auto">
                    {name}
                  </p>
                  <p className="text-xs text-slate-600">
                    {[labels.kind(question.kind), question.level].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={async () => {
                    const media_path = question.media_id
                      ? await bankMediaPath(question.media_id)
                      : null
                    onAdd({ ...question, media_path })
                    setAdded((now) => new Set(now).add(question.id))
                  }}
                  className="inline-flex min-h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
                >
                  {wasAdded ? <Trans>Add again</Trans> : <Trans>Add</Trans>}
                  <span className="sr-only"> {name}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
