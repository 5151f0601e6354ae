import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { messages as compiledAr } from '../locales/ar/messages'
import { messages as compiledEn } from '../locales/en/messages'
import { checkCatalogues } from './check-catalogues'
import { poFormatter } from './po-format'

const LOCALES_DIR = join(import.meta.dirname, '../locales')
const read = (locale: string) => readFileSync(join(LOCALES_DIR, locale, 'messages.po'), 'utf8')

describe("this package's own catalogue", () => {
  it('has every text in both languages', () => {
    expect(checkCatalogues({ en: read('en'), ar: read('ar') }).issues).toEqual([])
  })

  it.each([
    ['en', compiledEn],
    ['ar', compiledAr],
  ] as const)(
    'is compiled from the current %s PO file (run i18n:compile after editing)',
    (locale, compiled) => {
      const po = poFormatter().parse(read(locale), {
        locale,
        sourceLocale: 'en',
        filename: `${locale}/messages.po`,
      })
      // The package's texts have no placeholders, so each compiles to a one-string array.
      const expected = Object.fromEntries(
        Object.entries(po).map(([id, entry]) => [id, [entry.translation || entry.message]]),
      )
      expect(compiled).toEqual(expected)
    },
  )

  it('translates the switcher hints into Arabic', () => {
    const po = poFormatter().parse(read('ar'), { locale: 'ar', sourceLocale: 'en', filename: 'ar' })
    const byMessage = Object.fromEntries(
      Object.values(po).map((entry) => [entry.message, entry.translation]),
    )
    expect(byMessage).toEqual({
      'Switch to Arabic': 'التبديل إلى العربية',
      'Switch to English': 'التبديل إلى الإنجليزية',
    })
  })
})
