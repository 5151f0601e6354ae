import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import { createRpcFakeSupabase, type RecordedRpcCall } from '../../test/rpc-fake-supabase'
import { slotRow } from './booking-test-rows'

const SLOT_ID = '0b0b0b0b-0000-4000-8000-000000000001'
let slotAnswer: FakeAnswer = { data: null }
let rpcAnswer: FakeAnswer = { data: null }
const fake = createRpcFakeSupabase((call: RecordedRpcCall) =>
  call.kind === 'rpc' ? rpcAnswer : slotAnswer,
)
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { BookingSummaryPage } = await import('./booking-summary-page')
const { useBookingStore } = await import('./booking-store')

function bookingRuleError(details: string, message: string): FakeAnswer {
  return { error: { code: 'P0001', details, message } }
}

beforeEach(() => {
  fake.calls.length = 0
  useBookingStore.getState().clear()
  slotAnswer = { data: slotRow(SLOT_ID, { tutor: 'Mona Khalil', capacity: 8, taken: 2 }) }
  rpcAnswer = { data: { id: 'booking-1', slot_id: SLOT_ID, status: 'booked' } }
})

describe('BookingSummaryPage', () => {
  test('asks for a choice when no class was chosen', async () => {
    await renderWithProviders(<BookingSummaryPage />, { route: '/booking/summary' })
    expect(screen.getByText('You have not chosen a class yet.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Choose a subject' }).getAttribute('href')).toBe(
      '/booking',
    )
    expect(fake.calls).toHaveLength(0)
  })

  test('confirms through rpc book_slot and shows the booking', async () => {
    useBookingStore.getState().chooseSlot(SLOT_ID)
    await renderWithProviders(<BookingSummaryPage />, { route: '/booking/summary' })
    expect(screen.getByRole('status').textContent).toBe('Loading the class…')
    expect(await screen.findByText('Tutor: Mona Khalil')).toBeTruthy()
    expect(screen.getByText('6 seats left')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))
    expect(await screen.findByText('Your class is booked.')).toBeTruthy()
    expect(fake.calls).toContainEqual({
      kind: 'rpc',
      fn: 'book_slot',
      args: { slot_id: SLOT_ID },
      steps: [],
    })
    expect(useBookingStore.getState().bookingId).toBe('booking-1')
    expect(screen.getByRole('link', { name: 'See my upcoming sessions' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull()
  })

  test('explains a full class reported by the database', async () => {
    useBookingStore.getState().chooseSlot(SLOT_ID)
    rpcAnswer = bookingRuleError('booking_slot_full', 'This class is full. Choose another time.')
    await renderWithProviders(<BookingSummaryPage />, { route: '/booking/summary' })
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This class is full. Choose another time.',
    )
  })

  test('points a free member to the premium plans for a priority class', async () => {
    useBookingStore.getState().chooseSlot(SLOT_ID)
    slotAnswer = { data: slotRow(SLOT_ID, { priority: true }) }
    rpcAnswer = bookingRuleError(
      'booking_premium_only',
      'Priority classes are for premium members.',
    )
    await renderWithProviders(<BookingSummaryPage />, { route: '/booking/summary' })
    expect(await screen.findByText('Premium priority')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Priority classes are for premium members.')
    expect(screen.getByRole('link', { name: 'See the premium plans' }).getAttribute('href')).toBe(
      '/pricing',
    )
  })

  test('shows an unexpected server error with its message', async () => {
    useBookingStore.getState().chooseSlot(SLOT_ID)
    rpcAnswer = { error: { code: '08006', message: 'connection lost' } }
    await renderWithProviders(<BookingSummaryPage />, { route: '/booking/summary' })
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong with the booking. connection lost',
    )
  })

  test('offers no Confirm button for a past or a full class', async () => {
    useBookingStore.getState().chooseSlot(SLOT_ID)
    slotAnswer = { data: slotRow(SLOT_ID, { daysAhead: -1 }) }
    const past = await renderWithProviders(<BookingSummaryPage />, { route: '/booking/summary' })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This class has already started or is over. Choose a later time.',
    )
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull()
    past.unmount()
    slotAnswer = { data: slotRow(SLOT_ID, { capacity: 3, taken: 3 }) }
    await renderWithProviders(<BookingSummaryPage />, { route: '/booking/summary' })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This class is full. Choose another time.',
    )
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull()
  })

  test('says the class no longer exists for an unknown or malformed slot id', async () => {
    useBookingStore.getState().chooseSlot('not-a-uuid')
    await renderWithProviders(<BookingSummaryPage />, { route: '/booking/summary' })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This class no longer exists. Choose another time.',
    )
    expect(fake.calls).toHaveLength(0)
  })

  test('shows the summary in Arabic', async () => {
    useBookingStore.getState().chooseSlot(SLOT_ID)
    await renderWithProviders(<BookingSummaryPage />, { route: '/booking/summary', locale: 'ar' })
    expect(await screen.findByText('المدرّس: Mona Khalil')).toBeTruthy()
    expect(screen.getByText('٦ مقاعد متبقية')).toBeTruthy()
  })
})
