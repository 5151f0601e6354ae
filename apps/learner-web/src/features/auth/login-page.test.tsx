import { MESSAGES } from '@splendid/domain'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Navigate, Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { removeCookie, setCookie } from '../../lib/cookies'
import { renderWithProviders } from '../../test/render-with-providers'
import { LoginPage } from './login-page'

const auth = vi.hoisted(() => ({
  signInWithPassword: vi.fn(),
  signOut: vi.fn(),
  setSession: vi.fn(),
}))
vi.mock('../../lib/supabase-client', () => ({ supabase: { auth } }))

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

/** The login page inside routes; /from-guard mimics the guard's redirect with route state. */
function render(route: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        path="/from-guard"
        element={
          <Navigate
            to="/login?redirectTo=%2Fprogress"
            replace
            state={{ from: { pathname: '/homework', search: '?week=2' } }}
          />
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { ...options, route },
  )
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

beforeEach(() => {
  vi.clearAllMocks()
  auth.signOut.mockResolvedValue({ error: null })
  for (const name of ['session', 'user']) removeCookie(name)
})

describe('login form', () => {
  test('shows Email and Password fields, both required, with autocomplete', async () => {
    await render('/login')
    const email = screen.getByLabelText('Email')
    const password = screen.getByLabelText('Password')
    expect(email).toHaveProperty('required', true)
    expect(email.getAttribute('type')).toBe('email')
    expect(email.getAttribute('autocomplete')).toBe('email')
    expect(password).toHaveProperty('required', true)
    expect(password.getAttribute('autocomplete')).toBe('current-password')
  })

  test('links to forgot password, sign up and home', async () => {
    await render('/login')
    expect(screen.getByRole('link', { name: 'Forgot your password' }).getAttribute('href')).toBe(
      '/forgot-password',
    )
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup')
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
  })

  test('checks email, then password, then the email shape, in a red alert box', async () => {
    await render('/login')
    submit()
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.emailRequired)
    expect(screen.getByRole('alert').textContent).toBe('Email is required')
    fill('not-an-email', '')
    submit()
    expect(screen.getByRole('alert').textContent).toBe('Password is required')
    fill('not-an-email', 'secret')
    submit()
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address')
    expect(auth.signInWithPassword).not.toHaveBeenCalled()
  })

  test('focuses the field in error and ties it to the message', async () => {
    await render('/login')
    fill('mona@example.com', '')
    submit()
    const password = screen.getByLabelText('Password')
    expect(document.activeElement).toBe(password)
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(password.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull()
  })

  test("reads 'Logging in...' and disables the inputs while signing in", async () => {
    const call = deferred<{ error: null }>()
    auth.signInWithPassword.mockReturnValue(call.promise)
    await render('/login')
    fill('mona@example.com', 'secret1')
    submit()
    const button = screen.getByRole('button', { name: 'Logging in...' })
    expect(button).toHaveProperty('disabled', true)
    expect(screen.getByLabelText('Email')).toHaveProperty('disabled', true)
    expect(screen.getByLabelText('Password')).toHaveProperty('disabled', true)
    await waitFor(() =>
      expect(auth.signInWithPassword).toHaveBeenCalledWith({
        email: 'mona@example.com',
        password: 'secret1',
      }),
    )
    call.resolve({ error: null })
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard'))
  })

  test("shows the server's message when sign-in fails and enables the form again", async () => {
    auth.signInWithPassword.mockResolvedValue({
      error: { message: 'Invalid login credentials', status: 400 },
    })
    await render('/login')
    fill('mona@example.com', 'wrong-password')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials')
    expect(screen.getByLabelText('Email')).toHaveProperty('disabled', false)
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveProperty('disabled', false)
  })

  test("falls back to 'Login failed' when the error has no message", async () => {
    auth.signInWithPassword.mockResolvedValue({ error: { message: '', status: 500 } })
    await render('/login')
    fill('mona@example.com', 'secret1')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.loginFailed)
  })

  test("shows 'An error occurred during login' when the server could not be reached", async () => {
    auth.signInWithPassword.mockResolvedValue({
      error: { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 },
    })
    await render('/login')
    fill('mona@example.com', 'secret1')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred during login')
  })

  test("shows 'An error occurred during login' when the call throws", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    auth.signInWithPassword.mockRejectedValue(new TypeError('Failed to fetch'))
    await render('/login')
    fill('mona@example.com', 'secret1')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred during login')
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })
})

describe('after login', () => {
  beforeEach(() => {
    auth.signInWithPassword.mockResolvedValue({ error: null })
  })

  async function logIn() {
    fill('mona@example.com', 'secret1')
    submit()
    return (await screen.findByTestId('where')).textContent
  }

  test('goes to the page the guard sent the user from (route state first)', async () => {
    await render('/from-guard')
    expect(await logIn()).toBe('/homework?week=2')
  })

  test('goes to the redirectTo query value when there is no route state', async () => {
    await render('/login?redirectTo=%2Fbooking%2Fsummary')
    expect(await logIn()).toBe('/booking/summary')
  })

  test('goes to /dashboard by default', async () => {
    await render('/login')
    expect(await logIn()).toBe('/dashboard')
  })

  test('ignores a redirectTo that leaves the site', async () => {
    await render('/login?redirectTo=https%3A%2F%2Fevil.example%2F')
    expect(await logIn()).toBe('/dashboard')
  })

  test('ignores a protocol-relative redirectTo', async () => {
    await render('/login?redirectTo=%2F%2Fevil.example')
    expect(await logIn()).toBe('/dashboard')
  })
})

describe('visiting login with a stored session', () => {
  const now = Math.floor(Date.now() / 1000)
  function storeSessionCookie(expiresAt: number) {
    const value = JSON.stringify({
      access_token: 'access',
      refresh_token: 'refresh',
      expires_at: expiresAt,
      token_type: 'bearer',
      user: { id: 'user-1', email: 'mona@example.com' },
    })
    setCookie('session', value)
    setCookie('user', '{"id":"user-1"}')
  }

  test('a signed-in user goes to /dashboard', async () => {
    await render('/login', { auth: { status: 'signed-in' } })
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard')
  })

  test('a session that has not expired is restored and the user goes to /dashboard', async () => {
    auth.setSession.mockResolvedValue({ data: { session: {} }, error: null })
    storeSessionCookie(now + 3600)
    await render('/login')
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard')
    expect(auth.setSession).toHaveBeenCalledWith({
      access_token: 'access',
      refresh_token: 'refresh',
    })
  })

  test('an expired session is removed: cookies and the stored token', async () => {
    storeSessionCookie(now - 60)
    await render('/login')
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' }))
    expect(document.cookie).not.toContain('session=')
    expect(document.cookie).not.toContain('user=')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in to Splendid')
  })

  test('an unreadable session is removed', async () => {
    setCookie('session', '{not-json')
    await render('/login')
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' }))
    expect(document.cookie).not.toContain('session=')
    expect(auth.setSession).not.toHaveBeenCalled()
  })

  test('a stored session the server refuses is removed and the user stays on login', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    auth.setSession.mockResolvedValue({ data: { session: null }, error: { message: 'revoked' } })
    storeSessionCookie(now + 3600)
    await render('/login')
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' }))
    expect(document.cookie).not.toContain('session=')
    expect(screen.queryByTestId('where')).toBeNull()
    log.mockRestore()
  })

  test('nothing stored: nothing is removed', async () => {
    await render('/login')
    expect(auth.signOut).not.toHaveBeenCalled()
    expect(auth.setSession).not.toHaveBeenCalled()
  })
})
