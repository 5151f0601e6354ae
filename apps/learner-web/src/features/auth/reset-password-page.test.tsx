import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'
import { ResetPasswordPage } from './reset-password-page'

const auth = vi.hoisted(() => ({ updateUser: vi.fn() }))
vi.mock('../../lib/supabase-client', () => ({ supabase: { auth } }))

const signedIn = { auth: { status: 'signed-in' as const } }

function fill(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } })
  fireEvent.change(screen.getByLabelText('Confirm new password'), {
    target: { value: confirmation },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }))
}

beforeEach(() => {
  vi.clearAllMocks()
})

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('reset-password page', () => {
  test('while the session loads it checks the link', async () => {
    await renderWithProviders(<ResetPasswordPage />, { auth: { status: 'loading' } })
    expect(screen.getByRole('status').textContent).toBe('Checking your reset link…')
  })

  test('without a recovery session it says the link cannot be used and offers a new one', async () => {
    await renderWithProviders(<ResetPasswordPage />)
    expect(screen.getByRole('alert').textContent).toContain('has expired or is invalid')
    expect(
      screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href'),
    ).toBe('/forgot-password')
    expect(screen.queryByLabelText('New password')).toBeNull()
  })

  test("shows the link's own error description from the URL fragment", async () => {
    window.history.replaceState(
      null,
      '',
      '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    )
    await renderWithProviders(<ResetPasswordPage />, signedIn)
    expect(screen.getByRole('alert').textContent).toContain('Email link is invalid or has expired')
    expect(screen.queryByLabelText('New password')).toBeNull()
  })

  test('with a session it asks for the new password twice, both required', async () => {
    await renderWithProviders(<ResetPasswordPage />, signedIn)
    for (const label of ['New password', 'Confirm new password']) {
      const input = screen.getByLabelText(label)
      expect(input).toHaveProperty('required', true)
      expect(input.getAttribute('autocomplete')).toBe('new-password')
    }
  })

  test('refuses a password shorter than 6 characters, then a mismatch', async () => {
    await renderWithProviders(<ResetPasswordPage />, signedIn)
    fill('12345', '12345')
    expect(screen.getByRole('alert').textContent).toBe(
      'Password must be at least 6 characters long',
    )
    fill('secret1', 'secret2')
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match')
    expect(auth.updateUser).not.toHaveBeenCalled()
  })

  test('saves the new password and links on to the dashboard', async () => {
    auth.updateUser.mockResolvedValue({ data: { user: {} }, error: null })
    await renderWithProviders(<ResetPasswordPage />, signedIn)
    fill('new-secret', 'new-secret')
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true)
    await waitFor(() => expect(auth.updateUser).toHaveBeenCalledWith({ password: 'new-secret' }))
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your password has been updated.',
    )
    expect(
      screen.getByRole('link', { name: 'Continue to your dashboard' }).getAttribute('href'),
    ).toBe('/dashboard')
  })

  test("shows the service's message when saving fails", async () => {
    auth.updateUser.mockResolvedValue({
      data: { user: null },
      error: { message: 'New password should be different from the old password.' },
    })
    await renderWithProviders(<ResetPasswordPage />, signedIn)
    fill('same-secret', 'same-secret')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'New password should be different from the old password.',
    )
    expect(screen.getByLabelText('New password')).toHaveProperty('disabled', false)
  })
})
