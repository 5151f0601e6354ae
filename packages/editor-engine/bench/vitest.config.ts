import { defineConfig } from 'vitest/config'

// `pnpm bench`: the editor's merge of mutation answers into a large project's lookups. It prints
// and records figures; it asserts nothing about time.
export default defineConfig({
  test: {
    include: ['bench/**/*.run.ts'],
    watch: false,
    testTimeout: 300_000,
  },
})
