import type { User } from '@supabase/supabase-js'
import { screen } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createFakeSupabase, type FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'

let answer: FakeAnswer = { data: null }
const fake = createFakeSupabase(() => answer)
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { OnboardingRedirect } = await import('./onboarding-redirect')

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
  fake.queries.length = 0
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
    answer = { data: { onboarding_completed: false, onboarding_step: step } }
    await renderAt('/dashboard')
    expect(await screen.findByText(page)).toBeTruthy()
    expect(fake.queries).toEqual([
      {
        table: 'profiles',
        steps: [
          ['select', 'onboarding_completed, onboarding_step'],
          ['eq', 'id', 'user-1'],
          ['single'],
        ],
      },
    ])
  })

  test('sets the local flag and stays when onboarding is completed', async () => {
    answer = { data: { onboarding_completed: true, onboarding_step: 3 } }
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
    answer = { data: { onboarding_completed: false, onboarding_step: 1 } }
    await renderAt(path)
    await Promise.resolve()
    expect(fake.queries).toEqual([])
    expect(screen.getByTestId('path').textContent).toBe(path)
  })

  test("makes no call when the local flag is already 'true'", async () => {
    window.localStorage.setItem('onboardingCompleted', 'true')
    answer = { data: { onboarding_completed: false, onboarding_step: 1 } }
    await renderAt('/dashboard')
    await Promise.resolve()
    expect(fake.queries).toEqual([])
    expect(screen.getByTestId('path').textContent).toBe('/dashboard')
  })

  test('makes no call for a signed-out visitor', async () => {
    await renderAt('/dashboard', { status: 'anonymous', user: null })
    await Promise.resolve()
    expect(fake.queries).toEqual([])
  })

  test('only logs a failed status check and stays on the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    answer = { error: { message: 'permission denied' } }
    await renderAt('/dashboard')
    await vi.waitFor(() => expect(log).toHaveBeenCalled())
    expect(screen.getByTestId('path').textContent).toBe('/dashboard')
    expect(window.localStorage.getItem('onboardingCompleted')).toBeNull()
  })

  test('only logs a thrown network error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    answer = new Error('Failed to fetch')
    await renderAt('/catalog')
    await vi.waitFor(() => expect(log).toHaveBeenCalled())
    expect(screen.getByTestId('path').textContent).toBe('/catalog')
  })
})
