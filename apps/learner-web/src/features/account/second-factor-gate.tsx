import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { confirmTotpCode, listTotpFactors, MfaError, needsSecondFactor } from './totp-factors'

/**
 * Shows its children only to a session at aal2 when the user has an authenticator app: asks for
 * the app's code first. The database refuses admin writes at aal1 for such users anyway
 * (`public.is_admin()`); this asks before the screen, not instead of the check.
 */
export function SecondFactorGate({ children }: { readonly children: ReactNode }) {
  const { t } = useLingui()
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
      setError(
        thrown instanceof MfaError && thrown.code === 'mfa_verification_failed'
          ? t`That code is not right. Enter the current code from your app.`
          : t`The code could not be checked: ${thrown instanceof Error ? thrown.message : String(thrown)}`,
      )
    } finally {
      setBusy(false)
    }
  }

  if (state === 'passed') return <>{children}</>
  if (state === 'checking') return null
  return (
    <form
      onSubmit={submit}
      className="mx-auto mt-10 max-w-md rounded-xl border border-slate-200 p-5"
    >
      <h1 className="text-xl font-bold text-slate-900">
        <Trans>Enter your authenticator code</Trans>
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>This area needs the code from your authenticator app.</Trans>
      </p>
      <label htmlFor="gate-code" className="mt-4 block text-sm font-medium text-slate-800">
        <Trans>6-digit code</Trans>
      </label>
      <input
        id="gate-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        required
        pattern="[0-9]{6}"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        className="mt-1 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700"
      />
      <button
        type="submit"
        disabled={busy}
        className="mt-4 rounded-xl bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:bg-slate-300 disabled:text-slate-600"
      >
        <Trans>Verify</Trans>
      </button>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  )
}
