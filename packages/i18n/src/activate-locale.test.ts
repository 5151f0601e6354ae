import { setupI18n } from '@lingui/core'
import { describe, expect, it, vi } from 'vitest'
import { activateLocale, type CompiledCatalogue, type LoadMessages } from './activate-locale'
import type { Locale } from './locale'
import { messages as sharedAr } from './locales/ar/messages'

const appCatalogues: Record<Locale, CompiledCatalogue> = {
  en: { messages: { greet: ['Hello'] } },
  ar: { messages: { greet: ['مرحبًا'] } },
}

const loadMessages: LoadMessages = async (locale) => appCatalogues[locale]

describe('activateLocale', () => {
  it("loads only the chosen locale's app catalogue and activates it", async () => {
    const i18n = setupI18n()
    const load = vi.fn(loadMessages)
    await activateLocale(i18n, 'ar', load)

    expect(load).toHaveBeenCalledExactlyOnceWith('ar')
    expect(i18n.locale).toBe('ar')
    expect(i18n._('greet')).toBe('مرحبًا')
  })

  it("adds this package's own texts (the language switcher's) to the app's", async () => {
    const i18n = setupI18n()
    await activateLocale(i18n, 'ar', loadMessages)
    const id = Object.keys(sharedAr).find((key) => sharedAr[key]?.[0] === 'التبديل إلى العربية')
    expect(id).toBeDefined()
    expect(i18n._(id ?? '')).toBe('التبديل إلى العربية')
  })

  it("lets the app's translation win over the package's for the same message id", async () => {
    const i18n = setupI18n()
    const [sharedId = ''] = Object.keys(sharedAr)
    await activateLocale(i18n, 'ar', async () => ({ messages: { [sharedId]: ['نص التطبيق'] } }))
    expect(i18n._(sharedId)).toBe('نص التطبيق')
  })

  it('keeps the messages a locale already had (a catalogue that arrived with its code first)', async () => {
    const i18n = setupI18n()
    i18n.load('ar', { farewell: ['مع السلامة'] })
    await activateLocale(i18n, 'ar', loadMessages)
    expect(i18n._('farewell')).toBe('مع السلامة')
    expect(i18n._('greet')).toBe('مرحبًا')
  })

  it("formats numbers through Lingui with the locale's Intl conventions", async () => {
    const i18n = setupI18n()
    await activateLocale(i18n, 'ar', loadMessages)
    expect(i18n.number(1234.5)).toBe('١٬٢٣٤٫٥')
    await activateLocale(i18n, 'en', loadMessages)
    expect(i18n.number(1234.5)).toBe('1,234.5')
  })

  it('rejects with the loader error and keeps the previous locale active', async () => {
    const i18n = setupI18n()
    await activateLocale(i18n, 'en', loadMessages)
    const failure = new Error('chunk failed to load')
    await expect(activateLocale(i18n, 'ar', () => Promise.reject(failure))).rejects.toBe(failure)
    expect(i18n.locale).toBe('en')
  })
})
