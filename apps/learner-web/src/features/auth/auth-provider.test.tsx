import { act, render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { loadSupabase } from '../../lib/load-supabase'
import { SESSION_STORAGE_KEY } from '../../lib/session-storage-key'
import { AuthProvider } from './auth-provider'
import { useAuth } from './use-auth'

type Listener = (event: string, session: unknown) => void

const auth = vi.hoisted(() => ({
  getSession: vi.fn(),
  onAuthStateChange: vi.fn(),
  refreshSession: vi.fn(),
  signOut: vi.fn(),
  listener: null as Listener | null,
}))

vi.mock('../../lib/supabase-client', () => ({ supabase: { auth } }))

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0)

function sessionExpiringIn(seconds: number) {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_at: Math.floor(NOW / 1000) + seconds,
    user: { id: 'user-1', email: 'learner@example.test', app_metadata: {}, user_metadata: {} },
  }
}

function StatusLine() {
  return <p>status: {useAuth().status}</p>
}

/** Renders the provider with `session` as supabase-js' stored session (in local storage too). */
async function renderWithSession(session: unknown) {
  auth.getSession.mockResolvedValue({ data: { session }, error: null })
  if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session))
  render(
    <MemoryRouter>
      <AuthProvider>
        <StatusLine />
      </AuthProvider>
    </MemoryRouter>,
  )
  // Let the lazily loaded client and the stored-session read settle.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  auth.onAuthStateChange.mockImplementation((listener: Listener) => {
    auth.listener = listener
    return { data: { subscription: { unsubscribe: vi.fn() } } }
  })
  auth.refreshSession.mockResolvedValue({ data: { session: null }, error: null })
  auth.signOut.mockResolvedValue({ error: null })
})

afterEach(() => {
  vi.useRealTimers()
  vi.clearAllMocks()
  localStorage.clear()
})

describe('loading supabase-js (issue 23: no auth library for a visitor who is signed out)', () => {
  test('without a stored session the visitor is signed out at once and supabase-js waits', async () => {
    await renderWithSession(null)
    expect(document.body.querySelector('p')?.textContent).toBe('status: anonymous')
    expect(auth.getSession).not.toHaveBeenCalled()
  })

  test('follows the session once another part of the app loads supabase-js', async () => {
    await renderWithSession(null)
    const signedIn = sessionExpiringIn(3600)
    auth.getSession.mockResolvedValue({ data: { session: null }, error: null })
    await act(async () => {
      await loadSupabase()
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(auth.getSession).toHaveBeenCalledTimes(1)
    await act(async () => {
      auth.listener?.('SIGNED_IN', signedIn)
    })
    expect(document.body.querySelector('p')?.textContent).toBe('status: signed-in')
  })

  test('with a stored session supabase-js is loaded at once', async () => {
    await renderWithSession(sessionExpiringIn(3600))
    expect(auth.getSession).toHaveBeenCalledTimes(1)
    expect(document.body.querySelector('p')?.textContent).toBe('status: signed-in')
  })
})

describe('session refresh (spec §4, §9)', () => {
  test('refreshes 5 minutes before expiry', async () => {
    await renderWithSession(sessionExpiringIn(3600))
    await act(async () => {
      await vi.advanceTimersByTimeAsync((3600 - 300) * 1000 - 1)
    })
    expect(auth.refreshSession).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(auth.refreshSession).toHaveBeenCalledTimes(1)
  })

  test('refreshes at once when the session is already inside the 5-minute window', async () => {
    await renderWithSession(sessionExpiringIn(120))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(auth.refreshSession).toHaveBeenCalledTimes(1)
  })

  test('never asks again within 30 s when the server issues tokens shorter than the margin', async () => {
    await renderWithSession(sessionExpiringIn(120))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    // The server answers with another short-lived session.
    await act(async () => {
      auth.listener?.('TOKEN_REFRESHED', sessionExpiringIn(121))
      await vi.advanceTimersByTimeAsync(29_000)
    })
    expect(auth.refreshSession).toHaveBeenCalledTimes(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    expect(auth.refreshSession).toHaveBeenCalledTimes(2)
  })

  test('logs and signs out when a refresh fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    auth.refreshSession.mockResolvedValue({ data: { session: null }, error: new Error('gone') })
    await renderWithSession(sessionExpiringIn(60))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(logged).toHaveBeenCalledWith('Session refresh failed; signing out', expect.any(Error))
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' })
  })
})
