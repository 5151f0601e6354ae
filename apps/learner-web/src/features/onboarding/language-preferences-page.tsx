import { Trans, useLingui } from '@lingui/react/macro'
import type { Language } from '@splendid/domain'
import { LANGUAGE_NAMES } from '@splendid/i18n'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { saveLanguagePreference } from '../account/save-language-preference'
import { useAuth } from '../auth/use-auth'
import { OnboardingFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from './onboarding-frame'

const NEXT_STEP = '/placement-assessment'

/**
 * Onboarding step 2 (/language-preferences): the interface language. Saves preferred_language
 * and the next step; only after saving, a different language is switched to (which reloads the
 * page — straight onto step 3).
 */
export function LanguagePreferencesPage() {
  const { t } = useLingui()
  const { user } = useAuth()
  const locale = useLocale()
  const navigate = useNavigate()
  const [language, setLanguage] = useState<Language>(locale)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!user) return
    setBusy(true)
    setError(null)
    try {
      await saveLanguagePreference(user.id, language, {
        extra: { onboarding_step: 3 },
        switchDeps: { reload: () => window.location.assign(NEXT_STEP) },
      })
      if (language === locale) void navigate(NEXT_STEP)
    } catch (cause) {
      setError(t`Could not save: ${cause instanceof Error ? cause.message : String(cause)}`)
      setBusy(false)
    }
  }

  const options: ReadonlyArray<{ value: Language; hint: string }> = [
    { value: 'en', hint: t`Menus and lessons in English` },
    { value: 'ar', hint: t`Menus in Arabic, right to left` },
  ]

  return (
    <OnboardingFrame
      step={2}
      title={<Trans>Choose your language</Trans>}
      intro={
        <Trans>Which language should Splendid use? You can change it any time in Settings.</Trans>
      }
    >
      <form onSubmit={onSubmit} className="space-y-6">
        <fieldset>
          <legend className="font-medium text-slate-800">
            <Trans>Interface language</Trans>
          </legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {options.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
              >
                <input
                  type="radio"
                  name="language"
                  value={option.value}
                  checked={language === option.value}
                  disabled={busy}
                  onChange={() => setLanguage(option.value)}
                  className="mt-1 size-4 accent-blue-700"
                />
                <span>
                  <span lang={option.value} className="block text-lg font-semibold text-slate-900">
                    {LANGUAGE_NAMES[option.value]}
                  </span>
                  <span className="block text-sm text-slate-600">{option.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div className="flex justify-between gap-3">
          <button
            type="button"
            onClick={() => void navigate('/onboarding')}
            className={SECONDARY_BUTTON}
          >
            <Trans>Back</Trans>
          </button>
          <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
            <Trans>Continue</Trans>
          </button>
        </div>
      </form>
    </OnboardingFrame>
  )
}
