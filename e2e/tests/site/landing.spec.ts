import type { Page } from '@playwright/test'
import {
  currentLanguage,
  expect,
  formatNumber,
  test,
  tr,
  trElement,
} from '../../support/learner-test'

/** The welcome band's sentence with its two links. */
const AGREEMENT =
  'By continuing, you agree to our <0>Terms of Service</0> and <1>Privacy Policy</1>.'

async function openLanding(page: Page): Promise<void> {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test.describe('landing page', () => {
  for (const [name, userType] of [
    ['Start Learning', 'student'],
    ['Join as a Teacher', 'teacher'],
  ] as const) {
    test(`${name} stores userType ${userType} and opens its sign-up`, { tag: '@paired' }, async ({
      page,
    }) => {
      await openLanding(page)
      await page.getByRole('link', { name: tr(name), exact: true }).click()
      await expect(page).toHaveURL(`/signup?user=${userType}`)
      expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe(userType)
    })
  }

  test('Explore Courses opens the catalogue', { tag: '@paired' }, async ({ page }) => {
    await openLanding(page)
    await page.getByRole('link', { name: tr('Explore Courses') }).click()
    await expect(page).toHaveURL('/catalog')
  })

  test('View All opens the catalogue', { tag: '@paired' }, async ({ page }) => {
    await openLanding(page)
    await page.getByRole('link', { name: tr('View All') }).click()
    await expect(page).toHaveURL('/catalog')
  })

  test('Get Started Now leads to student sign-up', { tag: '@paired' }, async ({ page }) => {
    await openLanding(page)
    await page.getByRole('link', { name: tr('Get Started Now') }).click()
    await expect(page).toHaveURL('/signup?user=student')
    expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('student')
  })

  test('features, three testimonials and the footer year are there', async ({ page }) => {
    await openLanding(page)
    for (const name of ['Free Video Courses', 'Live Tutoring', 'Bilingual Support']) {
      await expect(page.getByRole('heading', { name: tr(name) })).toBeVisible()
    }
    await expect(
      page.getByRole('region', { name: tr('What Our Students Say') }).getByRole('figure'),
    ).toHaveCount(3)
    const year = new Date().getFullYear()
    await expect(page.getByRole('contentinfo')).toContainText(
      tr('© {year} Splendid. All rights reserved.', {
        year: formatNumber(year, currentLanguage(), { useGrouping: false }),
      }),
    )
  })

  test('signed-out visitors see the welcome band with the terms and privacy links', async ({
    page,
  }) => {
    await openLanding(page)
    const welcome = page.getByRole('region', { name: tr('Welcome to Splendid') })
    await expect(welcome.getByRole('link', { name: trElement(AGREEMENT, 0) })).toHaveAttribute(
      'href',
      '/terms-of-service',
    )
    await expect(welcome.getByRole('link', { name: trElement(AGREEMENT, 1) })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
  })
})

test.describe('featured courses carousel', () => {
  for (const [width, cards] of [
    [390, 1],
    [800, 2],
    [1100, 3],
    [1400, 4],
  ] as const) {
    // The width is set by the test itself: desktop project only.
    test(`shows ${cards} card(s) per row at ${width}px`, { tag: '@desktop-only' }, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await openLanding(page)
      const track = page.getByTestId('featured-courses-track')
      await expect(track.getByTestId('featured-course').first()).toBeVisible()
      const visible = await track.evaluate((element) => {
        const box = element.getBoundingClientRect()
        return Array.from(element.querySelectorAll('[data-testid="featured-course"]')).filter(
          (item) => {
            const rect = item.getBoundingClientRect()
            return rect.left >= box.left - 1 && rect.right <= box.right + 1
          },
        ).length
      })
      expect(visible).toBe(cards)
    })
  }

  // One card per row makes paging visible: mobile only.
  test('the next button pages through the courses and back', { tag: '@mobile-only' }, async ({
    page,
  }) => {
    await openLanding(page)
    const track = page.getByTestId('featured-courses-track')
    await expect(track.getByTestId('featured-course').first()).toBeVisible()
    const previous = page.getByRole('button', { name: tr('Previous courses') })
    const next = page.getByRole('button', { name: tr('Next courses') })
    await expect(previous).toBeDisabled()
    await next.click()
    await expect(previous).toBeEnabled()
    await expect
      .poll(() => track.evaluate((element) => Math.abs(element.scrollLeft)))
      .toBeGreaterThan(100)
  })
})
