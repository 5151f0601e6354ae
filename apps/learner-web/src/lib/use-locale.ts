import { useLingui } from '@lingui/react'
import { isLocale, type Locale } from '@splendid/i18n'

/** The interface language in use ('en' or 'ar'). */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : 'en'
}
