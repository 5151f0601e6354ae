import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import { createRpcFakeSupabase, type RecordedRpcCall } from '../../test/rpc-fake-supabase'
import { slotRow } from './booking-test-rows'

let bookingsAnswer: FakeAnswer = { data: [] }
let cancelAnswer: FakeAnswer = { data: [] }
const fake = createRpcFakeSupabase((call: RecordedRpcCall) => {
  if (call.kind === 'from' && call.steps.some(([name]) => name === 'update')) return cancelAnswer
  return bookingsAnswer
})
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { BookingPage } = await import('./booking-page')

function bookingRow(id: string, slot: ReturnType<typeof slotRow>) {
  return { id, status: 'booked', tutoring_slots: slot }
}

beforeEach(() => {
  fake.calls.length = 0
  bookingsAnswer = { data: [] }
  cancelAnswer = { data: [] }
})

describe('BookingPage', () => {
  test('lists the four subjects, each linking to its recommended times', async () => {
    await renderWithProviders(<BookingPage />, { route: '/booking' })
    expect(screen.getByRole('heading', { name: 'Book a live class' })).toBeTruthy()
    const hrefs = ['conversation', 'grammar', 'ielts', 'business'].map(
      (id) => `/booking/recommended/${id}`,
    )
    const links = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/booking/recommended/'))
    expect(links).toEqual(hrefs)
  })

  test('shows an empty My upcoming sessions list', async () => {
    await renderWithProviders(<BookingPage />, { route: '/booking' })
    const region = screen.getByRole('region', { name: 'My upcoming sessions' })
    expect(
      await within(region).findByText(
        'You have no upcoming sessions. Choose a subject above to book one.',
      ),
    ).toBeTruthy()
  })

  test('lists upcoming sessions earliest first, hiding past ones, and cancels one', async () => {
    bookingsAnswer = {
      data: [
        bookingRow(
          'b-later',
          slotRow('s2', { daysAhead: 5, subject: 'business', tutor: 'Omar Hassan' }),
        ),
        bookingRow('b-past', slotRow('s0', { daysAhead: -2, tutor: 'Gone Tutor' })),
        bookingRow(
          'b-soon',
          slotRow('s1', { daysAhead: 1, subject: 'ielts', tutor: 'Mona Khalil' }),
        ),
      ],
    }
    await renderWithProviders(<BookingPage />, { route: '/booking' })
    const region = screen.getByRole('region', { name: 'My upcoming sessions' })
    const items = await within(region).findAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'IELTS preparation',
      'Business English',
    ])
    expect(within(region).queryByText(/Gone Tutor/)).toBeNull()
    cancelAnswer = { data: [{ id: 'b-soon' }] }
    bookingsAnswer = {
      data: [
        bookingRow(
          'b-later',
          slotRow('s2', { daysAhead: 5, subject: 'business', tutor: 'Omar Hassan' }),
        ),
      ],
    }
    fireEvent.click(within(region).getByRole('button', { name: /^Cancel IELTS preparation on / }))
    expect(await within(region).findByText('Your booking was cancelled.')).toBeTruthy()
    expect(await within(region).findAllByRole('listitem')).toHaveLength(1)
  })

  test('explains a cancellation the database refuses', async () => {
    bookingsAnswer = { data: [bookingRow('b1', slotRow('s1', { daysAhead: 1 }))] }
    cancelAnswer = {
      error: {
        code: 'P0001',
        details: 'booking_slot_past',
        message: 'This class has already started, so it can no longer be cancelled.',
      },
    }
    await renderWithProviders(<BookingPage />, { route: '/booking' })
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel IELTS preparation on / }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This class has already started or is over. Choose a later time.',
    )
  })

  test('shows a load error with a retry button', async () => {
    bookingsAnswer = { error: { code: '42501', message: 'permission denied for table bookings' } }
    await renderWithProviders(<BookingPage />, { route: '/booking' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not load your sessions.')
    expect(alert.textContent).toContain('permission denied for table bookings')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  test('shows My upcoming sessions in Arabic', async () => {
    bookingsAnswer = { data: [bookingRow('b1', slotRow('s1', { daysAhead: 1 }))] }
    await renderWithProviders(<BookingPage />, { route: '/booking', locale: 'ar' })
    expect(screen.getByRole('heading', { name: 'جلساتي القادمة' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: /^إلغاء / })).toBeTruthy()
  })
})
