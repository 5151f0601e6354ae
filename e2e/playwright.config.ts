import { defineConfig, devices } from '@playwright/test'
import { E2E_PORTS, LEARNER_WEB_URL } from './support/ports'

const chromium = {
  // Debian's Chromium, installed by scripts/test.sh; Playwright never downloads a browser here.
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: LEARNER_WEB_URL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      command: `pnpm --filter @splendid/learner-web exec vite preview --host 127.0.0.1 --port ${E2E_PORTS.learnerWeb} --strictPort`,
      url: LEARNER_WEB_URL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
