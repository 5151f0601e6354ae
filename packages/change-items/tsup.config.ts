import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  // One .d.ts for the ESM entry and one .d.cts for the CJS entry, so both resolution modes get
  // types that match the module format (checked by attw).
  dts: true,
  tsconfig: 'tsconfig.build.json',
  target: 'es2022',
  platform: 'neutral',
  sourcemap: false,
  clean: true,
  treeshake: true,
})
