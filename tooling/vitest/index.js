// Plain ESM so that Vitest can load it from node_modules without a TypeScript loader.
import { defineConfig, mergeConfig } from 'vitest/config'

/**
 * The Vitest settings every package shares: tests beside the code (and cross-module
 * scenarios under test/), no watch mode, mocks and stubbed globals restored after each test, a
 * focused test (`.only`) refused, and the results also written to test-results/vitest.json for
 * the test command's summary (scripts/test-summary.mjs).
 * @type {import('vitest/config').ViteUserConfig}
 */
export const sharedConfig = defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    watch: false,
    allowOnly: false,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
})

/**
 * Merges package-specific settings over the shared ones.
 * @param {import('vitest/config').ViteUserConfig} [config]
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function defineProjectConfig(config = {}) {
  return mergeConfig(sharedConfig, config)
}
