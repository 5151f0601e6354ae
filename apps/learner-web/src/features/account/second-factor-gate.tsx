import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { useAuth } from '../auth/use-auth'
import { TotpCodeField } from './totp-code-field'
import { confirmTotpCode, listTotpFactors, MfaError, needsSecondFactor } from './totp-factors'

/**
 * Shows its children only to a session at aal2 when the user has an authenticator app: right
 * after the password, every signed-in screen first asks for the app's code (or offers to sign
 * out). The database refuses admin writes at aal1 for such users anyway (`public.is_admin()`);
 * this asks before the screen, not instead of the check.
 */
export function SecondFactorGate({
  children,
  checking = null,
}: {
  readonly children: ReactNode
  /** Shown while the session's level is read (a few milliseconds, from the stored session). */
  readonly checking?: ReactNode
}) {
  const { t } = useLingui()
  const { signOut } = useAuth()
  const [state, setState] = useState<'checking' | 'needed' | 'passed'>('checking')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    needsSecondFactor()
      .then((needed) => {
        if (live) setState(needed ? 'needed' : 'passed')
      })
      .catch(() => {
        // The level could not be read: show the screen; the database still refuses an aal1
        // admin write for a user with a factor, so nothing is opened by this.
        if (live) setState('passed')
      })
    return () => {
      live = false
    }
  }, [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const factor = (await listTotpFactors()).find((candidate) => candidate.verified)
      if (factor === undefined) {
        setState('passed')
        return
      }
      await confirmTotpCode(factor.id, code)
      setState('passed')
    } catch (thrown) {
      const reason = thrown instanceof MfaError ? thrown.code : undefined
      setError(
        reason === 'mfa_verification_failed'
          ? t`That code is not right. Enter the current code from your app.`
          : reason === 'over_request_rate_limit'
            ? t`Too many attempts. Wait a minute, then try again.`
            : t`The code could not be checked: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
      )
    } finally {
      setBusy(false)
    }
  }

  if (state === 'passed') return <>{children}</>
  if (state === 'checking') return <>{checking}</>
  return (
    <form
      onSubmit={submit}
      className="mx-auto mt-10 max-w-md rounded-xl border border-slate-200 p-5"
    >
      <h1 className="text-xl font-bold text-slate-900">
        <Trans>Enter your authenticator code</Trans>
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>
          Your account has two-step verification. Enter the 6-digit code your authenticator app
          shows.
        </Trans>
      </p>
      <TotpCodeField id="gate-code" value={code} onChange={setCode} />
      <button
        type="submit"
        disabled={busy}
        className="mt-4 rounded-xl bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:bg-slate-300 disabled:text-slate-600"
      >
        <Trans>Verify</Trans>
      </button>
      <button
        type="button"
        onClick={() => void signOut()}
        className="ms-3 mt-4 rounded-xl px-4 py-2 font-semibold text-blue-800 underline-offset-2 hover:underline"
      >
        <Trans>Sign out</Trans>
      </button>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  )
}
