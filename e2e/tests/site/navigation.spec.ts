import type { Page } from '@playwright/test'
import { expect, test, tr } from '../../support/learner-test'
import { createConfirmedStudent, updateProfileAsService } from '../learning/backend-admin'
import { logIn } from '../learning/log-in'
import { seriousViolations } from '../learning/teaching-helpers'

/** The header's main destinations (issue 23) with their paths from the domain's route table. */
const DESTINATIONS = [
  ['Dashboard', '/dashboard'],
  ['My Courses', '/catalog'],
  ['Book Class', '/booking'],
  ['Homework', '/homework'],
  ['AI Tutor', '/ai-tutor'],
  ['Progress', '/progress'],
  ['Certificates', '/certificates'],
] as const

/** A fresh student who has finished onboarding, signed in and on the dashboard. */
async function logInAsStudent(page: Page): Promise<void> {
  const user = await createConfirmedStudent('Navigation Student')
  await updateProfileAsService(user.id, { onboarding_completed: true })
  await page.addInitScript(() => localStorage.setItem('onboardingCompleted', 'true'))
  await logIn(page, user)
  await expect(page).toHaveURL('/dashboard')
}

test('signed in on a wide screen: the header navigation leads to the seven destinations', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await logInAsStudent(page)
  const nav = page.getByRole('banner').getByRole('navigation', { name: tr('Main navigation') })
  await expect(nav).toBeVisible()
  const links = nav.getByRole('link')
  await expect(links).toHaveText(DESTINATIONS.map(([label]) => tr(label)))
  // The whole row fits inside the screen: nothing is hidden behind a scroll.
  await expect(links.last()).toBeInViewport({ ratio: 1 })
  // The row in both languages at desktop width (the axe sweeps see it only in English there).
  expect(await seriousViolations(page)).toEqual([])

  for (const [label, path] of DESTINATIONS) {
    const link = nav.getByRole('link', { name: tr(label), exact: true })
    await link.click()
    await expect(page).toHaveURL(path)
    await expect(link).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(page.getByRole('main')).toBeVisible()
  }

  // Keyboard: the links are in the tab order and Enter follows them.
  await nav.getByRole('link', { name: tr('Homework'), exact: true }).focus()
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: tr('AI Tutor'), exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/ai-tutor')
})

test('signed in on a small screen: no navigation row; the side menu reaches Progress and Certificates', {
  tag: '@mobile-only',
}, async ({ page }) => {
  await logInAsStudent(page)
  await expect(
    page.getByRole('banner').getByRole('navigation', { name: tr('Main navigation') }),
  ).toBeHidden()
  for (const [label, path] of [
    ['Progress', '/progress'],
    ['Certificates', '/certificates'],
  ] as const) {
    await page.getByRole('button', { name: tr('Open navigation menu') }).click()
    await page
      .getByRole('dialog')
      .getByRole('link', { name: tr(label), exact: true })
      .click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('dialog')).toBeHidden()
  }
  await page.getByRole('button', { name: tr('Open navigation menu') }).click()
  await expect(
    page.getByRole('dialog').getByRole('link', { name: tr('Certificates'), exact: true }),
  ).toHaveAttribute('aria-current', 'page')
})
