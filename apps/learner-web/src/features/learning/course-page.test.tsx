import type { User } from '@supabase/supabase-js'
import { fireEvent, screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'
import { GamificationContext } from '../gamification/gamification-context'
import { useSubscriptionStore } from '../subscription/subscription-store'
import { createFakeSupabase } from './test-support/fake-supabase'

let premium = false
const fake = createFakeSupabase(() => ({
  data: {
    id: '00000000-0000-4000-8000-000000000001',
    slug: 'english-for-beginners',
    title_en: 'English for Beginners',
    title_ar: 'الإنجليزية للمبتدئين',
    description_en: 'Everyday vocabulary and simple grammar.',
    description_ar: 'مفردات يومية وقواعد بسيطة.',
    thumbnail_url: null,
    instructor_name: 'Sarah Ahmed',
    instructor_avatar_url: null,
    difficulty: 'beginner',
    duration: '2 weeks',
    is_premium: premium,
    rating: 4.5,
  },
}))
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { CoursePage } = await import('./course-page')

const addXp = vi.fn()

async function renderCourse() {
  return renderWithProviders(
    <GamificationContext.Provider
      value={{ xp: 0, badges: [], level: 1, progress: 0, loaded: true, addXp }}
    >
      <Routes>
        <Route path="/course/:id" element={<CoursePage />} />
      </Routes>
    </GamificationContext.Provider>,
    {
      route: '/course/english-for-beginners',
      auth: { status: 'signed-in', user: { id: 'user-1' } as User },
    },
  )
}

beforeEach(() => {
  addXp.mockReset()
  premium = false
  useSubscriptionStore.getState().reset()
})

describe('CoursePage', () => {
  test('reads the course by slug, builds a weekly outline and remembers it as lastCourse', async () => {
    await renderCourse()
    expect(
      await screen.findByRole('heading', { name: 'English for Beginners', level: 1 }),
    ).toBeTruthy()
    expect(fake.queries.at(-1)?.steps).toContainEqual(['eq', 'slug', 'english-for-beginners'])
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)
    expect(window.localStorage.getItem('lastCourse')).toBe('00000000-0000-4000-8000-000000000001')
  })

  test('Mark lesson complete awards the lesson xp once', async () => {
    await renderCourse()
    const buttons = await screen.findAllByRole('button', { name: /Mark lesson complete/ })
    fireEvent.click(buttons[2] as HTMLElement)
    expect(addXp).toHaveBeenCalledWith(50)
    expect(screen.getByText('1 of 6 lessons completed')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /Mark lesson complete/ })).toHaveLength(5)
  })

  test('a premium course is gated for the free plan, with a link to /pricing', async () => {
    premium = true
    await renderCourse()
    expect(await screen.findByText('This is a premium course.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See plans and pricing' }).getAttribute('href')).toBe(
      '/pricing',
    )
    const first = screen.getAllByRole('button', { name: /Mark lesson complete/ })[0]
    expect((first as HTMLButtonElement).disabled).toBe(true)
  })

  test('a premium course is open to an active premium plan', async () => {
    premium = true
    useSubscriptionStore
      .getState()
      .setView({ plan: 'premium', status: 'active', expiresAt: null, daysLeft: null })
    await renderCourse()
    await screen.findByRole('heading', { name: 'English for Beginners', level: 1 })
    expect(screen.queryByText('This is a premium course.')).toBeNull()
  })
})
