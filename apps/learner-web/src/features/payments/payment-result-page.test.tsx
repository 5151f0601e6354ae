import { screen, waitFor } from '@testing-library/react'
import { beforeEach, expect, test, vi } from 'vitest'
import { createFakeSupabase } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'

const PAYMENT_ID = '6f1c2a7e-93b4-4c1d-9a55-0f3b8e2d4c11'
const row = (status: string, extra: Record<string, unknown> = {}) => ({
  id: PAYMENT_ID,
  plan_id: 'premium-monthly',
  amount_piastres: 19_900,
  currency: 'EGP',
  status,
  provider: 'paymob',
  provider_transaction_id: '300000001',
  created_at: '2026-11-27T10:00:00Z',
  paid_at: status === 'pending' ? null : '2026-11-27T10:01:00Z',
  failure_reason: null,
  refunded_piastres: 0,
  refunded_at: null,
  plan: { name_en: 'Premium — monthly', name_ar: 'بريميوم — شهري', months: 1 },
  ...extra,
})

let serverRow = row('pending')
const fake = createFakeSupabase(() => ({ data: serverRow }))
const invoke = vi.fn()
vi.mock('../../lib/supabase-client', () => ({
  supabase: { ...fake.client, functions: { invoke } },
}))

const { PaymentResultPage } = await import('./payment-result-page')

beforeEach(() => {
  invoke.mockReset()
})

test("hands Paymob's signed way back to the server, then shows what the server recorded", async () => {
  serverRow = row('pending')
  invoke.mockImplementation(async () => {
    serverRow = row('paid')
    return { data: { status: 'paid' }, error: null }
  })
  const back = `?payment=${PAYMENT_ID}&id=300000001&success=true&amount_cents=19900&order=1&hmac=abc`
  await renderWithProviders(<PaymentResultPage />, { route: `/payment/result${back}` })
  await waitFor(() => expect(screen.getByText('Welcome to Premium!')).toBeTruthy())
  expect(invoke).toHaveBeenCalledTimes(1)
  expect(invoke).toHaveBeenCalledWith('payment-return', { body: { query: back } })
})

test('hands nothing over without a signature, and trusts no success=true on the address', async () => {
  serverRow = row('failed', { failure_reason: 'card_declined' })
  await renderWithProviders(<PaymentResultPage />, {
    route: `/payment/result?payment=${PAYMENT_ID}&success=true`,
  })
  await waitFor(() => expect(screen.getByText('Your payment did not go through')).toBeTruthy())
  expect(invoke).not.toHaveBeenCalled()
})

test('says a refunded payment was refunded, in both languages', async () => {
  serverRow = row('refunded', { refunded_piastres: 19_900, refunded_at: '2026-11-28T09:00:00Z' })
  const english = await renderWithProviders(<PaymentResultPage />, {
    route: `/payment/result?payment=${PAYMENT_ID}`,
  })
  await waitFor(() => expect(screen.getByText('This payment was refunded')).toBeTruthy())
  expect(
    screen.getByRole('link', { name: 'See your plan and payments' }).getAttribute('href'),
  ).toBe('/account')
  english.unmount()
  await renderWithProviders(<PaymentResultPage />, {
    route: `/payment/result?payment=${PAYMENT_ID}`,
    locale: 'ar',
  })
  await waitFor(() => expect(screen.getByText('رُدّ مبلغ هذه الدفعة')).toBeTruthy())
})
