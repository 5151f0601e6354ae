import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { DASHBOARD_PATH, PASSWORD_MIN_LENGTH } from '@splendid/domain'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { AuthCallError, updatePassword } from './auth-calls'
import { AuthCard } from './auth-card'
import { FormAlert } from './form-alert'
import { checkNewPassword, type NewPasswordErrorCode } from './new-password-rules'
import { type RecoveryLinkError, recoveryLinkError } from './recovery-link-error'
import { serverErrorMessage } from './server-error-message'
import { SubmitButton } from './submit-button'
import { TextField } from './text-field'
import { useAuth } from './use-auth'

const NEW_PASSWORD_MESSAGES: Readonly<Record<NewPasswordErrorCode, MessageDescriptor>> = {
  'password-too-short': msg`Password must be at least 6 characters long`,
  'passwords-mismatch': msg`Passwords do not match`,
}

const buttonLinkClass =
  'block rounded-lg bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/** The new-password form's own states; the session decides whether it is shown at all. */
type FormState =
  | { readonly step: 'editing'; readonly error: string | null }
  | { readonly step: 'saving' }
  | { readonly step: 'saved' }

/**
 * /reset-password, where the reset e-mail's link lands (spec §2, §7). supabase-js takes the
 * recovery session from the URL fragment when the app starts (PASSWORD_RECOVERY), so with a
 * session present the page asks for a new password (at least 6 characters, typed twice) and
 * saves it with `updateUser`; without one — the link expired, was used, or was never valid — it
 * says so and links to /forgot-password for a new link.
 */
export function ResetPasswordPage() {
  const { t, i18n } = useLingui()
  const { status } = useAuth()
  // Read once: supabase-js leaves an error fragment in place, and nothing else changes it.
  const [linkError] = useState<RecoveryLinkError | null>(() =>
    recoveryLinkError(window.location.hash),
  )
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [form, setForm] = useState<FormState>({ step: 'editing', error: null })

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (form.step !== 'editing') return
    const problem = checkNewPassword(password, confirmation)
    if (problem) {
      setForm({ step: 'editing', error: i18n._(NEW_PASSWORD_MESSAGES[problem]) })
      return
    }
    setForm({ step: 'saving' })
    try {
      await updatePassword(password)
      setForm({ step: 'saved' })
    } catch (thrown) {
      if (thrown instanceof AuthCallError) {
        setForm({
          step: 'editing',
          error: serverErrorMessage(
            thrown.reason,
            i18n,
            msg`Could not update your password. Please try again.`,
          ),
        })
        return
      }
      console.error('Could not update the password', thrown)
      setForm({ step: 'editing', error: t`Could not update your password. Please try again.` })
    }
  }

  const title = <Trans>Choose a new password</Trans>
  const footer = (
    <Link to="/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      <Trans>Back to login</Trans>
    </Link>
  )

  if (form.step === 'saved') {
    return (
      <AuthCard title={title} footer={footer}>
        <div className="flex flex-col gap-4">
          <FormAlert tone="success">
            <Trans>Your password has been updated. You are signed in with your new password.</Trans>
          </FormAlert>
          <Link to={DASHBOARD_PATH} className={buttonLinkClass}>
            <Trans>Continue to your dashboard</Trans>
          </Link>
        </div>
      </AuthCard>
    )
  }

  if (status === 'loading') {
    return (
      <AuthCard title={title} footer={footer}>
        <p role="status" className="animate-pulse text-center text-sm text-slate-600">
          <Trans>Checking your reset link…</Trans>
        </p>
      </AuthCard>
    )
  }

  if (status === 'anonymous' || linkError !== null) {
    return (
      <AuthCard title={<Trans>This reset link can't be used</Trans>} footer={footer}>
        <div className="flex flex-col gap-4">
          <FormAlert tone="error">
            <p>
              <Trans>
                The password reset link has expired or is invalid. Reset links work once and for a
                limited time.
              </Trans>
            </p>
            {linkError?.description ? (
              <p className="mt-1 text-red-700" dir="auto">
                {linkError.description}
              </p>
            ) : null}
          </FormAlert>
          <Link to="/forgot-password" className={buttonLinkClass}>
            <Trans>Request a new reset link</Trans>
          </Link>
        </div>
      </AuthCard>
    )
  }

  const saving = form.step === 'saving'
  return (
    <AuthCard
      title={title}
      subtitle={<Trans>Use at least 6 characters. You will stay signed in afterwards.</Trans>}
      footer={footer}
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField
          label={t`New password`}
          type="password"
          name="new-password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          dir="ltr"
          value={password}
          disabled={saving}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t`Confirm new password`}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          dir="ltr"
          value={confirmation}
          disabled={saving}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        {form.step === 'editing' && form.error ? (
          <FormAlert tone="error">{form.error}</FormAlert>
        ) : null}
        <SubmitButton busy={saving} busyLabel={<Trans>Saving...</Trans>}>
          <Trans>Save new password</Trans>
        </SubmitButton>
      </form>
    </AuthCard>
  )
}
