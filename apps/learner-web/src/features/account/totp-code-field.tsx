import { Trans } from '@lingui/react/macro'

/** The labelled 6-digit field for an authenticator app's code (enrolment and sign-in alike). */
export function TotpCodeField({
  id,
  value,
  onChange,
}: {
  readonly id: string
  readonly value: string
  readonly onChange: (value: string) => void
}) {
  return (
    <>
      <label htmlFor={id} className="mt-4 block text-sm font-medium text-slate-800">
        <Trans>6-digit code</Trans>
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        required
        pattern="[0-9]{6}"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700"
      />
    </>
  )
}
