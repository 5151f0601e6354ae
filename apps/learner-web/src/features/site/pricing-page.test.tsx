import { screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'
import { PricingPage } from './pricing-page'

test('Premium lists exactly the five premium features of the spec, priced in EGP', async () => {
  await renderWithProviders(<PricingPage />)
  const features = within(screen.getByTestId('premium-features')).getAllByRole('listitem')
  expect(features.map((item) => item.textContent)).toEqual([
    'Unlimited AI Tutor access',
    'Priority booking for live sessions',
    'Advanced progress tracking',
    'Downloadable course materials',
    'An ad-free experience',
  ])
  const premium = screen.getByRole('region', { name: 'Premium' })
  expect(premium.textContent).toMatch(/EGP\s?199/)
  expect(within(premium).getByRole('link', { name: 'Get Premium' }).getAttribute('href')).toBe(
    '/signup?user=student',
  )
  expect(screen.getByRole('region', { name: 'Free' }).textContent).toMatch(/EGP\s?0/)
})

test('signed-in users are offered the upgrade instead of a sign-up', async () => {
  await renderWithProviders(<PricingPage />, { auth: { status: 'signed-in' } })
  expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
    '/contact',
  )
})
