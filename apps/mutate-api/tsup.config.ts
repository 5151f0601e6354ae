import { defineConfig } from 'tsup'
import { typescriptByRequire } from './build/typescript-by-require'

export default defineConfig({
  entry: ['src/cli.ts', 'src/index.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // codebase-ids is consumed from source, so it is bundled with its own dependencies. TypeScript
  // is not bundled: listed so that tsup leaves it to the plugin, which loads it with `require`.
  noExternal: ['@splendid/codebase-ids', 'uuid', 'entities', 'magic-string', 'typescript'],
  esbuildPlugins: [typescriptByRequire],
  banner: { js: '#!/usr/bin/env node' },
})
