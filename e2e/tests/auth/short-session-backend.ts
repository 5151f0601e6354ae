import type { Page } from '@playwright/test'
import { LEARNER_WEB_URL, SHORT_SESSION_BACKEND_URL } from '../../support/ports'

/**
 * Sends the page's backend calls (/auth/v1, /rest/v1) to the second backend of the e2e run
 * (playwright.config.ts): its access tokens live SHORT_SESSION_SECONDS and it confirms e-mail
 * addresses itself, so a sign-up returns a session at once. The app is the same build as in
 * every other spec; only where its calls end up changes.
 */
export async function useShortSessionBackend(page: Page): Promise<void> {
  await page.route(
    (url) => url.origin === LEARNER_WEB_URL && /^\/(auth|rest)\/v1\//.test(url.pathname),
    async (route) => {
      const url = new URL(route.request().url())
      try {
        const response = await route.fetch({
          url: `${SHORT_SESSION_BACKEND_URL}${url.pathname}${url.search}`,
        })
        await route.fulfill({ response })
      } catch (error) {
        // A call still in flight when the test ends (the dashboard keeps reading) is moot, and
        // so is one the page gave up while it was forwarded (a navigation cancels the page's
        // reads; Playwright then disposes the forwarded response: "has been disposed").
        if (page.isClosed() || /Test ended|closed|disposed/i.test(String(error))) return
        throw error
      }
    },
  )
}
