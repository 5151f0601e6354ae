import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'

/** A two-level breadcrumb back to Home (spec §2 Legal pages); `current` is this page's name. */
export function Breadcrumb({ current }: { readonly current: string }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link to="/" className="font-medium text-brand-700 hover:underline">
            <Trans>Home</Trans>
          </Link>
        </li>
        <li aria-hidden="true">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4 text-slate-400 rtl:-scale-x-100"
            fill="none"
          >
            <path
              d="M7.5 4.5L13 10l-5.5 5.5"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
