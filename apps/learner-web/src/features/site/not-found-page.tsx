import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'

/** Any path outside the route table (spec §2): the text 'Page Not Found'. */
export function NotFoundPage() {
  return (
    <div className="mx-auto grid min-h-[50vh] max-w-xl place-items-center px-4 text-center">
      <div>
        <h1 className="text-3xl font-bold">
          <Trans>Page Not Found</Trans>
        </h1>
        <p className="mt-3 text-slate-600">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </p>
        <Link
          to="/"
          className="mt-6 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          <Trans>Back to Home</Trans>
        </Link>
      </div>
    </div>
  )
}
