import type { Options } from 'tsup'

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number]

/**
 * Bundles `import ts from 'typescript'` as a `require` of the installed TypeScript: Node imports a
 * CommonJS file into ES modules only after scanning all of it for named exports, which for
 * TypeScript's 9 MB compiler took 280 of the 440 ms its import cost the command before it could
 * listen (README "Start-up"). tsup must not take `typescript` for external first (`noExternal`).
 */
export const typescriptByRequire: EsbuildPlugin = {
  name: 'typescript-by-require',
  setup(build) {
    build.onResolve({ filter: /^typescript$/ }, () => ({
      path: 'typescript',
      namespace: 'typescript-by-require',
    }))
    build.onLoad({ filter: /.*/, namespace: 'typescript-by-require' }, () => ({
      contents:
        "import { createRequire } from 'node:module'\nexport default createRequire(import.meta.url)('typescript')\n",
      loader: 'js',
    }))
  },
}
