import { Trans, useLingui } from '@lingui/react/macro'
import { type FormField, postLoginDestination, validateLogin } from '@splendid/domain'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { AuthCallError, signIn } from './auth-calls'
import { AuthCard } from './auth-card'
import { AUTH_MESSAGES } from './auth-messages'
import { FormAlert } from './form-alert'
import { loginErrorMessage } from './server-error-message'
import { SubmitButton } from './submit-button'
import { TextField } from './text-field'
import { useStoredSessionRedirect } from './use-stored-session-redirect'
import { VALIDATION_MESSAGES } from './validation-message'

/**
 * The login screen (spec §2, §4, §5, §8): email and password checked in the domain's order,
 * 'Logging in...' with the inputs disabled while it signs in, the server's message (else
 * 'Login failed', or 'An error occurred during login' when the call throws), and afterwards the
 * page the user came from, else `redirectTo`, else /dashboard — same-origin paths only.
 */
export function LoginPage() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const location = useLocation()
  const formSignInStarted = useStoredSessionRedirect()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [invalidField, setInvalidField] = useState<FormField | null>(null)
  const errorId = useId()
  const emailInput = useRef<HTMLInputElement>(null)
  const passwordInput = useRef<HTMLInputElement>(null)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const invalid = validateLogin({ email, password })
    if (invalid) {
      setError(i18n._(VALIDATION_MESSAGES[invalid.code]))
      setInvalidField(invalid.field)
      const field = invalid.field === 'password' ? passwordInput : emailInput
      field.current?.focus()
      return
    }
    setError(null)
    setInvalidField(null)
    setSubmitting(true)
    formSignInStarted.current = true
    try {
      await signIn(email, password)
      navigate(postLoginDestination(location.state, location.search), { replace: true })
    } catch (thrown) {
      formSignInStarted.current = false
      if (thrown instanceof AuthCallError) {
        setError(loginErrorMessage(thrown.reason, i18n))
      } else {
        console.error('Login failed', thrown)
        setError(i18n._(AUTH_MESSAGES.loginUnexpectedError))
      }
      setSubmitting(false)
    }
  }

  return (
    <AuthCard
      title={<Trans>Log in to Splendid</Trans>}
      subtitle={<Trans>Welcome back! Pick up your courses, homework and live classes.</Trans>}
      footer={
        <>
          <p>
            <Trans>
              New to Splendid?{' '}
              <Link
                to="/signup"
                className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Sign up
              </Link>
            </Trans>
          </p>
          <Link to="/" className="text-slate-600 underline-offset-2 hover:underline">
            <Trans>Back to home</Trans>
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField
          label={t`Email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          ref={emailInput}
          errorId={invalidField === 'email' ? errorId : undefined}
          value={email}
          disabled={submitting}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="current-password"
          dir="ltr"
          ref={passwordInput}
          errorId={invalidField === 'password' ? errorId : undefined}
          value={password}
          disabled={submitting}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="text-end text-sm">
          <Link
            to="/forgot-password"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <Trans>Forgot your password</Trans>
          </Link>
        </div>
        {error ? (
          <FormAlert tone="error" id={errorId}>
            {error}
          </FormAlert>
        ) : null}
        <SubmitButton busy={submitting} busyLabel={i18n._(AUTH_MESSAGES.loggingIn)}>
          <Trans>Log In</Trans>
        </SubmitButton>
      </form>
    </AuthCard>
  )
}
