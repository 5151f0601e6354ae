import { currentLanguage, expect, test, tr } from '../../support/learner-test'

// Issue 23: the public pages are prerendered at build time in both languages and hydrated.
const PAGES = [
  ['/', "Learn English and new skills with Egypt's friendliest tutors"],
  ['/catalog', 'Course catalogue'],
  ['/pricing', 'Plans and Pricing'],
  ['/faq', 'Frequently Asked Questions'],
  ['/contact', 'Contact Us'],
  ['/booking-faqs', 'Booking FAQs'],
  ['/terms-of-service', 'Terms of Service'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/login', 'Log in to Splendid'],
  ['/signup', 'Sign Up as Student or Teacher'],
  ['/forgot-password', 'Reset your password'],
] as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const decodeEntities = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')

test('each public page is sent as HTML in the language of the cookie, with lang, dir and its heading @paired', async ({
  request,
}) => {
  const language = currentLanguage()
  for (const [path, heading] of PAGES) {
    const response = await request.get(path, {
      headers: { accept: 'text/html', cookie: `language=${language}` },
    })
    expect(response.status(), path).toBe(200)
    expect(response.headers().vary, path).toContain('Cookie')
    const html = decodeEntities(await response.text())
    const dir = language === 'ar' ? 'rtl' : 'ltr'
    expect(html, path).toContain(`<html lang="${language}" dir="${dir}">`)
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(tr(heading))}</h1>`))
    // The Arabic font (the subset Modern Standard Arabic needs) is preloaded on Arabic pages only.
    expect(
      html.includes('<link rel="preload" href="/assets/noto-sans-arabic-core-wght-'),
      path,
    ).toBe(language === 'ar')
  }
})

test('pages that are not prerendered start from the empty shell, never from the landing page @paired', async ({
  request,
}) => {
  for (const path of ['/dashboard', '/course/english-for-beginners', '/no-such-page']) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text()
    expect(html, path).toContain('<div id="root"></div>')
    expect(html, path).not.toContain('data-prerendered')
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the page and its main heading are there, right to left in Arabic', async ({
    context,
    page,
    baseURL,
  }) => {
    const language = currentLanguage()
    await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }])
    for (const [path, heading] of [PAGES[0], PAGES[2], PAGES[8]]) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(heading))
    }
  })
})

test('a page sent in the other language asks for the app at once, and shows the chosen one @paired', async ({
  context,
  baseURL,
}) => {
  // The cookie says English, the stored choice Arabic (or the reverse): the server sends the page
  // in the cookie's language, hidden until the app renders it in the stored one — so the app's
  // code is requested while the page is parsed, not after a first paint that never comes.
  const language = currentLanguage()
  const other = language === 'ar' ? 'en' : 'ar'
  await context.addCookies([{ name: 'language', value: other, url: baseURL ?? '' }])
  await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
  // A page of our own: the suite's `page` returns from goto only once the app answers, which
  // would hide a loader that waits for a paint that never comes.
  const page = await context.newPage()
  await page.goto('/login', { waitUntil: 'domcontentloaded' })
  expect(await page.locator('#root').getAttribute('data-prerendered')).toBe(other)
  expect(await page.locator('script[type="module"]').count()).toBe(1)
  await expect(page.locator('html')).not.toHaveAttribute('data-locale-pending')
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('Log in to Splendid'))
})

test('the prerendered page is hydrated in place, without a console error @paired', async ({
  context,
  page,
  baseURL,
}) => {
  const language = currentLanguage()
  await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }])
  // Hydration keeps the prerendered nodes; rendering afresh (or recovering from a mismatch)
  // replaces the children of #root.
  await page.addInitScript(() => {
    const flags = window as unknown as { rootReplaced: boolean }
    flags.rootReplaced = false
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === 'root' && record.removedNodes.length > 0) {
          flags.rootReplaced = true
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  const problems: string[] = []
  let current = ''
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${current}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(error.message))
  for (const [path, heading] of PAGES) {
    current = path
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(heading))
    await expect(page.locator('html')).not.toHaveAttribute('data-locale-pending')
    // Interactive: the language switch answers (React's handlers are attached).
    await page.waitForLoadState('networkidle')
    expect(
      await page.evaluate(() => (window as unknown as { rootReplaced: boolean }).rootReplaced),
      path,
    ).toBe(false)
  }
  // The backend's absence is not what this test is about: only the page's own errors count.
  expect(problems.filter((text) => !/Failed to load resource/.test(text))).toEqual([])
})

test('what a visitor types before the page answers is kept, and signs them in @paired', async ({
  context,
  page,
  baseURL,
}) => {
  const language = currentLanguage()
  await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }])
  // A slow phone: the prerendered form is on screen while the app's script is still on its way.
  let release = () => {}
  const scriptHeld = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptHeld
    await route.continue()
  })
  // The frame's own goto: the suite's page.goto would wait for the app, which is held (and so is
  // DOMContentLoaded, which waits for module scripts).
  await page.mainFrame().goto(`${baseURL}/login`, { waitUntil: 'commit' })
  await page.getByLabel(tr('Email')).fill('student@splendid.test')
  await page.getByLabel(tr('Password'), { exact: true }).fill('student123')
  // Until the app answers, the form cannot be sent by the browser itself (the password would
  // end up in the address).
  await expect(page.getByRole('button', { name: tr('Log In') })).toBeDisabled()
  // Nor can the language be switched yet: a click would be lost.
  const switchTo = language === 'ar' ? 'Switch to English' : 'Switch to Arabic'
  const switcher = page.getByRole('banner').getByRole('button', { name: tr(switchTo) })
  await expect(switcher).toBeDisabled()

  release()
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  await expect(switcher).toBeEnabled()
  await expect(page.getByLabel(tr('Email'))).toHaveValue('student@splendid.test')
  await expect(page.getByLabel(tr('Password'), { exact: true })).toHaveValue('student123')
  await page.getByRole('button', { name: tr('Log In') }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})
