import { lingui } from '@lingui/vite-plugin'
import { linguiMacro } from '@splendid/i18n/vite'
import { defineProjectConfig } from '@splendid/vitest-config'
import react from '@vitejs/plugin-react'

export default defineProjectConfig({
  plugins: [linguiMacro(), react(), lingui()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'launcher/**/*.test.ts', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
})
