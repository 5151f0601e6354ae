import { MESSAGES } from '@splendid/domain'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { removeCookie, setCookie } from '../../lib/cookies'
import { renderWithProviders } from '../../test/render-with-providers'
import { SignupPage } from './signup-page'

const auth = vi.hoisted(() => ({ signUp: vi.fn(), signOut: vi.fn(), setSession: vi.fn() }))
vi.mock('../../lib/supabase-client', () => ({ supabase: { auth } }))

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname}</p>
}

function render(route = '/signup', options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { ...options, route },
  )
}

function fill(values: { name?: string; email?: string; password?: string }) {
  if (values.name !== undefined) {
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: values.name } })
  }
  if (values.email !== undefined) {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: values.email } })
  }
  if (values.password !== undefined) {
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: values.password } })
  }
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
}

const valid = { name: '  Mona Adel ', email: 'mona@example.com', password: 'secret1' }

beforeEach(() => {
  vi.clearAllMocks()
  auth.signOut.mockResolvedValue({ error: null })
  for (const name of ['session', 'user']) removeCookie(name)
})

describe('sign-up screen', () => {
  test('has the title, the three required fields with autocomplete, and the links', async () => {
    await render()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Sign Up as Student or Teacher',
    )
    for (const [label, autocomplete] of [
      ['Full Name', 'name'],
      ['Email', 'email'],
      ['Password', 'new-password'],
    ] as const) {
      const input = screen.getByLabelText(label)
      expect(input).toHaveProperty('required', true)
      expect(input.getAttribute('autocomplete')).toBe(autocomplete)
    }
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login')
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    )
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    )
  })

  test('validates in the spec order with the exact messages, above the submit button', async () => {
    await render()
    submit()
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe(MESSAGES.fullNameRequired)
    expect(
      alert.compareDocumentPosition(screen.getByRole('button', { name: 'Create account' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    fill({ name: '   ' })
    submit()
    expect(screen.getByRole('alert').textContent).toBe('Full name is required')
    fill({ name: 'Mona' })
    submit()
    expect(screen.getByRole('alert').textContent).toBe('Email is required')
    fill({ email: 'mona@example' })
    submit()
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address')
    fill({ email: 'mona@example.com', password: '12345' })
    submit()
    expect(screen.getByRole('alert').textContent).toBe(
      'Password must be at least 6 characters long',
    )
    expect(auth.signUp).not.toHaveBeenCalled()
  })

  test('focuses the field in error', async () => {
    await render()
    fill({ name: 'Mona', email: 'mona@example.com', password: '123' })
    submit()
    expect(document.activeElement).toBe(screen.getByLabelText('Password'))
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true')
  })

  test("reads 'Creating account...' and disables the inputs while signing up", async () => {
    auth.signUp.mockReturnValue(new Promise(() => {}))
    await render()
    fill(valid)
    submit()
    expect(screen.getByRole('button', { name: 'Creating account...' })).toHaveProperty(
      'disabled',
      true,
    )
    for (const label of ['Full Name', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toHaveProperty('disabled', true)
    }
    expect(screen.getByRole('radio', { name: /Student/ })).toHaveProperty('disabled', true)
  })

  test('sends name, user type and the e-mail redirect to the own origin', async () => {
    auth.signUp.mockReturnValue(new Promise(() => {}))
    await render('/signup?user=teacher')
    fill(valid)
    submit()
    await waitFor(() =>
      expect(auth.signUp).toHaveBeenCalledWith({
        email: 'mona@example.com',
        password: 'secret1',
        options: {
          data: { name: 'Mona Adel', user_type: 'teacher' },
          emailRedirectTo: window.location.origin,
        },
      }),
    )
  })

  test('without a session it shows the confirmation message and a log-in link', async () => {
    auth.signUp.mockResolvedValue({ data: { user: { id: 'u1' }, session: null }, error: null })
    await render()
    fill(valid)
    submit()
    expect((await screen.findByRole('status')).textContent).toBe(
      'Registration successful! Please check your email to confirm your account.',
    )
    expect(screen.getByRole('link', { name: 'Go to log in' }).getAttribute('href')).toBe('/login')
    expect(screen.queryByLabelText('Password')).toBeNull()
  })

  test('with a session the user is signed in and goes to /dashboard', async () => {
    auth.signUp.mockResolvedValue({
      data: { user: { id: 'u1' }, session: { access_token: 'a' } },
      error: null,
    })
    await render()
    fill(valid)
    submit()
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard')
  })

  test("shows the server's message, else 'Error signing up. Please try again.'", async () => {
    auth.signUp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { message: 'User already registered', status: 422 },
    })
    await render()
    fill(valid)
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('User already registered')
    expect(screen.getByLabelText('Email')).toHaveProperty('disabled', false)

    auth.signUp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { message: '', status: 500 },
    })
    submit()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.signUpFailed))
  })

  test("shows 'Error signing up. Please try again.' when the call throws", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    auth.signUp.mockRejectedValue(new TypeError('Failed to fetch'))
    await render()
    fill(valid)
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error signing up. Please try again.',
    )
    log.mockRestore()
  })
})

describe('user type', () => {
  test('comes from the user query first', async () => {
    window.localStorage.setItem('userType', 'student')
    await render('/signup?user=teacher')
    expect(screen.getByRole('radio', { name: /Teacher/ })).toHaveProperty('checked', true)
  })

  test('then from the stored userType', async () => {
    window.localStorage.setItem('userType', 'teacher')
    await render('/signup?user=admin')
    expect(screen.getByRole('radio', { name: /Teacher/ })).toHaveProperty('checked', true)
  })

  test('defaults to student', async () => {
    await render('/signup')
    expect(screen.getByRole('radio', { name: /Student/ })).toHaveProperty('checked', true)
  })

  test('a new choice is stored under userType and sent with the sign-up', async () => {
    auth.signUp.mockReturnValue(new Promise(() => {}))
    await render('/signup')
    fireEvent.click(screen.getByRole('radio', { name: /Teacher/ }))
    expect(window.localStorage.getItem('userType')).toBe('teacher')
    fill(valid)
    submit()
    await waitFor(() =>
      expect(auth.signUp).toHaveBeenCalledWith(
        expect.objectContaining({
          options: expect.objectContaining({ data: { name: 'Mona Adel', user_type: 'teacher' } }),
        }),
      ),
    )
  })
})

describe('visiting sign-up with a stored session', () => {
  test('a signed-in user goes to /dashboard', async () => {
    await render('/signup', { auth: { status: 'signed-in' } })
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard')
  })

  test('an expired stored session is removed', async () => {
    const expired = JSON.stringify({
      access_token: 'a',
      refresh_token: 'r',
      expires_at: Math.floor(Date.now() / 1000) - 1,
      token_type: 'bearer',
      user: { id: 'u1' },
    })
    setCookie('session', expired)
    setCookie('user', '{}')
    await render('/signup')
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' }))
    expect(document.cookie).toBe('')
  })
})

describe('in Arabic', () => {
  test('renders the screen translated', async () => {
    await render('/signup', { locale: 'ar' })
    const title = screen.getByRole('heading', { level: 1 }).textContent ?? ''
    expect(title).not.toBe('Sign Up as Student or Teacher')
    expect(title).toMatch(/[\u0600-\u06ff]/)
    fireEvent.click(screen.getByRole('button'))
    const alert = screen.getByRole('alert').textContent ?? ''
    expect(alert).not.toBe(MESSAGES.fullNameRequired)
    expect(alert).toMatch(/[\u0600-\u06ff]/)
  })
})
