import { type BabelFileResult, transformAsync } from '@babel/core'
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro'
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf'
import type { Plugin } from 'vite'

/** Matches a static import of Lingui's macros, the only files worth handing to Babel. */
export const LINGUI_MACRO_IMPORT = /from\s*['"]@lingui\/(?:core|react)\/macro['"]/

/**
 * Module ids Babel can parse for the macros: .js/.jsx/.ts/.tsx (and .mjs/.cjs/.mts/.cts),
 * with or without a Vite query (`?t=…`).
 */
export const MACRO_SOURCE_FILE = /\.[cm]?[jt]sx?(?:\?|$)/

/** The code and source map produced by {@link transformLinguiMacros}. */
export type MacroTransformResult = {
  readonly code: string
  readonly map: NonNullable<BabelFileResult['map']> | null
}

/**
 * Compiles Lingui's macros (`t`, `msg`, `plural`, `<Trans>`, `useLingui` from
 * `@lingui/core/macro` and `@lingui/react/macro`) in one module with Lingui's Babel plugin,
 * leaving TypeScript and JSX in place for Vite's own transform. Resolves to `null` when the
 * module does not import a macro.
 *
 * @param id - the module id; its extension decides whether the file is parsed as TypeScript and
 * whether JSX is allowed (a `.ts` file must not be parsed with JSX: `<T>value` is a type cast).
 *
 * @example
 * ```ts
 * const out = await transformLinguiMacros(code, '/app/src/header.tsx', getConfig({ cwd }))
 * ```
 */
export async function transformLinguiMacros(
  code: string,
  id: string,
  linguiConfig: LinguiConfigNormalized,
): Promise<MacroTransformResult | null> {
  const filename = id.split('?', 1)[0] ?? id
  if (!MACRO_SOURCE_FILE.test(filename) || !LINGUI_MACRO_IMPORT.test(code)) return null
  const typescript = /\.[cm]?tsx?$/.test(filename)
  const jsx = filename.endsWith('x') || !typescript
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: {
      plugins: [
        ...(typescript ? (['typescript'] as const) : []),
        ...(jsx ? (['jsx'] as const) : []),
      ],
    },
    plugins: [[linguiMacroPlugin, { linguiConfig }]],
  })
  if (result?.code == null) return null
  return { code: result.code, map: result.map ?? null }
}

/** Options of {@link linguiMacro}. */
export type LinguiMacroOptions = {
  /** Path of the Lingui config file. Default: found from Vite's root (`lingui.config.ts`). */
  readonly configPath?: string
}

/**
 * A Vite plugin that compiles Lingui macros with `@babel/core` 7 before Vite's own (oxc)
 * transform. It exists because `@vitejs/plugin-react` 6 hands Babel plugins to
 * `@rolldown/plugin-babel`, which needs Node 22, and Splendid runs on Node 20. Only modules that
 * import `@lingui/core/macro` or `@lingui/react/macro` go through Babel (a Rolldown hook
 * filter skips the rest without leaving Rust).
 *
 * Place it first; keep `lingui()` from `@lingui/vite-plugin` after `react()`, which turns a
 * forgotten macro set-up into a clear build error.
 *
 * @example
 * ```ts
 * // vite.config.ts
 * import { lingui } from '@lingui/vite-plugin'
 * import react from '@vitejs/plugin-react'
 * import { linguiMacro } from '@splendid/i18n/vite'
 * import { defineConfig } from 'vite'
 *
 * export default defineConfig({ plugins: [linguiMacro(), react(), lingui()] })
 * ```
 */
export function linguiMacro(options: LinguiMacroOptions = {}): Plugin {
  let linguiConfig: LinguiConfigNormalized | undefined
  return {
    name: 'splendid:lingui-macro',
    enforce: 'pre',
    configResolved(config) {
      linguiConfig = getConfig({
        cwd: config.root,
        ...(options.configPath === undefined ? {} : { configPath: options.configPath }),
      })
    },
    transform: {
      filter: {
        id: { include: [MACRO_SOURCE_FILE], exclude: [/\/node_modules\//] },
        code: LINGUI_MACRO_IMPORT,
      },
      async handler(code, id) {
        if (id.includes('/node_modules/')) return null
        linguiConfig ??= getConfig({ cwd: process.cwd() })
        return transformLinguiMacros(code, id, linguiConfig)
      },
    },
  }
}
