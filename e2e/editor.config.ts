import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@splendid/vitest-config/browser'

// Debian's Chromium with this sandbox's flags; Playwright never downloads a browser here.
const chromium = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] }
const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  launchOptions: chromium,
}
/**
 * The specs whose outcome depends on the canvas's geometry (overlay boxes, drag targets, the
 * structure tree beside the canvas) run again on a 1280 px laptop screen, where the panels leave
 * the canvas less room; the rest do not change with the width and run once, at 1440 px.
 */
const laptop = { ...desktop, viewport: { width: 1280, height: 800 } }
const GEOMETRY_SPECS = /(selection|drag|structure)\.spec\.ts$/
/** The specs that edit a copy of learner-web rather than the fixture app. */
const LEARNER_WEB_SPEC = /learner-web\.spec\.ts$/

/**
 * The visual editor suite: each worker starts its own stack (a copy of `editor-fixture`, its
 * instrumented Vite dev server, mutate-api on the copy, the editor host) in a worker fixture
 * (`support/editor-test.ts`); no `webServer` here.
 */
export default defineConfig({
  testDir: './editor-tests',
  outputDir: './test-results/editor',
  globalSetup: './support/editor-global-setup.ts',
  fullyParallel: false,
  // A focused test never lands and a flaky one fails: no retries.
  forbidOnly: true,
  retries: 0,
  // One stack is three servers and a browser: two of them would starve a 2-core machine.
  workers: 1,
  // test-results/editor.json (outside outputDir, which Playwright empties) feeds the test
  // command's summary (scripts/test-summary.mjs).
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/editor.json' }],
    ...(process.env.CI
      ? []
      : [['html', { open: 'never', outputFolder: 'playwright-report/editor' }] as const]),
  ],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    // Pages come from a worker-scoped context (support/editor-test.ts), which Playwright does not
    // trace; failures attach the servers' logs and the edited App.tsx instead.
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: LEARNER_WEB_SPEC,
      use: desktop,
    },
    {
      // A copy of apps/learner-web instead of the fixture app (support/editor-learner-web.ts): its
      // own stack in its own worker, so its own project, run after the fixture app's tests (one
      // project after the other, each stack starts once).
      name: 'learner-web',
      testMatch: LEARNER_WEB_SPEC,
      use: desktop,
    },
    {
      name: 'laptop-1280',
      testMatch: GEOMETRY_SPECS,
      use: laptop,
    },
  ],
})
