import { lingui } from '@lingui/vite-plugin'
import { linguiMacro } from '@splendid/i18n/vite'
import { defineProjectConfig } from '@splendid/vitest-config'
import react from '@vitejs/plugin-react'

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
          exclude: ['test/editor-frame/**', 'node_modules/**'],
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
