/**
 * Ports the end-to-end run uses, away from the development defaults (5173, 54321, …) so that
 * `npm test` works while `npm start` is running.
 */
export const E2E_PORTS = {
  learnerWeb: Number(process.env.E2E_LEARNER_WEB_PORT ?? 4273),
} as const

export const LEARNER_WEB_URL = `http://127.0.0.1:${E2E_PORTS.learnerWeb}`
