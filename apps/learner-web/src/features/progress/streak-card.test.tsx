import type { User } from '@supabase/supabase-js'
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import { createRpcFakeSupabase } from '../../test/rpc-fake-supabase'

let answer: FakeAnswer = { data: null }
const fake = createRpcFakeSupabase(() => answer)
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { StreakCard } = await import('./streak-card')

const signedIn = { status: 'signed-in' as const, user: { id: 'user-1' } as User }

function summary(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      xp: 130,
      current_streak: 3,
      longest_streak: 5,
      active_today: false,
      today_xp: 20,
      daily_goal_xp: 50,
      daily_goal_met: false,
      streak_freeze: false,
      ...overrides,
    },
  }
}

beforeEach(() => {
  fake.calls.length = 0
})

describe('StreakCard', () => {
  test("shows the server's streak and today's progress towards the daily goal", async () => {
    answer = summary()
    await renderWithProviders(<StreakCard />, { auth: signedIn })
    expect(await screen.findByText('3 day streak')).toBeTruthy()
    expect(screen.getByText(/Complete a lesson today to keep your streak\./)).toBeTruthy()
    expect(screen.getByText(/Longest: 5 days\./)).toBeTruthy()
    expect(screen.getByText('Daily goal: 20 of 50 XP today')).toBeTruthy()
    expect(
      screen.getByRole('progressbar', { name: 'Daily goal' }).getAttribute('aria-valuenow'),
    ).toBe('40')
    expect(fake.calls).toEqual([
      { kind: 'rpc', fn: 'my_learning_summary', args: undefined, steps: [] },
    ])
  })

  test('a met goal, today counted and the premium freeze', async () => {
    answer = summary({
      active_today: true,
      today_xp: 80,
      daily_goal_met: true,
      streak_freeze: true,
    })
    await renderWithProviders(<StreakCard />, { auth: signedIn })
    expect(await screen.findByText('Daily goal met: 50 XP today.')).toBeTruthy()
    expect(screen.getByText(/Today counts\./)).toBeTruthy()
    expect(screen.getByText('Premium: one missed day a week keeps your streak.')).toBeTruthy()
  })

  test('no streak yet, in Arabic', async () => {
    answer = summary({ current_streak: 0, longest_streak: 0, today_xp: 0 })
    await renderWithProviders(<StreakCard />, { auth: signedIn, locale: 'ar' })
    expect(await screen.findByText('لا سلسلة بعد')).toBeTruthy()
    expect(screen.getByText(/أكمل درسًا لتبدأ سلسلة\./)).toBeTruthy()
  })

  test('a failed read says so with Try again', async () => {
    answer = { error: { message: 'offline', code: 'unknown' } }
    await renderWithProviders(<StreakCard />, { auth: signedIn })
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load your streak.',
    )
  })
})
