import { describe, expect, it, vi } from 'vitest'
import { browserStorage, LANGUAGE_STORAGE_KEY, resolveInitialLocale } from './language-storage'

function storageWith(value: string | null) {
  return { getItem: vi.fn(() => value), setItem: vi.fn() }
}

describe('resolveInitialLocale', () => {
  it('uses the stored language when it is supported', () => {
    const storage = storageWith('ar')
    expect(resolveInitialLocale(storage)).toBe('ar')
    expect(storage.getItem).toHaveBeenCalledWith('language')
    expect(LANGUAGE_STORAGE_KEY).toBe('language')
  })

  it('falls back to en when nothing is stored', () => {
    expect(resolveInitialLocale(storageWith(null))).toBe('en')
  })

  it('falls back to en when the stored value is not a supported locale', () => {
    expect(resolveInitialLocale(storageWith('fr'))).toBe('en')
    expect(resolveInitialLocale(storageWith('AR'))).toBe('en')
  })

  it('falls back to en when there is no storage', () => {
    expect(resolveInitialLocale(null)).toBe('en')
  })

  it('falls back to en instead of throwing when reading storage throws', () => {
    const storage = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      setItem: vi.fn(),
    }
    expect(resolveInitialLocale(storage)).toBe('en')
  })

  it('treats a localStorage getter that throws as no storage', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
    try {
      expect(browserStorage()).toBeNull()
      expect(resolveInitialLocale()).toBe('en')
    } finally {
      if (original === undefined) Reflect.deleteProperty(globalThis, 'localStorage')
      else Object.defineProperty(globalThis, 'localStorage', original)
    }
  })
})
