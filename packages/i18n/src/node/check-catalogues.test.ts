import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkCatalogues, formatCatalogueReport } from './check-catalogues'

const FIXTURES = join(import.meta.dirname, '../../test/fixtures/catalogues')

function fixture(name: string) {
  const read = (locale: string) => readFileSync(join(FIXTURES, name, locale, 'messages.po'), 'utf8')
  return { en: read('en'), ar: read('ar') }
}

describe('checkCatalogues', () => {
  it('passes complete catalogues, ignoring obsolete entries', () => {
    const result = checkCatalogues(fixture('complete'))
    expect(result).toEqual({ ok: true, messageCounts: { en: 3, ar: 3 }, issues: [] })
    expect(formatCatalogueReport(result)).toBe('Catalogues complete (messages: en 3, ar 3).')
  })

  it('fails when a message is missing in ar, telling contexts apart', () => {
    const result = checkCatalogues(fixture('missing-in-ar'))
    expect(result.ok).toBe(false)
    expect(result.issues).toEqual([
      { kind: 'missing', locale: 'en', id: '1TNIig', message: 'Open', context: null },
      { kind: 'missing', locale: 'ar', id: 'fcWrnU', message: 'Sign out', context: null },
      { kind: 'missing', locale: 'ar', id: 'xqK4nA', message: 'Open', context: 'verb' },
    ])
    expect(formatCatalogueReport(result)).toBe(
      [
        'Catalogue check failed: 3 problems.',
        '  en: missing "Open" (id 1TNIig)',
        '  ar: missing "Sign out" (id fcWrnU)',
        '  ar: missing "Open" (context "verb", id xqK4nA)',
      ].join('\n'),
    )
  })

  it('fails when a message is missing in en', () => {
    const result = checkCatalogues(fixture('missing-in-en'))
    expect(result.ok).toBe(false)
    expect(result.issues).toEqual([
      { kind: 'missing', locale: 'en', id: 'vIGiyd', message: 'Only in Arabic', context: null },
    ])
  })

  it('fails when an Arabic translation is empty', () => {
    const result = checkCatalogues(fixture('empty-translation'))
    expect(result.issues).toEqual([
      { kind: 'empty-translation', locale: 'ar', id: 'fcWrnU', message: 'Sign out', context: null },
    ])
    expect(formatCatalogueReport(result)).toBe(
      'Catalogue check failed: 1 problem.\n  ar: empty translation of "Sign out" (id fcWrnU)',
    )
  })

  it('accepts an empty msgstr in the English source catalogue (Lingui falls back to the msgid)', () => {
    const { en, ar } = fixture('complete')
    const result = checkCatalogues({ en: en.replace('msgstr "Sign out"', 'msgstr ""'), ar })
    expect(result.ok).toBe(true)
  })
})
