import type { User } from '@supabase/supabase-js'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'
import { SiteHeader } from './site-header'

const user = {
  id: '5b0c3f9e-0000-4000-8000-000000000001',
  email: 'student@splendid.test',
  user_metadata: { name: 'Nour El-Sayed' },
  app_metadata: {},
  aud: 'authenticated',
  created_at: '2026-01-01T00:00:00Z',
} as unknown as User

function signedIn(logOutFromHeader = vi.fn(async () => {})) {
  return { auth: { status: 'signed-in' as const, user, logOutFromHeader } }
}

describe('SiteHeader', () => {
  test('the logo is a plain link to / that reloads the document', async () => {
    await renderWithProviders(<SiteHeader />)
    const logo = screen.getByRole('link', { name: 'Splendid' })
    expect(logo.getAttribute('href')).toBe('/')
    expect(logo.hasAttribute('data-discover')).toBe(false)
  })

  test('signed out: Log In and Sign Up, shown from md up only, and no avatar menu', async () => {
    await renderWithProviders(<SiteHeader />)
    const logIn = screen.getByRole('link', { name: 'Log In' })
    const signUp = screen.getByRole('link', { name: 'Sign Up' })
    expect(logIn.getAttribute('href')).toBe('/login')
    expect(signUp.getAttribute('href')).toBe('/signup')
    for (const link of [logIn, signUp]) {
      expect(link.className).toMatch(/(^|\s)hidden(\s|$)/)
      expect(link.className).toContain('md:inline-flex')
    }
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull()
  })

  test('while a stored session is read, the avatar keeps its place and no Log In shows', async () => {
    await renderWithProviders(<SiteHeader />, {
      route: '/dashboard',
      auth: { status: 'loading', expectedStatus: 'signed-in' },
    })
    const placeholder = screen.getByTestId('avatar-placeholder')
    // The size of the avatar menu's button (36 px avatar + 2 px padding each side).
    expect(placeholder.className).toContain('size-10')
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull()
  })

  test('while no stored session is read, Log In and Sign Up show at once', async () => {
    await renderWithProviders(<SiteHeader />, {
      auth: { status: 'loading', expectedStatus: 'anonymous' },
    })
    expect(screen.getByRole('link', { name: 'Log In' })).toBeTruthy()
    expect(screen.queryByTestId('avatar-placeholder')).toBeNull()
  })

  test('the language switcher is there signed out and signed in', async () => {
    await renderWithProviders(<SiteHeader />)
    expect(screen.getByRole('button', { name: /Switch to Arabic/ })).toBeTruthy()
    const { unmount } = await renderWithProviders(<SiteHeader />, signedIn())
    expect(screen.getAllByRole('button', { name: /Switch to Arabic/ })).toHaveLength(2)
    unmount()
  })

  test('signed in: the avatar menu lists the eight entries in the spec order', async () => {
    await renderWithProviders(<SiteHeader />, signedIn())
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull()
    const button = await screen.findByRole('button', { name: 'Account menu' })
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'My Courses',
      'Book Class',
      'Homework',
      'AI Tutor',
      'Settings',
      'Content Editor',
      'Log out',
    ])
    expect(items.slice(0, 7).map((item) => item.getAttribute('href'))).toEqual([
      '/dashboard',
      '/catalog',
      '/booking',
      '/homework',
      '/ai-tutor',
      '/account',
      '/admin/content',
    ])
    expect(document.activeElement).toBe(items[0])
  })

  test('the menu moves with arrow keys and closes with Escape, returning focus', async () => {
    await renderWithProviders(<SiteHeader />, signedIn())
    const button = await screen.findByRole('button', { name: 'Account menu' })
    fireEvent.keyDown(button, { key: 'ArrowDown' })
    const menu = screen.getByRole('menu')
    const items = within(menu).getAllByRole('menuitem')
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(items[1])
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(items.at(-1))
    fireEvent.keyDown(menu, { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  test('a click outside closes the menu', async () => {
    await renderWithProviders(<SiteHeader />, signedIn())
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }))
    fireEvent.pointerDown(document.body)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  test('Log out calls the header sign-out flow', async () => {
    const logOutFromHeader = vi.fn(async () => {})
    await renderWithProviders(<SiteHeader />, signedIn(logOutFromHeader))
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }))
    expect(logOutFromHeader).toHaveBeenCalledOnce()
  })

  test('the side menu is offered to signed-in users on side-menu paths only', async () => {
    const { unmount } = await renderWithProviders(<SiteHeader />, {
      ...signedIn(),
      route: '/faq',
    })
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).toBeNull()
    unmount()
    await renderWithProviders(<SiteHeader />, { route: '/dashboard' })
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).toBeNull()
  })

  test('the side menu is a dialog with the navigation and Log out; Escape closes it', async () => {
    const logOutFromHeader = vi.fn(async () => {})
    await renderWithProviders(<SiteHeader />, {
      ...signedIn(logOutFromHeader),
      route: '/booking/summary',
    })
    const hamburger = await screen.findByRole('button', { name: 'Open navigation menu' })
    expect(hamburger.className).toContain('md:hidden')
    fireEvent.click(hamburger)
    const dialog = screen.getByRole('dialog')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const links = within(dialog).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'My Courses',
      'Book Class',
      'Homework',
      'AI Tutor',
      'Settings',
      'Content Editor',
      'Progress',
      'Certificates',
    ])
    expect(dialog.contains(document.activeElement)).toBe(true)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(hamburger)
    fireEvent.click(hamburger)
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out' }))
    expect(logOutFromHeader).toHaveBeenCalledOnce()
  })

  test('signed in: the main navigation row links the seven destinations, the current one marked', async () => {
    await renderWithProviders(<SiteHeader />, { ...signedIn(), route: '/booking/summary' })
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(nav.className).toContain('md:block')
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Courses', '/catalog'],
      ['Book Class', '/booking'],
      ['Homework', '/homework'],
      ['AI Tutor', '/ai-tutor'],
      ['Progress', '/progress'],
      ['Certificates', '/certificates'],
    ])
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'page',
      null,
      null,
      null,
      null,
    ])
  })

  test('the main navigation row keeps its place while a stored session is read, and is not there signed out', async () => {
    const { unmount } = await renderWithProviders(<SiteHeader />, {
      route: '/dashboard',
      auth: { status: 'loading', expectedStatus: 'signed-in' },
    })
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy()
    unmount()
    await renderWithProviders(<SiteHeader />)
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull()
  })

  test('header texts are Arabic in Arabic', async () => {
    await renderWithProviders(<SiteHeader />, { locale: 'ar' })
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'إنشاء حساب' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /التبديل إلى الإنجليزية/ })).toBeTruthy()
  })
})
