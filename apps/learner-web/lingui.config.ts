import { defineConfig } from '@lingui/conf'

// `LINGUI_FEATURE=auth lingui extract` touches only that feature's catalogue.
const feature = process.env.LINGUI_FEATURE ?? '{name}'

/**
 * One catalogue per feature folder (`src/features/<name>/locales/<locale>.po`): features are
 * translated independently and `src/app/load-messages.ts` merges them at run time. Code outside
 * `src/features` holds no user-facing text.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: `<rootDir>/src/features/${feature}/locales/{locale}`,
      include: [`<rootDir>/src/features/${feature}`],
      exclude: ['**/*.test.*'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
})
