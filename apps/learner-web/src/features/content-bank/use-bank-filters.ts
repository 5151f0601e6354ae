import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { BankFilters } from './bank-queries'
import { BANK_KINDS, BANK_LEVELS, BANK_SKILLS, BANK_SUBJECTS } from './bank-question'

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  (list as readonly (string | null)[]).includes(value) ? (value as T) : null

/** How long typing must pause before the search runs. */
const TYPING_PAUSE_MS = 300

/**
 * The bank's filters and page, kept in the address (`?q=&level=&skill=&subject=&kind=&page=`)
 * so a search can be shared and survives a reload; the search words reach the server once
 * typing pauses.
 */
export function useBankFilters() {
  const [params, setParams] = useSearchParams()
  const filters: BankFilters = useMemo(
    () => ({
      q: params.get('q') ?? '',
      level: oneOf(BANK_LEVELS, params.get('level')),
      skill: oneOf(BANK_SKILLS, params.get('skill')),
      subject: oneOf(BANK_SUBJECTS, params.get('subject')),
      kind: oneOf(BANK_KINDS, params.get('kind')),
    }),
    [params],
  )
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0)
  const [searched, setSearched] = useState(filters)
  useEffect(() => {
    const wait = window.setTimeout(() => setSearched(filters), TYPING_PAUSE_MS)
    return () => window.clearTimeout(wait)
  }, [filters])

  const write = (next: BankFilters, nextPage: number) => {
    const query = new URLSearchParams()
    for (const [key, value] of Object.entries(next)) if (value) query.set(key, String(value))
    if (nextPage > 0) query.set('page', String(nextPage + 1))
    setParams(query, { replace: true })
  }
  return {
    filters,
    /** The filters the list shows (the search words once typing paused). */
    searched: filters.q === searched.q ? filters : searched,
    page,
    setFilters: (next: BankFilters) => write(next, 0),
    setPage: (next: number) => write(filters, next),
  }
}
