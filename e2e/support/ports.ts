/**
 * Where the end-to-end run serves the apps: away from the development defaults (5173, 54321, …)
 * so that `npm test` works while `npm start` is running. Overridable so that several runs can
 * share a machine.
 */
export const E2E_PORTS = {
  learnerWeb: Number(process.env.E2E_LEARNER_WEB_PORT ?? 4273),
  backend: Number(process.env.E2E_BACKEND_PORT ?? 4321),
} as const

export const LEARNER_WEB_URL = `http://127.0.0.1:${E2E_PORTS.learnerWeb}`
export const BACKEND_URL = `http://127.0.0.1:${E2E_PORTS.backend}`

/** The learner-web build to serve (vite `build.outDir`), relative to apps/learner-web. */
export const LEARNER_WEB_OUT_DIR = process.env.LEARNER_WEB_OUT_DIR ?? 'dist'
