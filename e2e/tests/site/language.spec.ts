import { expect, test } from '../../support/learner-test'

// English only (@en-only): the test starts from the default language and switches to Arabic and
// back itself.

test(
  'switching to Arabic stores it, reloads, and turns the page right to left',
  {
    tag: '@en-only',
  },
  async ({ page }, testInfo) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.evaluate(() => {
      ;(window as unknown as { beforeSwitch: boolean }).beforeSwitch = true
      // The announcement is kept in session storage, which outlives the reload that follows it.
      window.addEventListener('language-change', (event) => {
        sessionStorage.setItem('announced', JSON.stringify((event as CustomEvent).detail))
      })
    })
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Switch to Arabic/ })
      .click()

    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { beforeSwitch?: boolean }).beforeSwitch),
      )
      .toBeUndefined()
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar')
    expect(await page.evaluate(() => sessionStorage.getItem('announced'))).toBe('{"locale":"ar"}')

    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: /التبديل إلى الإنجليزية/ })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'تعلّم الإنجليزية ومهارات جديدة مع أفضل المعلمين في مصر',
    )
    if (testInfo.project.name === 'desktop') {
      await expect(header.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible()
      await expect(header.getByRole('link', { name: 'إنشاء حساب' })).toBeVisible()
    } else {
      await expect(header.getByRole('link', { name: 'تسجيل الدخول' })).toBeHidden()
    }
    // Mirrored: the language switcher sits at the inline end, which is now the left edge.
    const switcher = await header
      .getByRole('button', { name: /التبديل إلى الإنجليزية/ })
      .boundingBox()
    const logo = await header.getByRole('link', { name: 'Splendid' }).boundingBox()
    expect(switcher && logo && switcher.x < logo.x).toBe(true)

    await header.getByRole('button', { name: /التبديل إلى الإنجليزية/ }).click()
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  },
)
