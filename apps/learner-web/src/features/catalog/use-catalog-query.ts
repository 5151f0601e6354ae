import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { type CatalogQuery, catalogSearchParams, readCatalogQuery } from './catalog-query'

/** How a change is written to the history: typing replaces the entry, choices push one. */
export interface CatalogNavigation {
  readonly replace?: boolean
}

/**
 * The catalogue's state read from the URL, and `update(patch)` that writes it back. Any change
 * other than the page itself starts again at page 1.
 *
 * @example
 * ```ts
 * const [query, update] = useCatalogQuery()
 * update({ level: 'B1' }) // → /catalog?level=B1
 * ```
 */
export function useCatalogQuery() {
  const [params, setParams] = useSearchParams()
  const query = useMemo(() => readCatalogQuery(params), [params])
  const update = useCallback(
    (patch: Partial<CatalogQuery>, navigation: CatalogNavigation = {}) => {
      setParams(
        (current) => {
          const before = readCatalogQuery(current)
          const page = patch.page ?? 1
          return catalogSearchParams({ ...before, ...patch, page })
        },
        { replace: navigation.replace ?? false },
      )
    },
    [setParams],
  )
  return [query, update] as const
}
