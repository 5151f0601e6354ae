export { activateLocale, type CompiledCatalogue, type LoadMessages } from './activate-locale'
export { type Direction, directionOf } from './direction'
export { applyDocumentLocale } from './document-locale'
export { I18nError, type I18nErrorCode } from './i18n-error'
export { APP_TIME_ZONE, formatDate, formatNumber, intlLocaleOf } from './intl-format'
export {
  LANGUAGE_CHANGE_EVENT,
  type LanguageChangeDetail,
  type LanguageChangeEvent,
} from './language-change-event'
export {
  browserStorage,
  LANGUAGE_STORAGE_KEY,
  type LanguageStorage,
  resolveInitialLocale,
} from './language-storage'
export { LANGUAGE_NAMES, LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher'
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, otherLocale } from './locale'
export { formatNumberPlaceholders } from './number-placeholders'
export { type SetupAppI18nOptions, setupAppI18n } from './setup-app-i18n'
export {
  type SwitchLanguageDeps,
  type SwitchLanguageResult,
  switchLanguage,
} from './switch-language'
