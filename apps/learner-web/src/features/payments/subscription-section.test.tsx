import { screen, waitFor, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { createFakeSupabase } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'

const payment = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  plan_id: 'premium-yearly',
  amount_piastres: 199_000,
  currency: 'EGP',
  status,
  provider: 'paymob',
  provider_transaction_id: `t-${id}`,
  created_at: '2026-11-20T10:00:00Z',
  paid_at: '2026-11-20T10:01:00Z',
  failure_reason: null,
  refunded_piastres: 0,
  refunded_at: null,
  plan: { name_en: 'Premium — yearly', name_ar: 'بريميوم — سنوي', months: 12 },
  ...extra,
})

const ROWS = [
  payment('a1b2c3d4-0000-4000-8000-000000000001', 'refunded', {
    refunded_piastres: 199_000,
    refunded_at: '2026-11-25T10:00:00Z',
  }),
  payment('a1b2c3d4-0000-4000-8000-000000000002', 'paid', { refunded_piastres: 5_000 }),
]
const fake = createFakeSupabase(() => ({ data: ROWS }))
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { SubscriptionSection } = await import('./subscription-section')

test('lists a refunded payment as Refunded and a part refund beside Paid, each with its receipt', async () => {
  await renderWithProviders(<SubscriptionSection signedIn />)
  await waitFor(() => expect(screen.getByText('Refunded')).toBeTruthy())
  const rows = screen.getAllByRole('row').slice(1)
  expect(rows).toHaveLength(2)
  const [refunded, part] = rows as [HTMLElement, HTMLElement]
  expect(within(refunded).getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe(
    `/account/receipts/${ROWS[0]?.id}`,
  )
  expect(part.textContent?.replace(/\s/g, ' ')).toMatch(/Paid\s*EGP 50\.00 refunded/)
  expect(within(part).getByRole('link', { name: 'Receipt' })).toBeTruthy()
})
