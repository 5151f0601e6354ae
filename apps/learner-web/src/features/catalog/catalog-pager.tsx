import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '@splendid/i18n'
import { Link } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { type CatalogQuery, catalogPath } from './catalog-query'

const linkClass =
  'inline-flex min-h-11 items-center rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100'

/** Previous / next links between result pages, with "Page 2 of 3"; nothing when one page. */
export function CatalogPager({ query, pages }: { query: CatalogQuery; pages: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (pages <= 1) return null
  const page = Math.min(query.page, pages)
  const current = formatNumber(page, locale)
  const last = formatNumber(pages, locale)
  return (
    <nav aria-label={t`Result pages`} className="mt-8 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={catalogPath({ ...query, page: page - 1 })} className={linkClass}>
          <Trans>Previous page</Trans>
        </Link>
      ) : null}
      <p className="text-sm text-slate-700" aria-current="page">
        <Trans>
          Page {current} of {last}
        </Trans>
      </p>
      {page < pages ? (
        <Link to={catalogPath({ ...query, page: page + 1 })} className={linkClass}>
          <Trans>Next page</Trans>
        </Link>
      ) : null}
    </nav>
  )
}
