import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Link } from 'react-router'

/** Props of {@link WelcomePanel}. */
export interface WelcomePanelProps {
  readonly className?: string
}

/**
 * The welcome screen of spec §2 as a reusable block: Sign Up and Log In, and the note that
 * continuing means agreeing to the Terms of Service and Privacy Policy (both linked).
 *
 * @example
 * ```tsx
 * {status === 'anonymous' ? <WelcomePanel /> : null}
 * ```
 */
export function WelcomePanel({ className = '' }: WelcomePanelProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-brand-100 bg-white p-6 text-center shadow-[var(--shadow-card)] ${className}`}
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        <Trans>Welcome to Splendid</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Create a free account or log in to continue learning.</Trans>
      </p>
      <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to="/signup"
          className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          <Trans>Sign Up</Trans>
        </Link>
        <Link
          to="/login"
          className="inline-flex h-11 items-center justify-center rounded-lg border border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Trans>Log In</Trans>
        </Link>
      </div>
      <p className="mt-4 text-xs text-slate-600">
        <Trans>
          By continuing, you agree to our{' '}
          <Link to="/terms-of-service" className="font-medium text-brand-700 underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </Trans>
      </p>
    </section>
  )
}
