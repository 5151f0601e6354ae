import type { LinguiConfig } from '@lingui/conf'
import { DEFAULT_LOCALE, LOCALES } from '../locale'
import { poFormatter } from './po-format'

/** Where an app keeps its catalogues, relative to the Lingui root (the config file's folder). */
export const CATALOGUE_PATH = '<rootDir>/src/locales/{locale}/messages'

/** Options of {@link defineLinguiConfig}. */
export type DefineLinguiConfigOptions = {
  /**
   * The folder `<rootDir>` stands for. Defaults to the folder of the `lingui.config.ts` file,
   * which is what an app wants.
   */
  readonly rootDir?: string
  /** Source folders or globs to extract from. Defaults to `['<rootDir>/src']`. */
  readonly include?: readonly string[]
  /** Globs to skip, in addition to test files (`**\/*.test.*`). */
  readonly exclude?: readonly string[]
}

/**
 * The Lingui configuration every Splendid app shares: locales `en` (source) and `ar`, PO
 * catalogues at `src/locales/{locale}/messages.po`, compiled to TypeScript
 * (`src/locales/{locale}/messages.ts`), English as the fallback of missing Arabic texts.
 *
 * @example
 * ```ts
 * // apps/learner-web/lingui.config.ts
 * import { defineLinguiConfig } from '@splendid/i18n/lingui-config'
 *
 * export default defineLinguiConfig()
 * ```
 */
export function defineLinguiConfig(options: DefineLinguiConfigOptions = {}): LinguiConfig {
  return {
    ...(options.rootDir === undefined ? {} : { rootDir: options.rootDir }),
    locales: [...LOCALES],
    sourceLocale: DEFAULT_LOCALE,
    fallbackLocales: { default: DEFAULT_LOCALE },
    catalogs: [
      {
        path: CATALOGUE_PATH,
        include: [...(options.include ?? ['<rootDir>/src'])],
        exclude: ['**/*.test.*', ...(options.exclude ?? [])],
      },
    ],
    format: poFormatter(),
    orderBy: 'message',
    compileNamespace: 'ts',
  }
}
