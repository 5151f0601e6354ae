import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { activateLocale, type CompiledCatalogue } from './activate-locale'
import type { Locale } from './locale'
import { formatNumberPlaceholders, formatPlaceholderNumbers } from './number-placeholders'

// Compiled messages as `lingui compile` writes them: text and placeholder tokens.
const catalogues: Record<Locale, CompiledCatalogue> = {
  en: {
    messages: {
      week: ['Week ', ['week']],
      lessons: [['count', 'plural', { one: ['#', ' lesson'], other: ['#', ' lessons'] }]],
      seats: [
        ['seats', 'plural', { one: [['seatsText'], ' seat'], other: [['seatsText'], ' seats'] }],
      ],
      greet: ['Hello ', ['name']],
      total: [['total'], ' addresses'],
    },
  },
  ar: {
    messages: {
      week: ['الأسبوع ', ['week']],
      lessons: [['count', 'plural', { one: ['درس واحد'], other: ['#', ' دروس'] }]],
      seats: [['seats', 'plural', { one: ['مقعد'], other: [['seatsText'], ' مقاعد'] }]],
      greet: ['مرحبًا ', ['name']],
      total: [['total'], ' عنوان'],
    },
  },
}

async function activated(locale: Locale) {
  const i18n = setupI18n()
  await activateLocale(i18n, locale, async (which) => catalogues[which])
  return i18n
}

const WESTERN_DIGIT = /[0-9]/
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669]/

describe('numbers in messages: one kind of digit per locale', () => {
  it('Arabic writes plain placeholders, plurals and formatters with Arabic-Indic digits', async () => {
    const i18n = await activated('ar')
    const texts = [
      i18n._('week', { week: 1 }),
      i18n._({ id: 'week', values: { week: 12 } }),
      i18n.t('week', { week: 3 }),
      i18n._('lessons', { count: 7 }),
      i18n._('total', { total: 1234 }),
    ]
    expect(texts).toEqual(['الأسبوع ١', 'الأسبوع ١٢', 'الأسبوع ٣', '٧ دروس', '١٬٢٣٤ عنوان'])
    for (const text of texts) expect(text).not.toMatch(WESTERN_DIGIT)
  })

  it('English keeps Western digits', async () => {
    const i18n = await activated('en')
    const texts = [
      i18n._('week', { week: 1 }),
      i18n._('lessons', { count: 1 }),
      i18n._('lessons', { count: 7 }),
      i18n._('total', { total: 1234 }),
    ]
    expect(texts).toEqual(['Week 1', '1 lesson', '7 lessons', '1,234 addresses'])
    for (const text of texts) expect(text).not.toMatch(ARABIC_INDIC_DIGIT)
  })

  it('a plural value stays a number to pick its form; text values are untouched', async () => {
    const i18n = await activated('ar')
    expect(i18n._('lessons', { count: 1 })).toBe('درس واحد')
    expect(i18n._('seats', { seats: 5, seatsText: '٥' })).toBe('٥ مقاعد')
    expect(i18n._('greet', { name: 'Nour 2' })).toBe('مرحبًا Nour 2')
  })

  it('installs once, however often a locale is activated', async () => {
    const i18n = await activated('en')
    const installed = i18n._
    formatNumberPlaceholders(i18n)
    await activateLocale(i18n, 'ar', async (which) => catalogues[which])
    expect(i18n._).toBe(installed)
    expect(i18n._('week', { week: 2 })).toBe('الأسبوع ٢')
  })
})

describe('formatPlaceholderNumbers', () => {
  it('formats only numbers shown in plain placeholders', () => {
    const compiled = [['n'], ['count', 'plural', { other: ['#', ' ', ['label']] }]]
    const format = (value: number | bigint) => `<${value}>`
    expect(
      formatPlaceholderNumbers(compiled, { n: 4, count: 2, label: 3, other: 9 }, format),
    ).toEqual({ n: '<4>', count: 2, label: '<3>', other: 9 })
    expect(formatPlaceholderNumbers('plain text', { n: 4 }, format)).toEqual({ n: 4 })
    expect(formatPlaceholderNumbers(compiled, undefined, format)).toBeUndefined()
  })
})
