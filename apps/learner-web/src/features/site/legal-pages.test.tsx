import { formatDate } from '@splendid/i18n'
import { screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'
import { PrivacyPolicyPage } from './privacy-policy-page'
import { TermsOfServicePage } from './terms-of-service-page'

function sectionHeadings(): string[] {
  return screen
    .getAllByTestId('legal-section')
    .map((section) => within(section).getByRole('heading', { level: 2 }).textContent ?? '')
}

describe('legal pages', () => {
  test('Terms of Service has the nine sections of the spec, in order', async () => {
    await renderWithProviders(<TermsOfServicePage />, { route: '/terms-of-service' })
    expect(sectionHeadings()).toEqual([
      '1. Introduction',
      '2. Definitions',
      '3. User Accounts',
      '4. Content',
      '5. Payments',
      '6. Termination',
      '7. Limitation of Liability',
      '8. Changes to Terms',
      '9. Contact',
    ])
    expect(screen.getByRole('link', { name: 'legal@splendid.eg' }).getAttribute('href')).toBe(
      'mailto:legal@splendid.eg',
    )
  })

  test('Privacy Policy has the eight sections of the spec, in order', async () => {
    await renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' })
    expect(sectionHeadings()).toEqual([
      '1. Introduction',
      '2. Information We Collect',
      '3. How We Use Your Information',
      '4. Sharing Your Information',
      '5. Data Security',
      '6. Your Rights',
      '7. Changes to This Policy',
      '8. Contact',
    ])
    expect(screen.getByRole('link', { name: 'privacy@splendid.eg' })).toBeTruthy()
  })

  test.each([
    ['Terms of Service', TermsOfServicePage],
    ['Privacy Policy', PrivacyPolicyPage],
  ] as const)('%s shows today as the last update and a breadcrumb to Home', async (title, Page) => {
    await renderWithProviders(<Page />)
    const today = formatDate(new Date(), 'en', { dateStyle: 'long' })
    expect(screen.getByTestId('last-updated').textContent).toBe(`Last updated: ${today}`)
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/')
    expect(within(breadcrumb).getByText(title).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy()
  })

  test('the date and headings are Arabic in Arabic', async () => {
    await renderWithProviders(<TermsOfServicePage />, { locale: 'ar' })
    const today = formatDate(new Date(), 'ar', { dateStyle: 'long' })
    expect(screen.getByTestId('last-updated').textContent).toBe(`آخر تحديث: ${today}`)
    expect(screen.getByRole('heading', { level: 1, name: 'شروط الخدمة' })).toBeTruthy()
  })
})
