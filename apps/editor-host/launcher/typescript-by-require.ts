import type { Plugin } from 'vite'

const VIRTUAL_ID = '\0typescript-by-require'

/**
 * Bundles `import ts from 'typescript'` as a `require` of the installed TypeScript: Node imports a
 * CommonJS file into ES modules only after scanning all of it for named exports, which for
 * TypeScript's 9 MB compiler took 280 of the 440 ms its import cost the command at start, before
 * the project's dev server could listen (README "Cold start").
 */
export function typescriptByRequire(): Plugin {
  return {
    name: 'splendid-typescript-by-require',
    enforce: 'pre',
    resolveId(id) {
      return id === 'typescript' ? VIRTUAL_ID : null
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null
      return "import { createRequire } from 'node:module'\nexport default createRequire(import.meta.url)('typescript')\n"
    },
  }
}
