import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@splendid/vitest-config/browser'
import { e2eDatabaseUrl } from './support/e2e-database'
import type { LanguageOption } from './support/learner-test'
import {
  BACKEND_URL,
  E2E_PORTS,
  LEARNER_WEB_OUT_DIR,
  LEARNER_WEB_URL,
  SHORT_SESSION_BACKEND_URL,
  SHORT_SESSION_SECONDS,
} from './support/ports'
import { runFolder } from './support/run-folder'

const repoRoot = join(import.meta.dirname, '..')

// Debian's Chromium with this sandbox's flags; Playwright never downloads a browser here.
const chromium = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] }

const backendCli = join(repoRoot, 'apps/backend/dist/cli.js')
// A fresh database for every run, so tests never depend on an earlier run's data: PostgreSQL when
// the test command started it, else the embedded PGlite (its files in backendDataDir's `db`;
// Storage's bytes in its `storage` either way). The runner removes both when it exits.
const backendDataDir = runFolder('e2e-db')
const backendDatabaseUrl = e2eDatabaseUrl()

const backendServer = {
  command: `node ${backendCli} start`,
  url: `${BACKEND_URL}/auth/v1/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    PORT: String(E2E_PORTS.backend),
    HOST: '127.0.0.1',
    DATA_DIR: join(backendDataDir, 'db'),
    STORAGE_DIR: join(backendDataDir, 'storage'),
    ...(backendDatabaseUrl === undefined ? {} : { DATABASE_URL: backendDatabaseUrl }),
    SITE_URL: LEARNER_WEB_URL,
    API_EXTERNAL_URL: LEARNER_WEB_URL,
    LOG_LEVEL: 'warn',
    // Every test signs up its own users from 127.0.0.1: GoTrue's per-address limits (30 sign-ups
    // and 150 token calls per 5 min) would fail the suite, not test it. The limits themselves are
    // covered by the backend's own tests.
    RATE_LIMIT_SIGNUP: '2000',
    RATE_LIMIT_TOKEN: '5000',
    RATE_LIMIT_RECOVER: '2000',
    RATE_LIMIT_MFA: '2000',
  },
}

// A second backend whose access tokens expire after SHORT_SESSION_SECONDS and whose sign-ups return
// a session at once (no confirmation mail), for tests/auth/session-refresh.spec.ts and the
// sign-up-with-session tests (tests/auth/short-session-backend.ts routes a page's backend calls to
// it). A short expiry on the main backend would make every other spec refresh mid-test.
const shortSessionBackendServer = {
  command: `node ${backendCli} start`,
  url: `${SHORT_SESSION_BACKEND_URL}/auth/v1/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    PORT: String(E2E_PORTS.shortSessionBackend),
    HOST: '127.0.0.1',
    DATA_DIR: join(runFolder('e2e-short-session-db'), 'db'),
    STORAGE_DIR: join(runFolder('e2e-short-session-db'), 'storage'),
    SITE_URL: LEARNER_WEB_URL,
    API_EXTERNAL_URL: LEARNER_WEB_URL,
    LOG_LEVEL: 'warn',
    JWT_EXPIRY: String(SHORT_SESSION_SECONDS),
    MAILER_AUTOCONFIRM: 'true',
  },
}

const learnerWebServer = {
  command: `pnpm --filter @splendid/learner-web exec vite preview --host 127.0.0.1 --port ${E2E_PORTS.learnerWeb} --strictPort --outDir ${LEARNER_WEB_OUT_DIR}`,
  url: LEARNER_WEB_URL,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { SPLENDID_BACKEND_URL: BACKEND_URL },
}

const desktop = { ...devices['Desktop Chrome'], launchOptions: chromium }
const mobile = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  launchOptions: chromium,
}

// Every spec runs in English and in Arabic at both widths: the language is a project option
// (support/learner-test.ts sets it before the first page loads and gives tests tr() for the
// Arabic texts). Tests that only make sense at one width are tagged, not skipped
// (`@desktop-only` sets its own viewport or needs the avatar menu, `@mobile-only` needs the side
// menu or one card per row); `@en-only` marks the few that run in English only on purpose (the
// switch from English to Arabic, the layout-shift budget, the edit of shared seed data).
// `@axe-sweep` marks the page-by-page axe sweeps, which run once per language and once per
// width — English at 1280 px, Arabic at 390 px (right-to-left and the side menu together) —
// as they were a third of the suite's time; every feature spec still runs axe on its own screens
// in all four projects where it checks accessibility. `@paired` marks, the same way, the tests of
// behaviour that neither the language nor the width changes (redirects, guards, stored sessions,
// server answers, links followed): each still runs in both languages and at both widths, as
// English at 1280 px and Arabic at 390 px, while screens and layouts keep all four projects.
// The five longest multi-user flows are `@paired` too (a course written and taken, hours booked
// and attended, homework set and graded, Premium bought, a lesson watched to its certificate):
// 25–30 s each, they were a fifth of the suite's time; each still runs left-to-right on a wide
// screen and right-to-left on a narrow one.
const LANGUAGES_AND_WIDTHS = [
  { name: 'desktop', grepInvert: /@mobile-only/, use: { ...desktop, language: 'en' as const } },
  {
    name: 'mobile',
    grepInvert: /@desktop-only|@axe-sweep|@paired/,
    use: { ...mobile, language: 'en' as const },
  },
  {
    name: 'desktop-ar',
    grepInvert: /@mobile-only|@en-only|@axe-sweep|@paired/,
    use: { ...desktop, language: 'ar' as const },
  },
  {
    name: 'mobile-ar',
    grepInvert: /@desktop-only|@en-only/,
    use: { ...mobile, language: 'ar' as const },
  },
]

export default defineConfig<LanguageOption>({
  testDir: './tests',
  fullyParallel: true,
  // A focused test never lands and a flaky one fails: no retries.
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // test-results/learner.json feeds the test command's summary (scripts/test-summary.mjs).
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/learner.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  timeout: 30_000,
  use: {
    baseURL: LEARNER_WEB_URL,
    // Recording a trace for every test (kept only for failures) cost 16 % of the suite's time
    // on this 2-core machine (3 specs: 128 → 108 s). A failure keeps its screenshot and the
    // error's page snapshot; `--trace on` records traces when a failure needs one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: LANGUAGES_AND_WIDTHS,
  webServer: [backendServer, shortSessionBackendServer, learnerWebServer],
})
