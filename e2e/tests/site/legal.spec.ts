import type { Page } from '@playwright/test'
import { INTL_LOCALE } from '../../support/catalogue'
import { currentLanguage, expect, test, tr } from '../../support/learner-test'

function todayInCairo(locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Africa/Cairo' }).format(
    new Date(),
  )
}

async function expectLegalPage(
  page: Page,
  path: string,
  title: string,
  sections: number,
  email: string,
) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: tr(title) })).toBeVisible()
  await expect(page.getByTestId('legal-section')).toHaveCount(sections)
  await expect(page.getByTestId('last-updated')).toHaveText(
    tr('Last updated: {today}', { today: todayInCairo(INTL_LOCALE[currentLanguage()]) }),
  )
  await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  await page
    .getByRole('navigation', { name: tr('Breadcrumb') })
    .getByRole('link', { name: tr('Home') })
    .click()
  await expect(page).toHaveURL('/')
}

test('Terms of Service: nine sections, today as last update, a Home breadcrumb', async ({
  page,
}) => {
  await expectLegalPage(page, '/terms-of-service', 'Terms of Service', 9, 'legal@splendid.eg')
})

test('Privacy Policy: eight sections, today as last update, a Home breadcrumb', async ({
  page,
}) => {
  await expectLegalPage(page, '/privacy-policy', 'Privacy Policy', 8, 'privacy@splendid.eg')
})
