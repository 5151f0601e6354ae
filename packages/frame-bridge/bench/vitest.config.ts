import { defineConfig } from 'vitest/config'

// `pnpm bench`: the runtime benchmarks in Chromium. They print and record figures; they assert
// nothing about time (see README "Benchmarks").
export default defineConfig({
  test: {
    include: ['bench/**/*.run.ts'],
    watch: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
})
