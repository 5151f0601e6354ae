import { lingui } from '@lingui/vite-plugin'
import { linguiMacro } from '@splendid/i18n/vite'
import { defineProjectConfig } from '@splendid/vitest-config'
import react from '@vitejs/plugin-react'

/** Data modules against the real backend (CONTEXT.md "Testing"). */
const INTEGRATION_TESTS = 'src/**/*.integration.test.ts'

export default defineProjectConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [linguiMacro(), react(), lingui()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          exclude: ['test/editor-frame/**', 'node_modules/**', INTEGRATION_TESTS],
        },
      },
      {
        // Every query and mutation module against ONE real backend per run (apps/backend on a
        // fresh PGlite, migrated and seeded), started by the global setup. Not `extends`: the
        // shared include would be added to its own.
        plugins: [linguiMacro()],
        test: {
          name: 'integration',
          include: [INTEGRATION_TESTS],
          environment: 'node',
          // supabase-js creates its realtime client with the app's client, and Node 20 has
          // WebSocket only behind this flag (Node 22 has it anyway).
          execArgv: ['--experimental-websocket'],
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
          globalSetup: ['./src/test/backend-global-setup.ts'],
          setupFiles: ['./src/test/integration-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The real dev server in Chromium (test/editor-frame/editor-frame.test.ts).
        test: {
          name: 'editor-frame',
          include: ['test/editor-frame/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
})
