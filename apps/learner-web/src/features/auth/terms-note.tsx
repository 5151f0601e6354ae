import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800'

/** "By continuing, you agree to our Terms of Service and Privacy Policy" with both links (spec §2). */
export function TermsNote() {
  return (
    <p className="text-center text-xs leading-relaxed text-slate-600">
      <Trans>
        By continuing, you agree to our{' '}
        <Link to="/terms-of-service" className={linkClass}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy-policy" className={linkClass}>
          Privacy Policy
        </Link>
        .
      </Trans>
    </p>
  )
}
