import { Trans, useLingui } from '@lingui/react/macro'
import { validateForgotPasswordEmail } from '@splendid/domain'
import { type FormEvent, useId, useState } from 'react'
import { Link } from 'react-router'
import { AuthCallError, requestPasswordReset } from './auth-calls'
import { AuthCard } from './auth-card'
import { AUTH_MESSAGES } from './auth-messages'
import { FormAlert } from './form-alert'
import { serverErrorMessage } from './server-error-message'
import { SubmitButton } from './submit-button'
import { TextField } from './text-field'
import { VALIDATION_MESSAGES } from './validation-message'

/** The forgot-password form's states (spec §4): idle, sending, sent. */
type ForgotPasswordState =
  | { readonly step: 'idle'; readonly error: string | null }
  | { readonly step: 'sending' }
  | { readonly step: 'sent'; readonly email: string }

const IDLE: ForgotPasswordState = { step: 'idle', error: null }

// The page the reset e-mail links to (spec §7: origin plus /reset-password).
const RESET_PASSWORD_PATH = '/reset-password'

/** The sent state: where the link went, the spam hint and 'Try again'. */
function ResetLinkSent({
  email,
  onTryAgain,
}: {
  readonly email: string
  readonly onTryAgain: () => void
}) {
  const { i18n } = useLingui()
  return (
    <div className="flex flex-col gap-4">
      <FormAlert tone="success">
        <p className="font-semibold">{i18n._(AUTH_MESSAGES.resetEmailSentTitle)}</p>
        <p className="mt-1">
          <Trans>
            Reset link sent to{' '}
            <bdi dir="ltr" className="font-medium">
              {email}
            </bdi>
          </Trans>
        </p>
      </FormAlert>
      <p className="text-sm text-slate-600">{i18n._(AUTH_MESSAGES.resetEmailSpamHint)}</p>
      <button
        type="button"
        onClick={onTryAgain}
        className="w-full rounded-lg border border-brand-700 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {i18n._(AUTH_MESSAGES.tryAgain)}
      </button>
    </div>
  )
}

/**
 * The forgot-password screen (spec §2, §4, §8): 'Send Reset Link' asks for a reset mail that
 * links back to this origin's /reset-password; while sending the button reads 'Sending...' and
 * the input is disabled; a failure shows the service's message (else 'Failed to send reset
 * email. Please try again.') in a red box; once sent it confirms the address and offers 'Try
 * again', which clears the form.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useLingui()
  const [email, setEmail] = useState('')
  const [state, setState] = useState<ForgotPasswordState>(IDLE)
  const errorId = useId()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.step === 'sending') return
    const invalid = validateForgotPasswordEmail(email)
    if (invalid) {
      setState({ step: 'idle', error: i18n._(VALIDATION_MESSAGES[invalid.code]) })
      return
    }
    setState({ step: 'sending' })
    try {
      await requestPasswordReset(email, `${window.location.origin}${RESET_PASSWORD_PATH}`)
      setState({ step: 'sent', email })
    } catch (thrown) {
      if (thrown instanceof AuthCallError) {
        setState({
          step: 'idle',
          error: serverErrorMessage(thrown.reason, i18n, AUTH_MESSAGES.resetEmailFailed),
        })
        return
      }
      console.error('Could not send the reset e-mail', thrown)
      setState({ step: 'idle', error: i18n._(AUTH_MESSAGES.resetEmailFailed) })
    }
  }

  function tryAgain() {
    setEmail('')
    setState(IDLE)
  }

  const footer = (
    <Link to="/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      {i18n._(AUTH_MESSAGES.backToLogin)}
    </Link>
  )

  switch (state.step) {
    case 'sent':
      return (
        <AuthCard title={i18n._(AUTH_MESSAGES.forgotPasswordTitle)} footer={footer}>
          <ResetLinkSent email={state.email} onTryAgain={tryAgain} />
        </AuthCard>
      )
    case 'idle':
    case 'sending': {
      const sending = state.step === 'sending'
      const error = state.step === 'idle' ? state.error : null
      return (
        <AuthCard
          title={i18n._(AUTH_MESSAGES.forgotPasswordTitle)}
          subtitle={
            <Trans>
              Enter the e-mail address of your account and we will send you a reset link.
            </Trans>
          }
          footer={footer}
        >
          <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
            <TextField
              label={t`Email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              errorId={error ? errorId : undefined}
              value={email}
              disabled={sending}
              onChange={(event) => setEmail(event.target.value)}
            />
            {error ? (
              <FormAlert tone="error" id={errorId}>
                {error}
              </FormAlert>
            ) : null}
            <SubmitButton busy={sending} busyLabel={i18n._(AUTH_MESSAGES.sending)}>
              {i18n._(AUTH_MESSAGES.sendResetLink)}
            </SubmitButton>
          </form>
        </AuthCard>
      )
    }
    default: {
      const unreachable: never = state
      throw new Error(`Unknown forgot-password state ${JSON.stringify(unreachable)}`)
    }
  }
}
