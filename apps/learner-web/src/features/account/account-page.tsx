import { Trans, useLingui } from '@lingui/react/macro'
import { isLanguage, type Language, PASSWORD_MIN_LENGTH } from '@splendid/domain'
import { LANGUAGE_NAMES } from '@splendid/i18n'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { useLocale } from '../../lib/use-locale'
import { PageContainer } from '../../ui/page-container'
import { AuthCallError, updatePassword } from '../auth/auth-calls'
import { useAuth } from '../auth/use-auth'
import { EmailSettingsSection } from '../notifications/email-settings-section'
import { SubscriptionSection } from '../payments/subscription-section'
import { saveLanguagePreference, updateOwnProfile } from './save-language-preference'
import { TwoFactorSection } from './two-factor-section'
import { profileDetailsKey, useProfileDetails } from './use-profile-details'

const inputClass =
  'mt-1 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:bg-slate-100'
const buttonClass =
  'mt-4 rounded-xl bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:bg-slate-300 disabled:text-slate-600'

type Feedback = { readonly kind: 'ok' | 'error'; readonly text: string } | null

function FeedbackLine({ feedback }: { readonly feedback: Feedback }) {
  if (feedback === null) return null
  return (
    <p
      role={feedback.kind === 'error' ? 'alert' : 'status'}
      className={`mt-3 rounded-lg p-3 text-sm ${
        feedback.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'
      }`}
    >
      {feedback.text}
    </p>
  )
}

/**
 * Settings (/account): account details, the subscription and its payments, name, interface
 * language, password, two-step verification, sign-out.
 */
