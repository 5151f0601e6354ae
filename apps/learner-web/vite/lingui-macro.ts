import { transformAsync } from '@babel/core'
import type { Plugin } from 'vite'

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/

/**
 * Compiles Lingui macros (`t`, `msg`, `<Trans>`, `useLingui` from `@lingui/*\/macro`) with
 * Lingui's Babel plugin, before React's transform sees the file.
 *
 * Why not `@vitejs/plugin-react`'s `babel` option: in v6 that goes through
 * `@rolldown/plugin-babel`, whose engines require Node 22; this runs @babel/core 7 directly
 * on the few files that import a macro, so the rest of the app keeps the fast oxc path.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'splendid:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const path = id.split('?', 1)[0] ?? id
      if (!/\.[jt]sx?$/.test(path) || path.includes('/node_modules/')) return null
      if (!MACRO_IMPORT.test(code)) return null
      const result = await transformAsync(code, {
        filename: path,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      })
      if (!result?.code) return null
      return { code: result.code, map: result.map ?? null }
    },
  }
}
