import AxeBuilder from '@axe-core/playwright'
import type { Browser, Locator, Page, TestInfo } from '@playwright/test'
import { currentLanguage, tr, waitingForTheApp } from '../../support/learner-test'

// What the teaching specs share: axe, bilingual fields, and a second user's page.

/** The serious and critical axe violations of the page, as readable lines. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)
}

/** Fills a bilingual field (its English and Arabic inputs inside the group named `legend`). */
export async function fillBilingual(page: Page | Locator, legend: string, en: string, ar: string) {
  const group = page.getByRole('group', { name: legend, exact: true }).last()
  await group.getByLabel(tr('English'), { exact: true }).fill(en)
  await group.getByLabel(tr('Arabic'), { exact: true }).fill(ar)
}

/** A page for a second user, with the test project's width and language. */
export async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, hasTouch } = testInfo.project.use
  const context = await browser.newContext({
    ...(baseURL === undefined ? {} : { baseURL }),
    ...(viewport === undefined ? {} : { viewport }),
    hasTouch: hasTouch === true,
  })
  const language = currentLanguage()
  if (language !== 'en') {
    await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
  }
  return waitingForTheApp(await context.newPage())
}
