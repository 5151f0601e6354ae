// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nError } from './i18n-error'
import { LANGUAGE_CHANGE_EVENT, type LanguageChangeEvent } from './language-change-event'
import { switchLanguage } from './switch-language'

function setup(stored: string | null = null) {
  if (stored !== null) localStorage.setItem('language', stored)
  const reload = vi.fn()
  const events: LanguageChangeEvent[] = []
  const listener = (event: LanguageChangeEvent) => events.push(event)
  window.addEventListener(LANGUAGE_CHANGE_EVENT, listener)
  listeners.push(listener)
  return { reload, events }
}

const listeners: ((event: LanguageChangeEvent) => void)[] = []

afterEach(() => {
  for (const listener of listeners.splice(0)) {
    window.removeEventListener(LANGUAGE_CHANGE_EVENT, listener)
  }
  localStorage.clear()
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
})

describe('switchLanguage', () => {
  it('stores ar, sets <html lang="ar" dir="rtl">, announces the change and reloads', () => {
    const { reload, events } = setup()
    const result = switchLanguage('ar', { reload })

    expect(result).toEqual({ status: 'switched', from: 'en', to: 'ar' })
    expect(localStorage.getItem('language')).toBe('ar')
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    expect(events).toHaveLength(1)
    expect(events[0]?.type).toBe('language-change')
    expect(events[0]?.detail).toEqual({ locale: 'ar' })
    expect(reload).toHaveBeenCalledOnce()
  })

  it('switches back to en with dir="ltr"', () => {
    const { reload, events } = setup('ar')
    expect(switchLanguage('en', { reload })).toEqual({ status: 'switched', from: 'ar', to: 'en' })
    expect(localStorage.getItem('language')).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(document.documentElement.dir).toBe('ltr')
    expect(events.map((event) => event.detail.locale)).toEqual(['en'])
    expect(reload).toHaveBeenCalledOnce()
  })

  it('does it in the spec order: store, set the document language, announce, reload', () => {
    const steps: string[] = []
    const storage = {
      getItem: () => null,
      setItem: () => steps.push('store'),
    }
    const target = new EventTarget()
    target.addEventListener(LANGUAGE_CHANGE_EVENT, () =>
      steps.push(`announce with lang=${document.documentElement.lang}`),
    )
    switchLanguage('ar', { storage, eventTarget: target, reload: () => steps.push('reload') })
    expect(steps).toEqual(['store', 'announce with lang=ar', 'reload'])
  })

  it('does nothing when the language is already the stored one', () => {
    const { reload, events } = setup('ar')
    expect(switchLanguage('ar', { reload })).toEqual({ status: 'unchanged', locale: 'ar' })
    expect(document.documentElement.hasAttribute('lang')).toBe(false)
    expect(events).toHaveLength(0)
    expect(reload).not.toHaveBeenCalled()
  })

  it('does nothing when choosing en while nothing is stored (en is the default)', () => {
    const { reload, events } = setup()
    expect(switchLanguage('en', { reload })).toEqual({ status: 'unchanged', locale: 'en' })
    expect(localStorage.getItem('language')).toBeNull()
    expect(events).toHaveLength(0)
    expect(reload).not.toHaveBeenCalled()
  })

  it('refuses with storage-unavailable, and neither announces nor reloads, when storage rejects the write', () => {
    const { reload, events } = setup()
    const quota = new DOMException('Quota exceeded', 'QuotaExceededError')
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw quota
      },
    }
    const error = (() => {
      try {
        switchLanguage('ar', { storage, reload })
      } catch (caught) {
        return caught
      }
      return undefined
    })()
    expect(error).toBeInstanceOf(I18nError)
    expect(error).toMatchObject({ code: 'storage-unavailable', cause: quota })
    expect(document.documentElement.hasAttribute('lang')).toBe(false)
    expect(events).toHaveLength(0)
    expect(reload).not.toHaveBeenCalled()
  })

  it('refuses with storage-unavailable when there is no storage at all', () => {
    const reload = vi.fn()
    expect(() => switchLanguage('ar', { storage: null, reload })).toThrow(
      expect.objectContaining({ code: 'storage-unavailable' }),
    )
    expect(reload).not.toHaveBeenCalled()
  })
})
