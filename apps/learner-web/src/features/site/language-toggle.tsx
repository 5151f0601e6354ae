import { useLingui } from '@lingui/react/macro'
import { isLocale, LANGUAGE_NAMES, type Locale, otherLocale, switchLanguage } from '@splendid/i18n'
import { useAfterHydration } from '../../lib/use-after-hydration'

/**
 * The header's language switcher (spec §4 Language), visible at every width: shows the other
 * language's own name and, through @splendid/i18n's `switchLanguage`, stores the choice under
 * `language`, sets `<html lang dir>`, announces the change and reloads. Built here rather than
 * with i18n's `LanguageSwitcher` so its accessible name comes from this feature's catalogue.
 * On a prerendered page it is disabled until the app has hydrated: a click before then would
 * otherwise be silently lost.
 */
export function LanguageToggle() {
  const { i18n, t } = useLingui()
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : 'en'
  const target = otherLocale(current)
  const label = target === 'ar' ? t`Switch to Arabic` : t`Switch to English`
  const ready = useAfterHydration()

  return (
    <button
      type="button"
      disabled={!ready}
      onClick={() => {
        try {
          switchLanguage(target)
        } catch (error) {
          // Only a refused storage write gets here: staying in the current language is the
          // honest outcome, and the reason goes to the console.
          console.error('Could not switch the language', error)
        }
      }}
      className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-wait"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      {/* The hint is part of the button's text (hidden visually) rather than an aria-label, so
          the accessible name always contains the visible language name. */}
      <span className="sr-only">{label}: </span>
      <span lang={target}>{LANGUAGE_NAMES[target]}</span>
    </button>
  )
}
