import { fireEvent, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'
import { ContactPage } from './contact-page'

test('the contact form explains each problem, then confirms the message', async () => {
  await renderWithProviders(<ContactPage />)
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
  expect(screen.getByText('Please enter your name')).toBeTruthy()
  expect(screen.getByText('Please enter your email address')).toBeTruthy()
  expect(screen.getByText('Please write a message of at least 10 characters')).toBeTruthy()
  const name = screen.getByLabelText('Full Name')
  expect(name.getAttribute('aria-invalid')).toBe('true')
  expect(document.activeElement).toBe(name)

  fireEvent.change(name, { target: { value: 'Karim Mostafa' } })
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'karim@example.com' } })
  fireEvent.change(screen.getByLabelText('Message'), {
    target: { value: 'Do you offer IELTS preparation groups?' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
  expect(screen.getByRole('status').textContent).toContain('Thank you, Karim Mostafa!')
})
