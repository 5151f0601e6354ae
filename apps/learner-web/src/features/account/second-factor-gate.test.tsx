import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'

// Only the gate's states; totp-factors.integration.test.ts proves the calls on the backend.
const level = { currentLevel: 'aal1', nextLevel: 'aal2' }
const mfa = {
  getAuthenticatorAssuranceLevel: vi.fn(async () => ({ data: level, error: null })),
  listFactors: vi.fn(async () => ({
    data: { all: [{ id: 'f1', factor_type: 'totp', status: 'verified', friendly_name: 'App' }] },
    error: null,
  })),
  challengeAndVerify: vi.fn(async () => ({ data: {}, error: null })),
}
vi.mock('../../lib/supabase-client', () => ({ supabase: { auth: { mfa } } }))

const { SecondFactorGate } = await import('./second-factor-gate')

describe('SecondFactorGate', () => {
  beforeEach(() => {
    mfa.challengeAndVerify.mockClear()
    level.currentLevel = 'aal1'
  })

  test('asks an aal1 session of a user with a factor for the code before the screen', async () => {
    await renderWithProviders(
      <SecondFactorGate>
        <p>Admin screen</p>
      </SecondFactorGate>,
    )
    fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '123456' } })
    expect(screen.queryByText('Admin screen')).toBeNull()
    fireEvent.submit(screen.getByLabelText('6-digit code').closest('form') as HTMLFormElement)
    expect(await screen.findByText('Admin screen')).toBeTruthy()
    expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f1', code: '123456' })
  })

  test('offers to sign out instead of giving the code', async () => {
    const signOut = vi.fn(async () => {})
    await renderWithProviders(
      <SecondFactorGate>
        <p>Admin screen</p>
      </SecondFactorGate>,
      { auth: { signOut } },
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }))
    expect(signOut).toHaveBeenCalledOnce()
    expect(screen.queryByText('Admin screen')).toBeNull()
    expect(mfa.challengeAndVerify).not.toHaveBeenCalled()
  })

  test('shows the screen at once at aal2', async () => {
    level.currentLevel = 'aal2'
    await renderWithProviders(
      <SecondFactorGate>
        <p>Admin screen</p>
      </SecondFactorGate>,
    )
    expect(await screen.findByText('Admin screen')).toBeTruthy()
    expect(mfa.challengeAndVerify).not.toHaveBeenCalled()
  })
})
