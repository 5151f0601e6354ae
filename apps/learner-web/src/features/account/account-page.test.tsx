import type { User } from '@supabase/supabase-js'
import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { createFakeSupabase } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'

const updateUser = vi.fn(async (_attributes: { password: string }) => ({ data: {}, error: null }))
const fake = createFakeSupabase(() => ({
  data: { full_name: 'Nour Hassan', user_type: 'teacher', preferred_language: 'en' },
}))
// The MFA calls only feed the two-step section's states here; totp-factors.integration.test.ts
// proves them against the backend.
const mfa = {
  listFactors: vi.fn(async () => ({
    data: { all: [], totp: [], phone: [], webauthn: [] },
    error: null,
  })),
  enroll: vi.fn(async () => ({
    data: {
      id: 'factor-1',
      type: 'totp',
      friendly_name: 'Authenticator app',
      totp: {
        qr_code: 'data:image/svg+xml;utf-8,<svg></svg>',
        secret: 'JBSWY3DPEHPK3PXP',
        uri: '',
      },
    },
    error: null,
  })),
}
vi.mock('../../lib/supabase-client', () => ({
  supabase: { ...fake.client, auth: { updateUser, mfa } },
}))

const { AccountPage } = await import('./account-page')

const signOut = vi.fn(async () => {})

async function renderAccount() {
  await renderWithProviders(<AccountPage />, {
    route: '/account',
    auth: {
      status: 'signed-in',
      user: { id: 'user-1', email: 'nour@example.com' } as User,
      signOut,
    },
  })
}

function setPasswords(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } })
  fireEvent.change(screen.getByLabelText('Confirm new password'), {
    target: { value: confirmation },
  })
  fireEvent.submit(screen.getByLabelText('New password').closest('form') as HTMLFormElement)
}

beforeEach(() => {
  updateUser.mockClear()
  signOut.mockClear()
})

describe('AccountPage', () => {
  test('shows the name, e-mail and user type from the profile', async () => {
    await renderAccount()
    expect(await screen.findByDisplayValue('Nour Hassan')).toBeTruthy()
    expect(screen.getByText('nour@example.com')).toBeTruthy()
    expect(screen.getByText('Teacher')).toBeTruthy()
  })

  test('refuses a password shorter than 6 characters or not confirmed', async () => {
    await renderAccount()
    setPasswords('abc', 'abc')
    expect(screen.getByRole('alert').textContent).toBe(
      'Password must be at least 6 characters long',
    )
    setPasswords('abcdef', 'abcdeg')
    expect(screen.getByRole('alert').textContent).toBe('The passwords do not match.')
    expect(updateUser).not.toHaveBeenCalled()
  })

  test('changes the password through the auth service', async () => {
    await renderAccount()
    setPasswords('newpass1', 'newpass1')
    expect(await screen.findByText('Your password was changed.')).toBeTruthy()
    expect(updateUser).toHaveBeenCalledWith({ password: 'newpass1' })
  })

  test('Sign out uses the session sign-out flow', async () => {
    await renderAccount()
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(signOut).toHaveBeenCalledTimes(1)
  })

  test('sets up an authenticator app: QR code, key to type in, code field', async () => {
    await renderAccount()
    fireEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }))
    expect(await screen.findByAltText('QR code to scan with your authenticator app')).toBeTruthy()
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP')
    expect(screen.getByLabelText('6-digit code')).toBeTruthy()
    expect(mfa.enroll).toHaveBeenCalledWith({
      factorType: 'totp',
      friendlyName: 'Authenticator app',
    })
  })
})
