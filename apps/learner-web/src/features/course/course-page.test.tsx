import type { Locale } from '@splendid/i18n'
import type { User } from '@supabase/supabase-js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import { createRpcFakeSupabase, type RecordedRpcCall } from '../../test/rpc-fake-supabase'
import { GamificationContext } from '../progress/gamification-context'
import { useSubscriptionStore } from '../subscription/subscription-store'

const COURSE_ID = '00000000-0000-4000-8000-000000000001'

let premium = false
let enrollment: { progress_percent: number } | null = null
let completions: string[] = []
let progressReadFails = false
let rpcAnswer: (args: { lesson_id: string }) => FakeAnswer | Promise<FakeAnswer>

/** The server's answer to complete_lesson for a 2-week course (6 lessons). */
function recorded(lessonId: string): FakeAnswer {
  const newly = !completions.includes(lessonId)
  if (newly) completions.push(lessonId)
  const percent = Math.round((100 * completions.length) / 6)
  enrollment = { progress_percent: percent }
  return {
    data: {
      progress_percent: percent,
      completed_lessons: completions.length,
      total_lessons: 6,
      newly_completed: newly,
    },
  }
}

function respond(call: RecordedRpcCall): FakeAnswer | Promise<FakeAnswer> {
  if (call.kind === 'rpc') return rpcAnswer(call.args as { lesson_id: string })
  switch (call.table) {
    case 'courses':
      return {
        data: {
          id: COURSE_ID,
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
      }
    case 'enrollments':
      if (call.steps.some(([name]) => name === 'insert')) {
        enrollment = { progress_percent: 0 }
        return { data: null }
      }
      if (progressReadFails) return { error: { code: '500', message: 'Service unavailable' } }
      return { data: enrollment }
    case 'lesson_completions':
      return { data: completions.map((lesson_id) => ({ lesson_id })) }
    default:
      return new Error(`unexpected table ${call.table}`)
  }
}

const fake = createRpcFakeSupabase((call) => respond(call))
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { CoursePage } = await import('./course-page')

const addXp = vi.fn()

async function renderCourse(locale: Locale = 'en') {
  return renderWithProviders(
    <GamificationContext.Provider
      value={{ xp: 0, badges: [], level: 1, progress: 0, loaded: true, addXp }}
    >
      <Routes>
        <Route path="/course/:id" element={<CoursePage />} />
      </Routes>
    </GamificationContext.Provider>,
    {
      locale,
      route: '/course/english-for-beginners',
      auth: { status: 'signed-in', user: { id: 'user-1' } as User },
    },
  )
}

/** The lesson buttons, once the server's progress has arrived (they are disabled before). */
async function lessonButtons(): Promise<HTMLElement[]> {
  await screen.findByText(/% complete$/)
  return screen.getAllByRole('button', { name: /Mark lesson complete/ })
}

function rpcCalls() {
  return fake.calls.filter((call) => call.kind === 'rpc')
}

beforeEach(() => {
  addXp.mockReset()
  fake.calls.length = 0
  premium = false
  enrollment = { progress_percent: 0 }
  completions = []
  progressReadFails = false
  rpcAnswer = ({ lesson_id }) => recorded(lesson_id)
  window.localStorage.clear()
  useSubscriptionStore.getState().reset()
})

describe('CoursePage', () => {
  test('shows the course, builds a weekly outline and remembers it as lastCourse', async () => {
    await renderCourse()
    expect(
      await screen.findByRole('heading', { name: 'English for Beginners', level: 1 }),
    ).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)
    expect(window.localStorage.getItem('lastCourse')).toBe(COURSE_ID)
  })

  test('shows the progress the server keeps', async () => {
    enrollment = { progress_percent: 33 }
    completions = ['w1-video', 'w2-quiz']
    await renderCourse()
    expect(await screen.findByText('2 of 6 lessons completed')).toBeTruthy()
    expect(screen.getByText('33% complete')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Course progress' }).ariaValueNow).toBe('33')
    expect(screen.getAllByText('Completed')).toHaveLength(2)
  })

  test('records a lesson through complete_lesson and awards its xp once the server says it is new', async () => {
    let answer: (value: FakeAnswer) => void = () => {}
    rpcAnswer = ({ lesson_id }) =>
      new Promise((resolve) => {
        answer = (value) => resolve(value)
        void lesson_id
      })
    await renderCourse()
    const buttons = await lessonButtons()
    fireEvent.click(buttons[2] as HTMLElement)
    // Optimistic: shown as completed at once, xp only after the server's answer.
    expect(await screen.findByText('1 of 6 lessons completed')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /Mark lesson complete/ })).toHaveLength(5)
    expect(addXp).not.toHaveBeenCalled()
    expect(rpcCalls()).toEqual([
      { kind: 'rpc', fn: 'complete_lesson', args: { course_id: COURSE_ID, lesson_id: 'w1-quiz' } },
    ])
    await act(async () => answer(recorded('w1-quiz')))
    await waitFor(() => expect(addXp).toHaveBeenCalledWith(50))
    expect(addXp).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('17% complete')).toBeTruthy()
  })

  test('awards no xp for a lesson the server already had', async () => {
    // Completed meanwhile in another tab: the server has it, this page did not know yet.
    rpcAnswer = ({ lesson_id }) => {
      recorded(lesson_id)
      return recorded(lesson_id)
    }
    await renderCourse()
    const buttons = await lessonButtons()
    fireEvent.click(buttons[0] as HTMLElement)
    expect(await screen.findByText('17% complete')).toBeTruthy()
    await waitFor(() => expect(rpcCalls()).toHaveLength(1))
    expect(addXp).not.toHaveBeenCalled()
  })

  test('rolls a refused completion back and says why', async () => {
    rpcAnswer = () => ({
      error: {
        code: 'P0001',
        details: 'lesson_not_enrolled',
        message: 'Enrol in this course to record your progress.',
      },
    })
    await renderCourse()
    const buttons = await lessonButtons()
    fireEvent.click(buttons[1] as HTMLElement)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'Practice exercise, week 1 was not saved, so it is shown as not completed. Please try again.',
    )
    expect(alert.textContent).toContain('Enrol in this course to record your progress.')
    expect(screen.getAllByRole('button', { name: /Mark lesson complete/ })).toHaveLength(6)
    expect(screen.getByText('0 of 6 lessons completed')).toBeTruthy()
    expect(addXp).not.toHaveBeenCalled()
  })

  test('rolls back and explains when the progress service cannot be reached', async () => {
    rpcAnswer = () => new TypeError('Failed to fetch')
    await renderCourse()
    const buttons = await lessonButtons()
    fireEvent.click(buttons[0] as HTMLElement)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'The progress service could not be reached. Failed to fetch',
    )
    expect(screen.getAllByRole('button', { name: /Mark lesson complete/ })).toHaveLength(6)
    expect(addXp).not.toHaveBeenCalled()
  })

  test('asks a learner who does not follow the course to enrol first', async () => {
    enrollment = null
    await renderCourse()
    const enrol = await screen.findByRole('button', { name: 'Enrol in this course' })
    expect(screen.getByText('Enrol to record your progress and earn a certificate.')).toBeTruthy()
    for (const button of screen.getAllByRole('button', { name: /Mark lesson complete/ })) {
      expect((button as HTMLButtonElement).disabled).toBe(true)
    }
    fireEvent.click(enrol)
    expect(await screen.findByText('0% complete')).toBeTruthy()
    const first = screen.getAllByRole('button', { name: /Mark lesson complete/ })[0]
    expect((first as HTMLButtonElement).disabled).toBe(false)
  })

  test('says when the progress cannot be loaded, and reads it again on request', async () => {
    progressReadFails = true
    await renderCourse()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not load your progress.Service unavailable')
    for (const button of screen.getAllByRole('button', { name: /Mark lesson complete/ })) {
      expect((button as HTMLButtonElement).disabled).toBe(true)
    }
    progressReadFails = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('0% complete')).toBeTruthy()
  })

  test('links to the certificate once the course is complete', async () => {
    enrollment = { progress_percent: 100 }
    completions = ['w1-video', 'w1-practice', 'w1-quiz', 'w2-video', 'w2-practice', 'w2-quiz']
    await renderCourse()
    expect(await screen.findByText('You completed this course.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See your certificate' }).getAttribute('href')).toBe(
      '/certificates',
    )
  })

  test('moves lessons completed in this browser before to the server once, without xp', async () => {
    window.localStorage.setItem(
      `completedLessons:user-1:${COURSE_ID}`,
      JSON.stringify(['w1-video', 'w9-quiz', 'w2-quiz']),
    )
    await renderCourse()
    expect(
      await screen.findByText(
        /2 lessons you completed on this device are now saved to your account\./,
      ),
    ).toBeTruthy()
    expect(rpcCalls().map((call) => call.kind === 'rpc' && call.args)).toEqual([
      { course_id: COURSE_ID, lesson_id: 'w1-video' },
      { course_id: COURSE_ID, lesson_id: 'w2-quiz' },
    ])
    expect(window.localStorage.getItem(`completedLessons:user-1:${COURSE_ID}`)).toBeNull()
    expect(await screen.findByText('2 of 6 lessons completed')).toBeTruthy()
    expect(addXp).not.toHaveBeenCalled()
  })

  test('keeps the local lessons when moving them fails, and says so', async () => {
    window.localStorage.setItem(
      `completedLessons:user-1:${COURSE_ID}`,
      JSON.stringify(['w1-video']),
    )
    rpcAnswer = () => ({ error: { code: '500', message: 'Service unavailable' } })
    await renderCourse()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      '1 lesson you completed on this device could not be saved to your account yet.',
    )
    expect(window.localStorage.getItem(`completedLessons:user-1:${COURSE_ID}`)).toBe('["w1-video"]')
  })

  test('shows the progress in Arabic', async () => {
    enrollment = { progress_percent: 17 }
    completions = ['w1-video']
    await renderCourse('ar')
    const card = (await screen.findByText('مكتمل بنسبة 17٪')).parentElement as HTMLElement
    expect(within(card).getByText('أكملت 1 من 6 درسًا')).toBeTruthy()
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
