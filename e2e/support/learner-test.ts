import { test as base, expect, type Page, type Response } from '@playwright/test'
import {
  INTL_LOCALE,
  type Language,
  type MessageValues,
  type PatternValues,
  translate,
  translateElement,
  translatePattern,
} from './catalogue'

export type { Language }
export { expect }

/** The project option of the learner suite (playwright.config.ts): the interface language. */
export interface LanguageOption {
  /** The language every page of the test starts in; `en` is the app's default. */
  readonly language: Language
}

interface LanguageFixtures {
  /** Points {@link tr} and its kin at the test's language; runs for every test. */
  textsInLanguage: undefined
}

// The language of the running test, for tr() in specs and in their helper modules alike. A
// worker runs one test at a time, so one value per worker is enough; the auto fixture below
// sets it before the test and clears it afterwards.
let current: Language | undefined

/** The interface language of the running test (its project's `language` option). */
export function currentLanguage(): Language {
  if (current === undefined) {
    throw new Error('The test language is known only inside a test of support/learner-test.ts')
  }
  return current
}

/**
 * The text learner-web shows for the English source text `english` in the test's language, from
 * the app's own Lingui catalogues, with `values` filled in (numbers choose plural forms).
 *
 * @throws when the text is not in the catalogues or has no Arabic translation, so a test never
 *   silently looks for English text on an Arabic page.
 *
 * @example
 * ```ts
 * await page.getByRole('button', { name: tr('Log In') }).click()
 * await expect(alert).toHaveText(tr('Reset link sent to <0>{email}</0>', { email }))
 * ```
 */
export function tr(english: string, values?: MessageValues): string {
  return translate(currentLanguage(), english, values)
}

/**
 * The text of element `<index>` of a rich text in the test's language: a link's name inside a
 * translated sentence, for instance.
 *
 * @example
 * ```ts
 * page.getByRole('link', { name: trElement('New to Splendid? <0>Sign up</0>') })
 * ```
 */
export function trElement(english: string, index = 0, values?: MessageValues): string {
  return translateElement(currentLanguage(), english, index, values)
}

/**
 * {@link tr} as a regular expression, for texts with values the test does not know (dates) or
 * only a part of which matters; `anchor` ties it to the start or both ends of the text.
 *
 * @example
 * ```ts
 * await expect(card.getByText(trPattern('Due {date}', { date: /.+/ }, 'start'))).toBeVisible()
 * ```
 */
export function trPattern(
  english: string,
  values?: PatternValues,
  anchor?: 'none' | 'start' | 'whole',
): RegExp {
  return translatePattern(currentLanguage(), english, values, anchor)
}

/**
 * The value for the test's language, for texts that come from data rather than the app's
 * catalogues (a seeded course's `title_en` / `title_ar`).
 */
export function inLanguage<T>(values: Readonly<Record<Language, T>>): T {
  return values[currentLanguage()]
}

/**
 * A number as the app writes it (`i18n.number`) in the test's language, or in `language`:
 * Arabic-Indic digits in Arabic.
 */
export function formatNumber(
  value: number,
  language: Language = currentLanguage(),
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], options).format(value)
}

/** {@link tr} in another language than the test's, for tests that switch the language. */
export function trIn(language: Language, english: string, values?: MessageValues): string {
  return translate(language, english, values)
}

/** Chooses `language` for the tab the first time one of its documents loads on the app's origin. */
function chooseLanguageOnce(language: string): void {
  try {
    // Once per tab, as a visitor choosing the language would: a test that later switches the
    // language, or signs out (which forgets it), sees what that visitor would see.
    if (sessionStorage.getItem('e2e-language-chosen') !== null) return
    localStorage.setItem('language', language)
    sessionStorage.setItem('e2e-language-chosen', language)
  } catch {
    // about:blank and other opaque origins have no storage; the app's pages do.
  }
}

/**
 * The learner suite's `test`: every spec imports it instead of Playwright's, so each of its
 * tests runs in the project's language (`desktop`/`mobile` in English, `desktop-ar`/`mobile-ar`
 * in Arabic) and finds its texts with {@link tr}.
 */
export const test = base.extend<LanguageOption & LanguageFixtures>({
  language: ['en', { option: true }],
  // English is the default: its projects start with nothing stored, like a first visit.
  context: async ({ context, language }, use) => {
    if (language !== 'en') await context.addInitScript(chooseLanguageOnce, language)
    await use(context)
  },
  // A prerendered page is on screen before the app has hydrated it, and a click then goes
  // nowhere: after loading one of the app's pages, wait until the app says it answers
  // (`data-app-ready`, src/app/app.tsx), as a person waits for a page to respond.
  // And no text of any page the test visits may show without its translation (the app logs
  // Lingui's "missing" event: a feature's catalogue that did not load with its code).
  page: async ({ page, javaScriptEnabled }, use) => {
    const untranslated = untranslatedTexts(page)
    await use(javaScriptEnabled === false ? page : waitingForTheApp(page))
    expect(untranslated, 'texts shown without their translation').toEqual([])
  },
  textsInLanguage: [
    async ({ language }, use) => {
      current = language
      await use(undefined)
      current = undefined
    },
    { auto: true },
  ],
})

/** The "Missing translation" errors `page` logs from now on (src/main.tsx). */
function untranslatedTexts(page: Page): string[] {
  const found: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Missing translation')) {
      found.push(message.text())
    }
  })
  return found
}

/**
 * `page`, whose `goto` and `reload` of one of the app's pages return once the app answers
 * (`data-app-ready`). The suite's `page` is one; so must be a page a test opens itself (a second
 * user's, say).
 */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => untilAppAnswers(page, await goto(...args))
  page.reload = async (...args) => untilAppAnswers(page, await reload(...args))
  return page
}

/** Waits for `data-app-ready` when `response` is one of the app's pages; returns it. */
async function untilAppAnswers(page: Page, response: Response | null): Promise<Response | null> {
  const isHtml = (response?.headers()['content-type'] ?? '').startsWith('text/html')
  // The app's pages have #root; the backend's own pages (a function's HTML answer) do not.
  if (response?.ok() && isHtml && (await page.locator('#root').count()) > 0) {
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  }
  return response
}
