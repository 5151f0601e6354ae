import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { TermsNote } from './terms-note'

/**
 * The welcome screen of spec §2: Sign Up and Log In buttons and the note that continuing means
 * agreeing to the Terms of Service and Privacy Policy. Placed by the landing page (or any page
 * that greets a signed-out visitor).
 *
 * @example
 * ```tsx
 * {status === 'anonymous' ? <WelcomePanel /> : null}
 * ```
 */
export function WelcomePanel() {
  return (
    <section
      aria-labelledby="welcome-panel-title"
      className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-card"
    >
      <h2 id="welcome-panel-title" className="text-xl font-bold text-slate-900">
        <Trans>Welcome to Splendid</Trans>
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>Create a free account or log in to continue learning.</Trans>
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link
          to="/signup"
          className="flex-1 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Trans>Sign Up</Trans>
        </Link>
        <Link
          to="/login"
          className="flex-1 rounded-lg border border-brand-700 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Trans>Log In</Trans>
        </Link>
      </div>
      <div className="mt-4">
        <TermsNote />
      </div>
    </section>
  )
}
