import { useLingui } from '@lingui/react/macro'
import { I18nError } from './i18n-error'
import { DEFAULT_LOCALE, isLocale, type Locale, otherLocale } from './locale'
import { type SwitchLanguageDeps, switchLanguage } from './switch-language'

/**
 * Each language's name in that language. These are endonyms on purpose: a reader looks for
 * their own language written as they write it, whatever the current interface language.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = Object.freeze({
  en: 'English',
  ar: 'العربية',
})

/** Props of {@link LanguageSwitcher}. */
export type LanguageSwitcherProps = {
  /** Classes for the `<button>` (the component ships no styles). */
  readonly className?: string
  /** Overrides what the switch touches (storage, document, event target, reload); for tests. */
  readonly switchDeps?: SwitchLanguageDeps
  /**
   * Called when the choice cannot be stored ({@link I18nError} `storage-unavailable`).
   * Without it the error is rethrown.
   */
  readonly onError?: (error: I18nError) => void
}

/**
 * A button that switches to the other interface language (spec §4 "Language"). It shows the
 * other language's own name, marked with its `lang` so screen readers pronounce it right, and
 * explains itself in the current language as its title (its accessible description).
 * Must render inside Lingui's `I18nProvider`.
 *
 * @example
 * ```tsx
 * <header className="flex items-center gap-4">
 *   <LanguageSwitcher className="ms-auto rounded px-3 py-1" />
 * </header>
 * ```
 */
export function LanguageSwitcher({ className, switchDeps, onError }: LanguageSwitcherProps) {
  const { i18n, t } = useLingui()
  const current = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const target = otherLocale(current)
  const hint = target === 'ar' ? t`Switch to Arabic` : t`Switch to English`

  function handleClick(): void {
    try {
      switchLanguage(target, switchDeps)
    } catch (error) {
      if (onError !== undefined && error instanceof I18nError) onError(error)
      else throw error
    }
  }

  return (
    <button type="button" className={className} title={hint} onClick={handleClick}>
      <span lang={target}>{LANGUAGE_NAMES[target]}</span>
    </button>
  )
}
