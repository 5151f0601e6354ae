import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { TotpCodeField } from './totp-code-field'
import {
  confirmTotpCode,
  listTotpFactors,
  MfaError,
  removeTotpFactor,
  startTotpEnrollment,
  type TotpEnrollment,
  type TotpFactor,
} from './totp-factors'

const buttonClass =
  'mt-4 rounded-xl bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:bg-slate-300 disabled:text-slate-600'

/** Two-step verification on /account: set up an authenticator app, list and remove it. */
export function TwoFactorSection() {
  const { t } = useLingui()
  const [factors, setFactors] = useState<TotpFactor[] | null>(null)
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null)

  const describe = useCallback(
    (error: unknown) => {
      if (error instanceof MfaError && error.code === 'mfa_verification_failed') {
        return t`That code is not right. Enter the current code from your app.`
      }
      if (error instanceof MfaError && error.code === 'over_request_rate_limit') {
        return t`Too many attempts. Wait a minute, then try again.`
      }
      if (error instanceof MfaError && error.code === 'insufficient_aal') {
        return t`Sign in again with your authenticator code to change this.`
      }
      return t`Two-step verification could not be changed: ${error instanceof Error ? error.message : String(error)}`
    },
    [t],
  )

  const reload = useCallback(async () => {
    try {
      setFactors((await listTotpFactors()).filter((factor) => factor.verified))
    } catch (error) {
      setMessage({ kind: 'error', text: describe(error) })
    }
  }, [describe])

  useEffect(() => {
    void reload()
  }, [reload])

  async function run(action: () => Promise<void>, done: string) {
    setBusy(true)
    setMessage(null)
    try {
      await action()
      setMessage({ kind: 'ok', text: done })
    } catch (error) {
      setMessage({ kind: 'error', text: describe(error) })
    } finally {
      setBusy(false)
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault()
    if (enrollment === null) return
    await run(async () => {
      await confirmTotpCode(enrollment.factorId, code)
      setEnrollment(null)
      setCode('')
      await reload()
    }, t`Two-step verification is on.`)
  }

  return (
    <section aria-labelledby="two-factor" className="mt-6 rounded-xl border border-slate-200 p-5">
      <h2 id="two-factor" className="text-lg font-semibold text-slate-900">
        <Trans>Two-step verification</Trans>
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>Ask for a code from an authenticator app after your password.</Trans>
      </p>
      {factors !== null && factors.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {factors.map((factor) => (
            <li key={factor.id} className="flex flex-wrap items-center gap-3 text-sm">
              <span className="font-medium text-slate-900">
                {factor.friendlyName || t`Authenticator app`}
              </span>
              <button
                type="button"
                disabled={busy}
                className="ms-auto rounded-lg border border-red-300 px-3 py-1 text-red-800 hover:bg-red-50"
                onClick={() =>
                  void run(async () => {
                    await removeTotpFactor(factor.id)
                    await reload()
                  }, t`Two-step verification is off.`)
                }
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {enrollment === null ? (
        factors !== null && factors.length === 0 ? (
          <button
            type="button"
            disabled={busy}
            className={buttonClass}
            onClick={() =>
              void run(async () => {
                setEnrollment(await startTotpEnrollment(t`Authenticator app`))
              }, t`Scan the code, then enter the code your app shows.`)
            }
          >
            <Trans>Set up an authenticator app</Trans>
          </button>
        ) : null
      ) : (
        <form onSubmit={confirm} className="mt-4">
          <img
            src={enrollment.qrCode}
            alt={t`QR code to scan with your authenticator app`}
            className="size-48 rounded-lg border border-slate-200 bg-white"
          />
          <p className="mt-3 text-sm text-slate-700">
            <Trans>Or enter this key in your app:</Trans>{' '}
            <code dir="ltr" data-testid="totp-secret" className="break-all font-mono">
              {enrollment.secret}
            </code>
          </p>
          <TotpCodeField id="totp-code" value={code} onChange={setCode} />
          <button type="submit" disabled={busy} className={buttonClass}>
            <Trans>Turn on</Trans>
          </button>
        </form>
      )}
      {message ? (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`mt-3 rounded-lg p-3 text-sm ${
            message.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'
          }`}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  )
}
