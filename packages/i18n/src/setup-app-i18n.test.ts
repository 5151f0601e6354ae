// @vitest-environment jsdom
import { setupI18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import type { LoadMessages } from './activate-locale'
import { setupAppI18n } from './setup-app-i18n'

const loadMessages: LoadMessages = async (locale) => ({
  messages: { title: [locale === 'ar' ? 'العنوان' : 'Title'] },
})

afterEach(() => {
  localStorage.clear()
})

describe('setupAppI18n', () => {
  it('starts in the stored language with <html lang dir> set', async () => {
    localStorage.setItem('language', 'ar')
    const i18n = setupI18n()
    expect(await setupAppI18n({ i18n, loadMessages })).toBe('ar')
    expect(i18n.locale).toBe('ar')
    expect(i18n._('title')).toBe('العنوان')
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
  })

  it('starts in English when the stored language is not supported', async () => {
    localStorage.setItem('language', 'de')
    const i18n = setupI18n()
    expect(await setupAppI18n({ i18n, loadMessages })).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(document.documentElement.dir).toBe('ltr')
  })

  it('starts in English when there is no storage', async () => {
    const i18n = setupI18n()
    expect(await setupAppI18n({ i18n, loadMessages, storage: null })).toBe('en')
    expect(i18n._('title')).toBe('Title')
  })
})
