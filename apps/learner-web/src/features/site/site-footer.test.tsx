import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'
import { currentYear } from './current-year'

const subscribe = vi.fn(async (_email: string, _website: string, _language: string) => {})
vi.mock('./visitor-forms', () => ({ subscribeToNewsletter: subscribe }))

const { SiteFooter } = await import('./site-footer')

describe('SiteFooter', () => {
  test('the copyright line carries the current year', async () => {
    await renderWithProviders(<SiteFooter />)
    const year = new Date().getFullYear()
    // Around New Year the Cairo year can be one ahead of the machine's.
    const expected = [year, year + 1, year - 1].map((y) => `© ${y} Splendid. All rights reserved.`)
    const line = screen.getByText(/^© \d{4} Splendid/)
    expect(expected).toContain(line.textContent)
    expect(line.textContent).toContain(String(currentYear()))
  })

  test('has quick links, the support links and a contact block', async () => {
    await renderWithProviders(<SiteFooter />)
    const support = screen.getByRole('navigation', { name: 'Support' })
    const hrefs = [...support.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual([
      '/faq',
      '/booking-faqs',
      '/contact',
      '/terms-of-service',
      '/privacy-policy',
    ])
    expect(screen.getByRole('navigation', { name: 'Quick Links' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'hello@splendid.eg' })).toBeTruthy()
    expect(screen.getByText('15 Tahrir Street, Downtown, Cairo, Egypt')).toBeTruthy()
  })

  test('social links are named for screen readers', async () => {
    await renderWithProviders(<SiteFooter />)
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn']) {
      expect(screen.getByRole('link', { name: `Splendid on ${name}` })).toBeTruthy()
    }
  })

  test('Subscribe to Newsletter opens a form that validates the address and confirms', async () => {
    await renderWithProviders(<SiteFooter />)
    const toggle = screen.getByRole('button', { name: 'Subscribe to Newsletter' })
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const input = screen.getByLabelText('Email address')
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByText('Please enter your email address')).toBeTruthy()
    fireEvent.change(input, { target: { value: 'not-an-address' } })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(input, { target: { value: 'salma@example.com' } })
    // The server refuses once: the address stays, with the reason.
    subscribe.mockRejectedValueOnce(new Error('The sign-up could not be saved'))
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You were not subscribed: The sign-up could not be saved. Try again.',
    )
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(
      'salma@example.com',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect((await screen.findByRole('status')).textContent).toContain(
      'salma@example.com is on our list',
    )
    expect(subscribe).toHaveBeenLastCalledWith('salma@example.com', '', 'en')
  })

  test('the year is written with Arabic digits in Arabic', async () => {
    await renderWithProviders(<SiteFooter />, { locale: 'ar' })
    expect(screen.getByText(/سبلنديد\. جميع الحقوق محفوظة\./).textContent).toMatch(/[٠-٩]{4}/)
  })
})
