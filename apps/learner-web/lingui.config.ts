import { defineConfig } from '@lingui/conf'

// `LINGUI_FEATURE=auth lingui extract` touches only that feature's catalogue.
const feature = process.env.LINGUI_FEATURE ?? '{name}'

const featureCatalogue = {
  path: `<rootDir>/src/features/${feature}/locales/{locale}`,
  include: [`<rootDir>/src/features/${feature}`],
  exclude: ['**/*.test.*'],
}

const uiCatalogue = {
  path: '<rootDir>/src/ui/locales/{locale}',
  include: ['<rootDir>/src/ui'],
  exclude: ['**/*.test.*'],
}

/**
 * One catalogue per feature folder (`src/features/<name>/locales/<locale>.po`) and one for the
 * shared components (`src/ui/locales/<locale>.po`): features are translated independently and
 * `src/app/load-messages.ts` merges them at run time. Code outside `src/features` and `src/ui`
 * holds no user-facing text. `LINGUI_FEATURE=ui` extracts the shared components only.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    ...(feature === 'ui' ? [] : [featureCatalogue]),
    ...(feature === '{name}' || feature === 'ui' ? [uiCatalogue] : []),
  ],
  format: 'po',
  orderBy: 'messageId',
})
