import type { Page } from '@playwright/test'
import { currentLanguage, expect, test, tr } from '../../support/learner-test'

/**
 * The main signed-in screens (issue 23 "Digits: one rule per locale"): Arabic writes every number
 * with Arabic-Indic digits (٠–٩), English with Western ones (0–9), never a mix on one screen.
 */
const SCREENS = [
  '/dashboard',
  '/progress',
  '/catalog',
  '/catalog?tab=mine',
  '/homework',
  '/booking',
  '/certificates',
  '/account',
] as const

/** The other locale's digits: what must not appear in the visible text of `main`. */
const FOREIGN_DIGIT = { ar: /[0-9]/, en: /[\u0660-\u0669\u06F0-\u06F9]/ } as const

/**
 * The visible text of `main`, one entry per text node, without the few places where Western
 * digits belong in Arabic too: what the user typed or can type (inputs, text areas, selects),
 * e-mail addresses, and codes written the same in every language — CEFR levels (A1–C2) and
 * certificate numbers (SPL-2026-…).
 */
function visibleMainTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main')
    if (main === null) return []
    const texts: string[] = []
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement
      if (parent === null || parent.closest('input, textarea, select, script, style')) continue
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
      const text = (node.textContent ?? '')
        .replace(/\S+@\S+\.\S+/g, '')
        .replace(/\b[ABC][12]\b/g, '')
        .replace(/\bSPL-\d{4}-[A-Z0-9]+\b/g, '')
        .trim()
      if (text !== '') texts.push(text)
    }
    return texts
  })
}

// The screen's width changes nothing here: English at 1280 px and Arabic at 390 px.
test('the main screens use only the digits of their language', {
  tag: '@paired',
}, async ({ page }) => {
  // The seeded student has courses, progress, homework and certificates: numbers on every screen.
  await page.addInitScript(() => localStorage.setItem('onboardingCompleted', 'true'))
  await page.goto('/login')
  await page.getByLabel(tr('Email')).fill('student@splendid.test')
  await page.getByLabel(tr('Password'), { exact: true }).fill('student123')
  await page
    .getByRole('main')
    .getByRole('button', { name: tr('Log In') })
    .click()
  await expect(page).toHaveURL('/dashboard')

  const foreign = FOREIGN_DIGIT[currentLanguage()]
  const own = FOREIGN_DIGIT[currentLanguage() === 'ar' ? 'en' : 'ar']
  const offending: Record<string, string[]> = {}
  const withNumbers: string[] = []
  for (const path of SCREENS) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('main').locator('.animate-pulse')).toHaveCount(0)
    const texts = await visibleMainTexts(page)
    if (texts.some((text) => own.test(text))) withNumbers.push(path)
    const found = texts.filter((text) => foreign.test(text))
    if (found.length > 0) offending[path] = found
  }
  expect(offending).toEqual({})
  // The check means something: the screens do show numbers, in the language's own digits.
  expect(withNumbers).toEqual(expect.arrayContaining(['/dashboard', '/progress', '/homework']))
})
