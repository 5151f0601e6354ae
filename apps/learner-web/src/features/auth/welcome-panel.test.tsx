import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'
import { WelcomePanel } from './welcome-panel'

test('offers Sign Up and Log In and the Terms of Service / Privacy Policy note', async () => {
  await renderWithProviders(<WelcomePanel />)
  expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup')
  expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login')
  expect(screen.getByText(/By continuing, you agree to our/).textContent).toBe(
    'By continuing, you agree to our Terms of Service and Privacy Policy.',
  )
  expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
    '/terms-of-service',
  )
  expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
    '/privacy-policy',
  )
})

test('reads in Arabic', async () => {
  await renderWithProviders(<WelcomePanel />, { locale: 'ar' })
  expect(screen.getByRole('heading', { name: 'مرحبًا بك في سبلنديد' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'شروط الخدمة' })).toBeTruthy()
})
