import { Trans, useLingui } from '@lingui/react/macro'
import {
  DASHBOARD_PATH,
  type FormField,
  LOCAL_STORAGE_KEYS,
  PASSWORD_MIN_LENGTH,
  resolveUserType,
  type UserType,
  validateSignUp,
} from '@splendid/domain'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { browserStorage } from '../../lib/browser-storage'
import { AuthCallError, signUp } from './auth-calls'
import { AuthCard } from './auth-card'
import { AUTH_MESSAGES } from './auth-messages'
import { FormAlert } from './form-alert'
import { serverErrorMessage } from './server-error-message'
import { SubmitButton } from './submit-button'
import { TermsNote } from './terms-note'
import { TextField } from './text-field'
import { useStoredSessionRedirect } from './use-stored-session-redirect'
import { UserTypeChoice } from './user-type-choice'
import { VALIDATION_MESSAGES } from './validation-message'

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline'

/**
 * The sign-up screen (spec §2, §4, §5, §8): student or teacher (from the `user` query, then the
 * stored `userType`, default student), Full Name, Email and Password checked in the domain's
 * order, 'Creating account...' with the inputs disabled, and then either the dashboard (a
 * session came back) or the e-mail confirmation message with a log-in link.
 */
export function SignupPage() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const location = useLocation()
  const formSignInStarted = useStoredSessionRedirect()
  const [userType, setUserType] = useState<UserType>(() =>
    resolveUserType(location.search, browserStorage.get(LOCAL_STORAGE_KEYS.userType)),
  )
  const [fullName, setFullName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [invalidField, setInvalidField] = useState<FormField | null>(null)
  const errorId = useId()
  const inputs = {
    fullName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  } satisfies Record<FormField, unknown>
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false)

  function chooseUserType(next: UserType) {
    setUserType(next)
    browserStorage.set(LOCAL_STORAGE_KEYS.userType, next)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const invalid = validateSignUp({ fullName, email, password })
    if (invalid) {
      setError(i18n._(VALIDATION_MESSAGES[invalid.code]))
      setInvalidField(invalid.field)
      inputs[invalid.field].current?.focus()
      return
    }
    setError(null)
    setInvalidField(null)
    setSubmitting(true)
    browserStorage.set(LOCAL_STORAGE_KEYS.userType, userType)
    formSignInStarted.current = true
    try {
      const { signedIn } = await signUp({
        email,
        password,
        fullName,
        userType,
        emailRedirectTo: window.location.origin,
      })
      if (signedIn) {
        // Signed in at once; the onboarding redirect takes a new user on from the dashboard.
        navigate(DASHBOARD_PATH, { replace: true })
        return
      }
      formSignInStarted.current = false
      setSubmitting(false)
      setAwaitingConfirmation(true)
    } catch (thrown) {
      formSignInStarted.current = false
      if (thrown instanceof AuthCallError) {
        setError(serverErrorMessage(thrown.reason, i18n, AUTH_MESSAGES.signUpFailed))
      } else {
        console.error('Sign-up failed', thrown)
        setError(i18n._(AUTH_MESSAGES.signUpFailed))
      }
      setSubmitting(false)
    }
  }

  const footer = (
    <>
      <p>
        <Trans>
          Already have an account?{' '}
          <Link to="/login" className={linkClass}>
            Log in
          </Link>
        </Trans>
      </p>
      <Link to="/" className="text-slate-600 underline-offset-2 hover:underline">
        <Trans>Back to home</Trans>
      </Link>
    </>
  )

  if (awaitingConfirmation) {
    return (
      <AuthCard title={<Trans>Sign Up as Student or Teacher</Trans>} footer={footer}>
        <div className="flex flex-col gap-4">
          <FormAlert tone="success">{i18n._(AUTH_MESSAGES.signUpConfirmEmail)}</FormAlert>
          <Link
            to="/login"
            className="block rounded-lg bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Trans>Go to log in</Trans>
          </Link>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title={<Trans>Sign Up as Student or Teacher</Trans>}
      subtitle={
        <Trans>Join free video courses, live tutoring and an AI tutor in English and Arabic.</Trans>
      }
      footer={footer}
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <UserTypeChoice value={userType} onChange={chooseUserType} disabled={submitting} />
        <TextField
          label={t`Full Name`}
          type="text"
          name="name"
          autoComplete="name"
          ref={inputs.fullName}
          errorId={invalidField === 'fullName' ? errorId : undefined}
          value={fullName}
          disabled={submitting}
          onChange={(event) => setFullName(event.target.value)}
        />
        <TextField
          label={t`Email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          ref={inputs.email}
          errorId={invalidField === 'email' ? errorId : undefined}
          value={email}
          disabled={submitting}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          dir="ltr"
          ref={inputs.password}
          errorId={invalidField === 'password' ? errorId : undefined}
          value={password}
          disabled={submitting}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error ? (
          <FormAlert tone="error" id={errorId}>
            {error}
          </FormAlert>
        ) : null}
        <SubmitButton busy={submitting} busyLabel={i18n._(AUTH_MESSAGES.creatingAccount)}>
          <Trans>Create account</Trans>
        </SubmitButton>
        <TermsNote />
      </form>
    </AuthCard>
  )
}
