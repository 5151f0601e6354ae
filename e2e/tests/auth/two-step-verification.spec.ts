import AxeBuilder from '@axe-core/playwright'
import { expect, test, tr } from '../../support/learner-test'
import { totpCode } from '../../support/totp'
import { createConfirmedStudent, updateProfileAsService } from '../learning/backend-admin'
import { forgetBrowserSession, logInThroughForm } from './auth-flow'

// Two-step verification end to end: turned on at /account with an authenticator app's code, then
// asked for after the password at the next sign-in, before any signed-in screen shows.
test('a learner turns on two-step verification and is asked for the code at the next sign-in', {
  tag: '@paired',
}, async ({ page }) => {
  const student = await createConfirmedStudent('Salma Test')
  await updateProfileAsService(student.id, { onboarding_completed: true })

  await page.goto('/login')
  await logInThroughForm(page, student.email, student.password)
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.goto('/account')
  const section = page.getByRole('region', { name: tr('Two-step verification') })
  await section.getByRole('button', { name: tr('Set up an authenticator app') }).click()
  await expect(
    section.getByRole('img', { name: tr('QR code to scan with your authenticator app') }),
  ).toBeVisible()
  const secret = (await section.getByTestId('totp-secret').textContent())?.trim() ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await section.getByLabel(tr('6-digit code')).fill(totpCode(secret))
  await section.getByRole('button', { name: tr('Turn on') }).click()
  await expect(section.getByRole('status')).toHaveText(tr('Two-step verification is on.'))

  await forgetBrowserSession(page)
  await page.goto('/login')
  await logInThroughForm(page, student.email, student.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(
    page.getByRole('heading', { name: tr('Enter your authenticator code') }),
  ).toBeVisible()
  const welcome = page.getByRole('heading', {
    name: tr('Welcome back, {name}!', { name: 'Salma Test' }),
  })
  await expect(welcome).toHaveCount(0)
  const axe = await new AxeBuilder({ page }).analyze()
  expect(
    axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([])

  await page.getByLabel(tr('6-digit code')).fill(totpCode(secret, Date.now() - 5 * 60_000))
  await page.getByRole('button', { name: tr('Verify') }).click()
  await expect(page.getByRole('alert')).toHaveText(
    tr('That code is not right. Enter the current code from your app.'),
  )

  await page.getByLabel(tr('6-digit code')).fill(totpCode(secret))
  await page.getByRole('button', { name: tr('Verify') }).click()
  await expect(welcome).toBeVisible()
  await expect(
    page.getByRole('heading', { name: tr('Enter your authenticator code') }),
  ).toHaveCount(0)
})