export function AccountPage() {
  const { t } = useLingui()
  const { user, signOut } = useAuth()
  const userId = user?.id ?? null
  const locale = useLocale()
  const queryClient = useQueryClient()
  const { data: profile, error: loadError } = useProfileDetails(userId)

  const [fullName, setFullName] = useState('')
  const [language, setLanguage] = useState<Language>(locale)
  const [busy, setBusy] = useState<'profile' | 'password' | null>(null)
  const [profileFeedback, setProfileFeedback] = useState<Feedback>(null)
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [passwordFeedback, setPasswordFeedback] = useState<Feedback>(null)

  useEffect(() => {
    if (profile) setFullName(profile.fullName)
  }, [profile])

  async function saveProfile(event: FormEvent) {
    event.preventDefault()
    if (userId === null) return
    if (fullName.trim() === '') {
      setProfileFeedback({ kind: 'error', text: t`Full name is required` })
      return
    }
    setBusy('profile')
    setProfileFeedback(null)
    try {
      await updateOwnProfile(userId, { full_name: fullName.trim() })
      await queryClient.invalidateQueries({ queryKey: profileDetailsKey(userId) })
      if (language !== locale) {
        await saveLanguagePreference(userId, language)
      } else {
        setProfileFeedback({ kind: 'ok', text: t`Your settings were saved.` })
      }
    } catch (error) {
      setProfileFeedback({
        kind: 'error',
        text: t`Could not save your settings: ${error instanceof Error ? error.message : String(error)}`,
      })
    } finally {
      setBusy(null)
    }
  }

  async function changePassword(event: FormEvent) {
    event.preventDefault()
    if (password.length < PASSWORD_MIN_LENGTH) {
      setPasswordFeedback({ kind: 'error', text: t`Password must be at least 6 characters long` })
      return
    }
    if (password !== confirmation) {
      setPasswordFeedback({ kind: 'error', text: t`The passwords do not match.` })
      return
    }
    setBusy('password')
    setPasswordFeedback(null)
    try {
      await updatePassword(password)
    } catch (thrown) {
      // Anything but the server's refusal stays unhandled, as before the call moved.
      if (!(thrown instanceof AuthCallError)) throw thrown
      setBusy(null)
      setPasswordFeedback({ kind: 'error', text: thrown.message })
      return
    }
    setBusy(null)
    setPassword('')
    setConfirmation('')
    setPasswordFeedback({ kind: 'ok', text: t`Your password was changed.` })
  }

  const userType = profile?.userType
  return (
    <PageContainer measure="reading">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Settings</Trans>
      </h1>
      {loadError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <Trans>Could not load your profile: {loadError.message}</Trans>
        </p>
      ) : null}

      <section
        aria-labelledby="account-details"
        className="mt-8 rounded-xl border border-slate-200 p-5"
      >
        <h2 id="account-details" className="text-lg font-semibold text-slate-900">
          <Trans>Account</Trans>
        </h2>
        <dl className="mt-3 grid gap-2 text-sm">
          <div className="flex flex-wrap gap-2">
            <dt className="text-slate-500">
              <Trans>Email</Trans>
            </dt>
            <dd className="font-medium text-slate-900" dir="ltr">
              {user?.email ?? ''}
            </dd>
          </div>
          <div className="flex flex-wrap gap-2">
            <dt className="text-slate-500">
              <Trans>Account type</Trans>
            </dt>
            <dd className="font-medium text-slate-900">
              {userType === 'teacher' ? (
                <Trans>Teacher</Trans>
              ) : userType === 'student' ? (
                <Trans>Student</Trans>
              ) : (
                '…'
              )}
            </dd>
          </div>
        </dl>
      </section>

      <SubscriptionSection signedIn={userId !== null} />

      <form onSubmit={saveProfile} className="mt-6 rounded-xl border border-slate-200 p-5">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Profile</Trans>
        </h2>
        <label htmlFor="account-name" className="mt-3 block text-sm font-medium text-slate-800">
          <Trans>Full Name</Trans>
        </label>
        <input
          id="account-name"
          required
          value={fullName}
          disabled={busy !== null}
          autoComplete="name"
          onChange={(event) => setFullName(event.target.value)}
          className={inputClass}
        />
        <label htmlFor="account-language" className="mt-4 block text-sm font-medium text-slate-800">
          <Trans>Interface language</Trans>
        </label>
        <select
          id="account-language"
          value={language}
          disabled={busy !== null}
          onChange={(event) => {
            if (isLanguage(event.target.value)) setLanguage(event.target.value)
          }}
          className={inputClass}
        >
          <option value="en" lang="en">
            {LANGUAGE_NAMES.en}
          </option>
          <option value="ar" lang="ar">
            {LANGUAGE_NAMES.ar}
          </option>
        </select>
        <button type="submit" disabled={busy !== null} className={buttonClass}>
          {busy === 'profile' ? <Trans>Saving…</Trans> : <Trans>Save settings</Trans>}
        </button>
        <FeedbackLine feedback={profileFeedback} />
      </form>

      <form onSubmit={changePassword} className="mt-6 rounded-xl border border-slate-200 p-5">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Change password</Trans>
        </h2>
        <label htmlFor="account-password" className="mt-3 block text-sm font-medium text-slate-800">
          <Trans>New password</Trans>
        </label>
        <input
          id="account-password"
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
          value={password}
          disabled={busy !== null}
          onChange={(event) => setPassword(event.target.value)}
          className={inputClass}
        />
        <label
          htmlFor="account-password-confirm"
          className="mt-4 block text-sm font-medium text-slate-800"
        >
          <Trans>Confirm new password</Trans>
        </label>
        <input
          id="account-password-confirm"
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
          value={confirmation}
          disabled={busy !== null}
          onChange={(event) => setConfirmation(event.target.value)}
          className={inputClass}
        />
        <button type="submit" disabled={busy !== null} className={buttonClass}>
          {busy === 'password' ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
        </button>
        <FeedbackLine feedback={passwordFeedback} />
      </form>

      <TwoFactorSection />

      <EmailSettingsSection userId={userId} />

      <section
        aria-labelledby="account-signout"
        className="mt-6 rounded-xl border border-slate-200 p-5"
      >
        <h2 id="account-signout" className="text-lg font-semibold text-slate-900">
          <Trans>Sign out</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Sign out of Splendid on this device.</Trans>
        </p>
        <button
          type="button"
          onClick={() => void signOut()}
          className="mt-4 rounded-xl border border-red-700 px-4 py-2 font-semibold text-red-700 hover:bg-red-50"
        >
          <Trans>Sign out</Trans>
        </button>
      </section>
    </PageContainer>
  )
}
