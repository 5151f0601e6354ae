import { defineConfig } from '@lingui/conf'

/** One catalogue for the editor (`src/locales/<locale>.po`); it is small and ships whole. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      // The language switcher's texts live in @splendid/i18n; the editor ships them too.
      include: ['<rootDir>/src', '<rootDir>/../../packages/i18n/src/language-switcher.tsx'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
})
