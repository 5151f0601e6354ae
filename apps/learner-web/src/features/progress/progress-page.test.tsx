import type { Locale } from '@splendid/i18n'
import type { User } from '@supabase/supabase-js'
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import { createRpcFakeSupabase, type RecordedRpcCall } from '../../test/rpc-fake-supabase'
import { GamificationContext } from './gamification-context'

let overview: Record<string, unknown> = {}
const fake = createRpcFakeSupabase((call: RecordedRpcCall): FakeAnswer => {
  if (call.kind === 'rpc' && call.fn === 'my_progress_overview') return { data: overview }
  if (call.kind === 'rpc') return { data: {} }
  return { data: null }
})
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { ProgressPage } = await import('./progress-page')

const COURSE = {
  course_id: 'c1',
  slug: 'conversational-english',
  title_en: 'Conversational English',
  title_ar: 'المحادثة باللغة الإنجليزية',
  progress_percent: 50,
  lessons_total: 4,
  lessons_done: 2,
}

function renderProgress(locale: Locale = 'en') {
  return renderWithProviders(
    <GamificationContext.Provider
      value={{
        xp: 130,
        badges: ['XP Level 100'],
        level: 2,
        progress: 20,
        loaded: true,
        refresh: async () => {},
      }}
    >
      <ProgressPage />
    </GamificationContext.Provider>,
    { locale, auth: { status: 'signed-in', user: { id: 'user-1' } as User } },
  )
}

beforeEach(() => {
  fake.calls.length = 0
})

describe('ProgressPage', () => {
  test('shows a free learner their course progress and an honest upgrade prompt', async () => {
    overview = {
      premium: false,
      today: '2026-11-27',
      courses: [{ ...COURSE, seconds_watched: null, quizzes: null }],
      history: null,
    }
    await renderProgress()
    const course = (await screen.findByRole('heading', { name: 'Conversational English' })).closest(
      'li',
    ) as HTMLElement
    expect(within(course).getByText('2 of 4 lessons · 50%')).toBeTruthy()
    expect(within(course).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50')
    expect(
      screen.getByRole('heading', { name: 'Advanced progress tracking is part of Premium' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See plans and pricing' }).getAttribute('href')).toBe(
      '/pricing',
    )
    expect(screen.queryByRole('heading', { name: 'XP over time' })).toBeNull()
    expect(screen.getByText('Locked · reach 200 XP (70 to go)')).toBeTruthy()
    const call = fake.calls.find((c) => c.kind === 'rpc' && c.fn === 'my_progress_overview')
    expect(call?.kind === 'rpc' && call.args).toEqual({ days: 84 })
  })

  test('shows a premium learner time watched, quiz scores, xp over time and learning days', async () => {
    overview = {
      premium: true,
      today: '2026-11-27',
      courses: [
        {
          ...COURSE,
          seconds_watched: 150,
          quizzes: [
            {
              lesson_id: 'q1',
              title_en: 'Small talk quiz',
              title_ar: 'اختبار',
              best_score: 100,
              passed: true,
              attempts: 2,
            },
          ],
        },
      ],
      history: {
        xp_before: 40,
        days: [
          { day: '2026-11-20', xp: 30 },
          { day: '2026-11-27', xp: 60 },
        ],
      },
    }
    await renderProgress()
    expect(await screen.findByText('3 minutes of video watched')).toBeTruthy()
    const scores = screen.getByRole('table', { name: 'Quiz scores in Conversational English' })
    expect(within(scores).getByRole('row', { name: 'Small talk quiz 100% · passed' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'XP over time' })).toBeTruthy()
    expect(
      screen.getByRole('img', { name: 'Total XP from Sep 5 to Nov 27: from 40 to 130.' }),
    ).toBeTruthy()
    const perDay = screen.getByRole('table', { name: 'XP earned per day' })
    expect(
      within(perDay)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayXP earnedTotal XP', 'Nov 20, 20263070', 'Nov 27, 202660130'])
    const calendar = screen.getByRole('table', { name: 'Learning days in the last 84 days: 2' })
    expect(within(calendar).getByText('Nov 27, 2026: 60 XP')).toBeTruthy()
    expect(screen.queryByText('Advanced progress tracking is part of Premium')).toBeNull()
  })

  test('speaks Arabic with Arabic-Indic digits', async () => {
    overview = {
      premium: true,
      today: '2026-11-27',
      courses: [{ ...COURSE, seconds_watched: 60, quizzes: [] }],
      history: { xp_before: 0, days: [{ day: '2026-11-27', xp: 60 }] },
    }
    await renderProgress('ar')
    expect(await screen.findByRole('heading', { name: 'المحادثة باللغة الإنجليزية' })).toBeTruthy()
    expect(screen.getByText(/^٢ من ٤ دروس · ٥٠٪/)).toBeTruthy()
    expect(screen.getByRole('table', { name: 'أيام التعلّم في آخر ٨٤ يومًا: ١' })).toBeTruthy()
  })
})
