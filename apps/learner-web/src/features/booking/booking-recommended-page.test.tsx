import { fireEvent, screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import { createRpcFakeSupabase } from '../../test/rpc-fake-supabase'
import { slotRow } from './booking-test-rows'

let answer: FakeAnswer | Promise<FakeAnswer> = { data: [] }
const fake = createRpcFakeSupabase(() => answer)
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { BookingRecommendedPage } = await import('./booking-recommended-page')
const { useBookingStore } = await import('./booking-store')

function renderAt(path: string, locale: 'en' | 'ar' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/booking/recommended/:subjectId" element={<BookingRecommendedPage />} />
      <Route path="/booking/summary" element={<p>summary page</p>} />
    </Routes>,
    { route: path, locale },
  )
}

beforeEach(() => {
  fake.calls.length = 0
  useBookingStore.getState().clear()
})

describe('BookingRecommendedPage', () => {
  test('loads the upcoming slots of the subject with tutor, bio and seats left', async () => {
    let release: (value: FakeAnswer) => void = () => {}
    answer = new Promise<FakeAnswer>((resolve) => {
      release = resolve
    })
    await renderAt('/booking/recommended/ielts')
    expect(screen.getByRole('status').textContent).toBe('Loading open times…')
    release({
      data: [
        slotRow('s1', { tutor: 'Mona Khalil', capacity: 8, taken: 3 }),
        slotRow('s2', { tutor: 'Omar Hassan', capacity: 1, priority: true, daysAhead: 3 }),
      ],
    })
    expect(
      await screen.findByRole('heading', { name: 'Recommended for IELTS preparation' }),
    ).toBeTruthy()
    expect(await screen.findByText('5 seats left')).toBeTruthy()
    expect(screen.getByText('1 seat left')).toBeTruthy()
    expect(screen.getByText('Premium priority')).toBeTruthy()
    expect(screen.getAllByText('Grammar specialist.')).toHaveLength(2)
    expect(screen.queryByText(/Sample schedule/)).toBeNull()
  })

  test('drops slots that have already started even when the server sends them', async () => {
    answer = { data: [slotRow('old', { daysAhead: -1, tutor: 'Past Tutor' }), slotRow('new')] }
    await renderAt('/booking/recommended/ielts')
    expect(await screen.findByText('Mona Khalil')).toBeTruthy()
    expect(screen.queryByText('Past Tutor')).toBeNull()
  })

  test('disables a full slot and sends a chosen one to the summary', async () => {
    answer = {
      data: [
        slotRow('full', { tutor: 'Omar Hassan', capacity: 1, taken: 1 }),
        slotRow('open', { tutor: 'Mona Khalil' }),
      ],
    }
    await renderAt('/booking/recommended/ielts')
    const full = await screen.findByRole('button', { name: 'Full with Omar Hassan' })
    expect((full as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Select this time with Mona Khalil' }))
    expect(await screen.findByText('summary page')).toBeTruthy()
    expect(useBookingStore.getState().slotId).toBe('open')
  })

  test('shows an empty state when the subject has no open times', async () => {
    answer = { data: [] }
    await renderAt('/booking/recommended/grammar')
    expect(
      await screen.findByText(
        'No open times for this subject in the next two weeks. Please check back soon.',
      ),
    ).toBeTruthy()
  })

  test('shows the server error with a retry button', async () => {
    answer = { error: { message: 'relation "tutoring_slots" does not exist', code: '42P01' } }
    await renderAt('/booking/recommended/ielts')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not load the open times.')
    expect(alert.textContent).toContain('relation "tutoring_slots" does not exist')
    answer = { data: [slotRow('s1')] }
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Mona Khalil')).toBeTruthy()
  })

  test('says Subject not found for an unknown subject id and queries nothing', async () => {
    await renderAt('/booking/recommended/astrology')
    expect(screen.getByRole('heading', { name: 'Subject not found' })).toBeTruthy()
    expect(screen.getByText('We do not offer live classes for “astrology”.')).toBeTruthy()
    expect(fake.calls).toHaveLength(0)
  })

  test('shows Arabic texts, the Arabic bio and Arabic-Indic digits in Arabic', async () => {
    answer = { data: [slotRow('s1', { capacity: 8, taken: 3 })] }
    await renderAt('/booking/recommended/ielts', 'ar')
    expect(await screen.findByText('متخصصة في القواعد.')).toBeTruthy()
    expect(screen.getByText('٥ مقاعد متبقية')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'اختر هذا الموعد مع Mona Khalil' })).toBeTruthy()
  })
})
