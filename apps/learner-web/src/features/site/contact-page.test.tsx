import { fireEvent, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'

class FakeVisitorFormError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}
const send = vi.fn(async (_form: Record<string, string>, _language: string) => {})
vi.mock('./visitor-forms', () => ({
  sendContactMessage: send,
  VisitorFormError: FakeVisitorFormError,
}))

const { ContactPage } = await import('./contact-page')

test('the contact form explains each problem, sends the message, then confirms it', async () => {
  await renderWithProviders(<ContactPage />)
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
  expect(screen.getByText('Please enter your name')).toBeTruthy()
  expect(screen.getByText('Please enter your email address')).toBeTruthy()
  expect(screen.getByText('Please write a message of at least 10 characters')).toBeTruthy()
  const name = screen.getByLabelText('Full Name')
  expect(name.getAttribute('aria-invalid')).toBe('true')
  expect(document.activeElement).toBe(name)
  expect(send).not.toHaveBeenCalled()

  fireEvent.change(name, { target: { value: 'Karim Mostafa' } })
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'karim@example.com' } })
  fireEvent.change(screen.getByLabelText('Message'), {
    target: { value: 'Do you offer IELTS preparation groups?' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
  expect((await screen.findByRole('status')).textContent).toContain('Thank you, Karim Mostafa!')
  expect(send).toHaveBeenCalledWith(
    {
      name: 'Karim Mostafa',
      email: 'karim@example.com',
      message: 'Do you offer IELTS preparation groups?',
      website: '',
    },
    'en',
  )
})

test('a refused message stays in the form with the reason', async () => {
  send.mockRejectedValueOnce(new FakeVisitorFormError('contact_rate_limited', 'Too many'))
  await renderWithProviders(<ContactPage />)
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Mona' } })
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mona@example.com' } })
  fireEvent.change(screen.getByLabelText('Message'), {
    target: { value: 'My booking does not show up.' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
  expect((await screen.findByRole('alert')).textContent).toContain(
    'You have sent several messages in the last hour.',
  )
  expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
    'My booking does not show up.',
  )
})
