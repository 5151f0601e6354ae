import { formatMessage, MESSAGES } from '@splendid/domain'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'
import { ForgotPasswordPage } from './forgot-password-page'

const auth = vi.hoisted(() => ({ resetPasswordForEmail: vi.fn() }))
vi.mock('../../lib/supabase-client', () => ({ supabase: { auth } }))

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

function typeEmail(value: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value } })
}

function send() {
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))
}

beforeEach(() => {
  vi.clearAllMocks()
})

describe('forgot-password screen', () => {
  test("idle: title, a required email field and a 'Back to login' link", async () => {
    await renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset your password')
    const email = screen.getByLabelText('Email')
    expect(email).toHaveProperty('required', true)
    expect(email.getAttribute('type')).toBe('email')
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login')
  })

  test('the email is required and must look like an address', async () => {
    await renderWithProviders(<ForgotPasswordPage />)
    send()
    expect(screen.getByRole('alert').textContent).toBe('Email is required')
    typeEmail('mona.example.com')
    send()
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address')
    expect(auth.resetPasswordForEmail).not.toHaveBeenCalled()
  })

  test("idle → sending ('Sending...', input disabled) → sent → Try again → idle", async () => {
    const call = deferred<{ data: object; error: null }>()
    auth.resetPasswordForEmail.mockReturnValue(call.promise)
    await renderWithProviders(<ForgotPasswordPage />)
    typeEmail('mona@example.com')
    send()

    await waitFor(() =>
      expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('mona@example.com', {
        redirectTo: `${window.location.origin}/reset-password`,
      }),
    )
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true)
    expect(screen.getByLabelText('Email')).toHaveProperty('disabled', true)

    call.resolve({ data: {}, error: null })
    expect(await screen.findByText('Check your email for reset instructions')).toBeTruthy()
    expect(screen.getByText(/^Reset link sent to/).textContent).toBe(
      formatMessage(MESSAGES.resetEmailSentTo, { email: 'mona@example.com' }),
    )
    expect(screen.getByText("If you don't see the email, check your spam folder")).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('')
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toHaveProperty(
      'disabled',
      false,
    )
    expect(screen.queryByText('Check your email for reset instructions')).toBeNull()
  })

  test("a failure shows the service's message in a red box and returns to idle", async () => {
    auth.resetPasswordForEmail.mockResolvedValue({
      data: null,
      error: { message: 'For security purposes, you can only request this after 42 seconds.' },
    })
    await renderWithProviders(<ForgotPasswordPage />)
    typeEmail('mona@example.com')
    send()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'For security purposes, you can only request this after 42 seconds.',
    )
    expect(screen.getByLabelText('Email')).toHaveProperty('disabled', false)
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('mona@example.com')
  })

  test("without a service message it shows 'Failed to send reset email. Please try again.'", async () => {
    auth.resetPasswordForEmail.mockResolvedValue({ data: null, error: { message: '' } })
    await renderWithProviders(<ForgotPasswordPage />)
    typeEmail('mona@example.com')
    send()
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.resetEmailFailed)
  })

  test('a thrown failure shows the same fallback text', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    auth.resetPasswordForEmail.mockRejectedValue(new TypeError('Failed to fetch'))
    await renderWithProviders(<ForgotPasswordPage />)
    typeEmail('mona@example.com')
    send()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to send reset email. Please try again.',
    )
    log.mockRestore()
  })

  test('renders in Arabic', async () => {
    await renderWithProviders(<ForgotPasswordPage />, { locale: 'ar' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('إعادة تعيين كلمة المرور')
    expect(screen.getByRole('button', { name: 'إرسال رابط إعادة التعيين' })).toBeTruthy()
  })
})
