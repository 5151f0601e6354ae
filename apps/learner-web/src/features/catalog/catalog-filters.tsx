import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useCatalogLabels } from './catalog-labels'
import {
  CATALOG_SORTS,
  type CatalogQuery,
  COURSE_ACCESS,
  COURSE_LEVELS,
  COURSE_SUBJECTS,
  MAX_SEARCH_LENGTH,
  oneOf,
} from './catalog-query'
import type { CatalogNavigation } from './use-catalog-query'

/** Typing settles this long before the search runs (Enter runs it at once). */
const SEARCH_DELAY_MS = 350

const inputClass =
  'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700'

interface CatalogFiltersProps {
  readonly query: CatalogQuery
  readonly onChange: (patch: Partial<CatalogQuery>, navigation?: CatalogNavigation) => void
}

function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  )
}

/**
 * The catalogue's search box, filters and sort. The search runs on the server as the learner
 * types (after a short pause) or presses Enter; every choice is written to the URL.
 */
export function CatalogFilters({ query, onChange }: CatalogFiltersProps) {
  const { t } = useLingui()
  const { subjects, levels, sorts } = useCatalogLabels()
  const id = useId()
  const [text, setText] = useState(query.q)
  // The search this box last wrote to the URL: a different one came from elsewhere (back and
  // forward, "Clear filters") and replaces what is typed; our own may lag behind the typing.
  const written = useRef(query.q)

  useEffect(() => {
    if (query.q.trim() === written.current.trim()) return
    written.current = query.q
    setText(query.q)
  }, [query.q])

  useEffect(() => {
    if (text.trim() === written.current.trim()) return
    const timer = setTimeout(() => {
      written.current = text
      onChange({ q: text }, { replace: true })
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, onChange])

  return (
    <search className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <form
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => {
          event.preventDefault()
          if (text.trim() === query.q.trim()) return
          written.current = text
          onChange({ q: text })
        }}
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <Field id={`${id}-q`} label={<Trans>Search courses</Trans>}>
            <input
              id={`${id}-q`}
              type="search"
              enterKeyHint="search"
              maxLength={MAX_SEARCH_LENGTH}
              value={text}
              placeholder={t`e.g. grammar, business`}
              onChange={(event) => setText(event.target.value)}
              className={inputClass}
            />
          </Field>
        </div>
        <Field id={`${id}-subject`} label={<Trans>Subject</Trans>}>
          <select
            id={`${id}-subject`}
            value={query.subject ?? ''}
            onChange={(event) => onChange({ subject: oneOf(COURSE_SUBJECTS, event.target.value) })}
            className={inputClass}
          >
            <option value="">{t`All subjects`}</option>
            {COURSE_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subjects[subject]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-level`} label={<Trans>Level</Trans>}>
          <select
            id={`${id}-level`}
            value={query.level ?? ''}
            onChange={(event) => onChange({ level: oneOf(COURSE_LEVELS, event.target.value) })}
            className={inputClass}
          >
            <option value="">{t`All levels`}</option>
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {levels[level]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-access`} label={<Trans>Price</Trans>}>
          <select
            id={`${id}-access`}
            value={query.access ?? ''}
            onChange={(event) => onChange({ access: oneOf(COURSE_ACCESS, event.target.value) })}
            className={inputClass}
          >
            <option value="">{t`Free and premium`}</option>
            <option value="free">{t`Free courses`}</option>
            <option value="premium">{t`Premium courses`}</option>
          </select>
        </Field>
        <Field id={`${id}-sort`} label={<Trans>Sort by</Trans>}>
          <select
            id={`${id}-sort`}
            value={query.sort}
            onChange={(event) =>
              onChange({ sort: oneOf(CATALOG_SORTS, event.target.value) ?? 'popular' })
            }
            className={inputClass}
          >
            {CATALOG_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {sorts[sort]}
              </option>
            ))}
          </select>
        </Field>
      </form>
    </search>
  )
}
