// @vitest-environment jsdom
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from './activate-locale'
import type { I18nError } from './i18n-error'
import { LanguageSwitcher } from './language-switcher'
import type { Locale } from './locale'

async function renderIn(locale: Locale, props: Parameters<typeof LanguageSwitcher>[0] = {}) {
  const i18n = setupI18n()
  await activateLocale(i18n, locale, async () => ({ messages: {} }))
  render(
    <I18nProvider i18n={i18n}>
      <LanguageSwitcher {...props} />
    </I18nProvider>,
  )
}

afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('LanguageSwitcher', () => {
  it('offers Arabic, in Arabic, from the English interface', async () => {
    await renderIn('en', { className: 'ms-auto' })
    const button = screen.getByRole('button', { name: 'العربية', description: 'Switch to Arabic' })
    expect(button.className).toBe('ms-auto')
    expect(screen.getByText('العربية').getAttribute('lang')).toBe('ar')
  })

  it('offers English, with an Arabic hint, from the Arabic interface', async () => {
    localStorage.setItem('language', 'ar')
    await renderIn('ar')
    const button = screen.getByRole('button', {
      name: 'English',
      description: 'التبديل إلى الإنجليزية',
    })
    expect(button.querySelector('[lang="en"]')?.textContent).toBe('English')
  })

  it('switches to the other language when pressed', async () => {
    const reload = vi.fn()
    await renderIn('en', { switchDeps: { reload } })
    fireEvent.click(screen.getByRole('button', { name: 'العربية' }))
    expect(localStorage.getItem('language')).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    expect(reload).toHaveBeenCalledOnce()
  })

  it('hands a storage failure to onError instead of reloading', async () => {
    const reload = vi.fn()
    const onError = vi.fn<(error: I18nError) => void>()
    await renderIn('en', { switchDeps: { storage: null, reload }, onError })
    fireEvent.click(screen.getByRole('button', { name: 'العربية' }))
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'storage-unavailable' }))
    expect(reload).not.toHaveBeenCalled()
  })
})
