import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/cli.ts', 'src/index.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // codebase-ids is consumed from source, so it is bundled with its own dependencies.
  noExternal: ['@splendid/codebase-ids', 'uuid', 'entities', 'magic-string'],
  banner: { js: '#!/usr/bin/env node' },
})
