import { expect, type Page, test } from '@playwright/test'

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
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByTestId('legal-section')).toHaveCount(sections)
  await expect(page.getByTestId('last-updated')).toHaveText(`Last updated: ${todayInCairo('en')}`)
  await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Home' })
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

test('the legal date is Arabic in Arabic', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'))
  await page.goto('/privacy-policy')
  await expect(page.getByTestId('last-updated')).toHaveText(`آخر تحديث: ${todayInCairo('ar-EG')}`)
  await expect(page.getByTestId('legal-section')).toHaveCount(8)
})
