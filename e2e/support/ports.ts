/**
 * Where the end-to-end run serves the apps: away from the development defaults (5173, 54321, …)
 * so that `npm test` works while `npm start` is running. Overridable so that several runs can
 * share a machine.
 */
export const E2E_PORTS = {
  learnerWeb: Number(process.env.E2E_LEARNER_WEB_PORT ?? 4273),
  backend: Number(process.env.E2E_BACKEND_PORT ?? 4321),
  /** A second backend whose access tokens live only {@link SHORT_SESSION_SECONDS}. */
  shortSessionBackend: Number(process.env.E2E_SHORT_SESSION_BACKEND_PORT ?? 4322),
} as const

export const LEARNER_WEB_URL = `http://127.0.0.1:${E2E_PORTS.learnerWeb}`
export const BACKEND_URL = `http://127.0.0.1:${E2E_PORTS.backend}`
export const SHORT_SESSION_BACKEND_URL = `http://127.0.0.1:${E2E_PORTS.shortSessionBackend}`

/**
 * The access-token lifetime (JWT_EXPIRY) of the short-session backend: 5 s more than the app's
 * 5-minute refresh margin, so its sessions are due for refresh 5 s after they are issued.
 */
export const SHORT_SESSION_SECONDS = 305

/** The learner-web build to serve (vite `build.outDir`), relative to apps/learner-web. */
export const LEARNER_WEB_OUT_DIR = process.env.LEARNER_WEB_OUT_DIR ?? 'dist'
