import { defineConfig } from 'vitest/config'

// `pnpm bench`: edit → file → hot reload latency with real servers in Chromium. It prints and
// records figures; it asserts nothing about time (README "Benchmarks").
export default defineConfig({
  test: {
    include: ['bench/**/*.run.ts'],
    watch: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
})
