import type { User } from '@supabase/supabase-js'
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import { createRpcFakeSupabase, type RecordedRpcCall } from '../../test/rpc-fake-supabase'
import { slotRow } from '../booking/booking-test-rows'
import { assignmentRow } from '../homework/homework-test-rows'

let tables: Record<string, unknown[]> = {}
const fake = createRpcFakeSupabase(
  (call: RecordedRpcCall): FakeAnswer => ({
    data: call.kind === 'from' ? (tables[call.table] ?? []) : null,
  }),
)
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { UpNextCard } = await import('./up-next-card')

const signedIn = { status: 'signed-in' as const, user: { id: 'user-1' } as unknown as User }

beforeEach(() => {
  fake.calls.length = 0
})

describe('UpNextCard', () => {
  test('shows the next booked class and the homework still to hand in', async () => {
    tables = {
      bookings: [
        {
          id: 'b2',
          status: 'booked',
          tutoring_slots: slotRow('s2', { daysAhead: 5, tutor: 'Omar Hassan' }),
        },
        {
          id: 'b1',
          status: 'booked',
          tutoring_slots: slotRow('s1', {
            daysAhead: 1,
            subject: 'conversation',
            tutor: 'Sarah Ahmed',
          }),
        },
      ],
      enrollments: [{ course_id: 'course-beginners' }],
      homework_assignments: [
        assignmentRow('h1', { title: 'Introduce yourself', dueInDays: 2 }),
        assignmentRow('h2', { title: 'My family', dueInDays: 4 }),
        assignmentRow('h3', { title: 'Done already', submission: { answer: 'Hi' } }),
      ],
    }
    await renderWithProviders(<UpNextCard />, { auth: signedIn })
    expect(await screen.findByText(/with Sarah Ahmed$/)).toBeTruthy()
    expect(screen.getByText('Introduce yourself')).toBeTruthy()
    expect(screen.getByText(/^Due .* · 1 more to do$/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See my classes' }).getAttribute('href')).toBe(
      '/booking',
    )
  })

  test('says so when there is no class and no homework', async () => {
    tables = { bookings: [], enrollments: [] }
    await renderWithProviders(<UpNextCard />, { auth: signedIn })
    expect(await screen.findByText('No class booked.')).toBeTruthy()
    expect(screen.getByText('No homework to hand in. You are all caught up.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Book a live class' }).getAttribute('href')).toBe(
      '/booking',
    )
  })
})
