import type { User } from '@supabase/supabase-js'
import { screen } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'
import { OnboardingRedirect } from './onboarding-redirect'
import { fetchOnboardingStatus } from './onboarding-status'

// The read itself is proven on the backend (onboarding-status.integration.test.ts); here it only
// feeds the redirect's decisions.
vi.mock('./onboarding-status', () => ({ fetchOnboardingStatus: vi.fn() }))
const fetchStatus = vi.mocked(fetchOnboardingStatus)

function answer(status: { onboarding_completed: boolean; onboarding_step: number } | null) {
  fetchStatus.mockResolvedValue(status)
}

const signedIn = { status: 'signed-in' as const, user: { id: 'user-1' } as User }

function ShowPath() {
  return <p data-testid="path">{useLocation().pathname}</p>
}

async function renderAt(route: string, auth: object = signedIn) {
  return renderWithProviders(
    <>
      <OnboardingRedirect />
      <Routes>
        <Route path="*" element={<ShowPath />} />
      </Routes>
    </>,
    { route, auth },
  )
}

beforeEach(() => {
  fetchStatus.mockReset()
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('OnboardingRedirect', () => {
  test.each([
    [1, '/onboarding'],
    [2, '/language-preferences'],
    [3, '/placement-assessment'],
  ])('sends a user at step %i to %s', async (step, page) => {
    answer({ onboarding_completed: false, onboarding_step: step })
    await renderAt('/dashboard')
    expect(await screen.findByText(page)).toBeTruthy()
    expect(fetchStatus).toHaveBeenCalledWith('user-1')
  })

  test('sets the local flag and stays when onboarding is completed', async () => {
    answer({ onboarding_completed: true, onboarding_step: 3 })
    await renderAt('/progress')
    await vi.waitFor(() => expect(window.localStorage.getItem('onboardingCompleted')).toBe('true'))
    expect(screen.getByTestId('path').textContent).toBe('/progress')
  })

  test.each([
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/terms-of-service',
    '/privacy-policy',
    '/onboarding',
    '/language-preferences',
    '/placement-assessment',
  ])('makes no call on the skip-list path %s', async (path) => {
    answer({ onboarding_completed: false, onboarding_step: 1 })
    await renderAt(path)
    await Promise.resolve()
    expect(fetchStatus).not.toHaveBeenCalled()
    expect(screen.getByTestId('path').textContent).toBe(path)
  })

  test("makes no call when the local flag is already 'true'", async () => {
    window.localStorage.setItem('onboardingCompleted', 'true')
    answer({ onboarding_completed: false, onboarding_step: 1 })
    await renderAt('/dashboard')
    await Promise.resolve()
    expect(fetchStatus).not.toHaveBeenCalled()
    expect(screen.getByTestId('path').textContent).toBe('/dashboard')
  })

  test('makes no call for a signed-out visitor', async () => {
    await renderAt('/dashboard', { status: 'anonymous', user: null })
    await Promise.resolve()
    expect(fetchStatus).not.toHaveBeenCalled()
  })

  test('only logs a failed status check and stays on the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchStatus.mockRejectedValue(
      new Error('Could not read the onboarding status: permission denied'),
    )
    await renderAt('/dashboard')
    await vi.waitFor(() => expect(log).toHaveBeenCalled())
    expect(screen.getByTestId('path').textContent).toBe('/dashboard')
    expect(window.localStorage.getItem('onboardingCompleted')).toBeNull()
  })

  test('stays on the page when no profile row can be read', async () => {
    answer(null)
    await renderAt('/dashboard')
    await vi.waitFor(() => expect(fetchStatus).toHaveBeenCalled())
    await Promise.resolve()
    expect(screen.getByTestId('path').textContent).toBe('/dashboard')
    expect(window.localStorage.getItem('onboardingCompleted')).toBeNull()
  })

  test('only logs a thrown network error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchStatus.mockRejectedValue(new TypeError('Failed to fetch'))
    await renderAt('/catalog')
    await vi.waitFor(() => expect(log).toHaveBeenCalled())
    expect(screen.getByTestId('path').textContent).toBe('/catalog')
  })
})
