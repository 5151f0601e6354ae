import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, expect, test, vi } from 'vitest'
import { createFakeSupabase, type FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'

const PLANS = [
  {
    id: 'premium-monthly',
    name_en: 'Premium — monthly',
    name_ar: 'بريميوم — شهري',
    amount_piastres: 19_900,
    currency: 'EGP',
    interval: 'month',
    months: 1,
  },
  {
    id: 'premium-yearly',
    name_en: 'Premium — yearly',
    name_ar: 'بريميوم — سنوي',
    amount_piastres: 199_000,
    currency: 'EGP',
    interval: 'year',
    months: 12,
  },
]

let plansAnswer: FakeAnswer = { data: PLANS }
const fake = createFakeSupabase(() => plansAnswer)
const invoke = vi.fn()
vi.mock('../../lib/supabase-client', () => ({
  supabase: { ...fake.client, functions: { invoke } },
}))
const leaveFor = vi.fn()
vi.mock('../payments/leave-for', () => ({ leaveFor }))

const { PricingPage } = await import('./pricing-page')

beforeEach(() => {
  plansAnswer = { data: PLANS }
  invoke.mockReset()
  leaveFor.mockReset()
})

test('Premium lists exactly the five premium features of the spec, priced from the plans table', async () => {
  await renderWithProviders(<PricingPage />)
  const premium = screen.getByRole('region', { name: 'Premium' })
  await waitFor(() => expect(premium.textContent).toMatch(/EGP\s?199(?![\d,.])/))
  const features = within(screen.getByTestId('premium-features')).getAllByRole('listitem')
  expect(features.map((item) => item.textContent)).toEqual([
    'Unlimited AI Tutor access',
    'Priority booking for live sessions',
    'Advanced progress tracking',
    'Downloadable course materials',
    'An ad-free experience',
  ])
  expect(within(premium).getByText('per month, VAT included')).toBeTruthy()
  // The yearly plan costs ten months: 17 % less a month.
  fireEvent.click(within(premium).getByRole('radio', { name: /Yearly/ }))
  expect(within(premium).getByRole('radio', { name: 'Yearly (save 17%)' })).toBeTruthy()
  expect(premium.textContent).toMatch(/EGP\s?1,990/)
  expect(within(premium).getByText('per year, VAT included')).toBeTruthy()
  expect(within(premium).getByRole('link', { name: 'Get Premium' }).getAttribute('href')).toBe(
    '/signup?user=student',
  )
  expect(screen.getByRole('region', { name: 'Free' }).textContent).toMatch(/EGP\s?0/)
})

test('a signed-in learner upgrades: the server starts the checkout of the chosen plan and the browser leaves for its page', async () => {
  invoke.mockResolvedValue({
    data: { payment_id: 'p-1', checkout_url: 'https://pay.example/checkout/p-1' },
    error: null,
  })
  await renderWithProviders(<PricingPage />, { auth: { status: 'signed-in' } })
  const premium = screen.getByRole('region', { name: 'Premium' })
  await waitFor(() => expect(premium.textContent).toMatch(/EGP\s?199(?![\d,.])/))
  fireEvent.click(within(premium).getByRole('radio', { name: /Yearly/ }))
  fireEvent.click(within(premium).getByRole('button', { name: 'Upgrade to Premium' }))
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://pay.example/checkout/p-1'))
  // The price is never sent: only the plan's id (and the page's language).
  expect(invoke).toHaveBeenCalledWith('checkout', {
    body: { plan_id: 'premium-yearly', lang: 'en' },
  })
  expect(within(premium).getByRole('button', { name: 'Opening the payment page…' })).toHaveProperty(
    'disabled',
    true,
  )
})

test('a refused checkout says why and leaves the button usable', async () => {
  const context = new Response(
    JSON.stringify({ code: 'checkout_plan_unknown', message: 'No such plan' }),
    { status: 400, headers: { 'content-type': 'application/json' } },
  )
  invoke.mockResolvedValue({ data: null, error: { message: 'non-2xx', context } })
  await renderWithProviders(<PricingPage />, { auth: { status: 'signed-in' } })
  const premium = screen.getByRole('region', { name: 'Premium' })
  await waitFor(() => expect(premium.textContent).toMatch(/EGP\s?199(?![\d,.])/))
  fireEvent.click(within(premium).getByRole('button', { name: 'Upgrade to Premium' }))
  expect((await within(premium).findByRole('alert')).textContent).toBe(
    'This plan is no longer offered. Please choose another one.',
  )
  expect(leaveFor).not.toHaveBeenCalled()
  expect(within(premium).getByRole('button', { name: 'Upgrade to Premium' })).toHaveProperty(
    'disabled',
    false,
  )
})

test('prices that cannot be loaded say so, with a retry', async () => {
  plansAnswer = { error: { message: 'offline' } }
  await renderWithProviders(<PricingPage />, { auth: { status: 'signed-in' } })
  expect(await screen.findByText('We could not load the prices.')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toHaveProperty(
    'disabled',
    true,
  )
})
