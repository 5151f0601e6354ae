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
import {
  CHAPTER_ROWS,
  COURSE_ID,
  courseRow,
  LESSONS,
  lessonRows,
  QUIZ_ROWS,
  VIDEO_ROW,
  WATCH_COMPLETED,
} from './course-page-fixtures'

// The lesson components are their own engineers' (and tests'): stand-ins show what the page
// hands them and let a test act as them.
const seen = vi.hoisted(() => ({
  player: null as null | Record<string, unknown>,
  quiz: null as null | Record<string, unknown>,
  reading: null as null | Record<string, unknown>,
}))
vi.mock('./video-player/video-player', () => ({
  VideoPlayer: (props: Record<string, unknown>) => {
    seen.player = props
    return <p>Player: {String(props.title)}</p>
  },
}))
vi.mock('./quiz/quiz-form', () => ({
  QuizForm: (props: Record<string, unknown>) => {
    seen.quiz = props
    return <p>Quiz form</p>
  },
}))
vi.mock('./reading/reading-lesson', () => ({
  ReadingLesson: (props: Record<string, unknown>) => {
    seen.reading = props
    return <p>Reading: {String(props.markdown)}</p>
  },
}))

let premium = false
let enrollment: { progress_percent: number } | null = null
let completions: string[] = []
let watch: { lesson_id: string; position_seconds: number; watched_percent: number }[] = []
let contentRow: Record<string, unknown> | null = null
let progressReadFails = false
let rpcAnswer: (call: { fn: string; args: Record<string, unknown> }) => FakeAnswer
let enrolAnswer: FakeAnswer = { data: null }
const signed: string[] = []

function respond(call: RecordedRpcCall): FakeAnswer {
  if (call.kind === 'rpc') {
    return rpcAnswer({ fn: call.fn, args: call.args as Record<string, unknown> })
  }
  switch (call.table) {
    case 'courses':
      return { data: courseRow(premium) }
    case 'course_chapters':
      return { data: CHAPTER_ROWS }
    case 'lessons':
      return { data: lessonRows(premium) }
    case 'enrollments':
      if (call.steps.some(([name]) => name === 'insert')) {
        if (!('error' in enrolAnswer)) enrollment = { progress_percent: 0 }
        return enrolAnswer
      }
      if (progressReadFails) return { error: { code: '500', message: 'Service unavailable' } }
      return { data: enrollment }
    case 'lesson_completions':
      return { data: completions.map((lesson_id) => ({ lesson_id })) }
    case 'lesson_watch_progress':
      return { data: watch }
    case 'lesson_contents':
      return { data: contentRow }
    case 'quiz_questions':
      return { data: QUIZ_ROWS }
    case 'quiz_attempts':
      return { data: [{ score: 50 }] }
    default:
      return new Error(`unexpected table ${call.table}`)
  }
}

const fake = createRpcFakeSupabase((call) => respond(call))
const storage = {
  from: (bucket: string) => ({
    createSignedUrl: async (path: string, seconds: number) => {
      signed.push(`${bucket}/${path}`)
      return {
        data: { signedUrl: `https://media.test/${bucket}/${path}?e=${seconds}` },
        error: null,
      }
    },
  }),
}
vi.mock('../../lib/supabase-client', () => ({ supabase: { ...fake.client, storage } }))

const { CoursePage } = await import('./course-page')

const refresh = vi.fn(async () => {})

async function renderCourse(search = '', locale: Locale = 'en') {
  return renderWithProviders(
    <GamificationContext.Provider
      value={{ xp: 0, badges: [], level: 1, progress: 0, loaded: true, refresh }}
    >
      <Routes>
        <Route path="/course/:id" element={<CoursePage />} />
      </Routes>
    </GamificationContext.Provider>,
    {
      locale,
      route: `/course/english-for-beginners${search}`,
      auth: { status: 'signed-in', user: { id: 'user-1' } as User },
    },
  )
}

function rpcCalls() {
  return fake.calls.filter((call) => call.kind === 'rpc')
}

/** The outline's link of the lesson with this title. */
function outlineItem(title: string, outlineName = /Course outline|محتوى الدورة/): HTMLElement {
  const outline = screen.getByRole('region', { name: outlineName })
  const link = within(outline)
    .getAllByRole('link')
    .find((item) => item.querySelector('span')?.textContent === title)
  if (!link) throw new Error(`no lesson ${title} in the outline`)
  return link
}

beforeEach(() => {
  refresh.mockClear()
  fake.calls.length = 0
  signed.length = 0
  seen.player = null
  seen.quiz = null
  seen.reading = null
  premium = false
  enrollment = { progress_percent: 0 }
  completions = []
  watch = []
  contentRow = VIDEO_ROW
  progressReadFails = false
  enrolAnswer = { data: null }
  rpcAnswer = () => new Error('no rpc expected')
  window.localStorage.clear()
  useSubscriptionStore.getState().reset()
})

describe('CoursePage', () => {
  test('shows chapters and lessons with their kind, length and state, and remembers the course', async () => {
    completions = [LESSONS.greetings]
    enrollment = { progress_percent: 25 }
    await renderCourse()
    expect(
      await screen.findByRole('heading', { name: 'English for Beginners', level: 1 }),
    ).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Chapter 1: First steps' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Chapter 2: Practice' })).toBeTruthy()
    expect(await screen.findByText('1 of 4 lessons completed')).toBeTruthy()
    expect(outlineItem('Greetings').textContent).toContain('Video · 10 seconds')
    expect(outlineItem('Greetings').textContent).toContain('Completed')
    expect(outlineItem('Saying hello').textContent).toContain('Up next')
    expect(outlineItem('Greetings quiz').textContent).toContain('Quiz · 2 minutes')
    expect(outlineItem('Greetings quiz').textContent).toContain('Not started')
    expect(screen.getByRole('progressbar', { name: 'Course progress' }).ariaValueNow).toBe('25')
    expect(window.localStorage.getItem('lastCourse')).toBe(COURSE_ID)
  })

  test('plays a video lesson from signed URLs at the saved second and saves what was watched', async () => {
    watch = [{ lesson_id: LESSONS.greetings, position_seconds: 4.5, watched_percent: 40 }]
    rpcAnswer = () => ({ data: WATCH_COMPLETED })
    await renderCourse(`?lesson=${LESSONS.greetings}`)
    expect(await screen.findByText('Player: Greetings')).toBeTruthy()
    expect(screen.getByText('Resuming where you stopped, at 0:04.')).toBeTruthy()
    expect(seen.player).toMatchObject({
      src: 'https://media.test/course-media/english-for-beginners/greetings.webm?e=3600',
      startAt: 4.5,
      captions: [
        { lang: 'en', label: 'English', src: expect.stringContaining('greetings.en.vtt') },
        { lang: 'ar', label: 'العربية', src: expect.stringContaining('greetings.ar.vtt') },
      ],
    })
    const onProgress = seen.player?.onProgress as (report: object) => void
    act(() => onProgress({ position: 9, watchedFrom: 4.5, watchedTo: 9, reason: 'pause' }))
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1))
    expect(rpcCalls()).toEqual([
      {
        kind: 'rpc',
        fn: 'save_watch_progress',
        args: {
          lesson_id: LESSONS.greetings,
          position_seconds: 9,
          watched_from: 4.5,
          watched_to: 9,
        },
        steps: [],
      },
    ])
    expect(await screen.findByText('1 of 4 lessons completed')).toBeTruthy()
  })

  test('the lesson shown by default stays when the server completes it', async () => {
    rpcAnswer = () => ({ data: WATCH_COMPLETED })
    await renderCourse()
    expect(await screen.findByText('Player: Greetings')).toBeTruthy()
    const onProgress = seen.player?.onProgress as (report: object) => void
    act(() => onProgress({ position: 10, watchedFrom: 0, watchedTo: 10, reason: 'ended' }))
    expect(await screen.findByText('1 of 4 lessons completed')).toBeTruthy()
    expect(screen.getByText('Player: Greetings')).toBeTruthy()
    expect(screen.queryByText(/^Reading:/)).toBeNull()
  })

  test('does not save the place of a learner who has not enrolled, and says why', async () => {
    enrollment = null
    await renderCourse(`?lesson=${LESSONS.greetings}`)
    await screen.findByText('Player: Greetings')
    expect(seen.player?.onProgress).toBeUndefined()
    expect(
      screen.getByText('Enrol in this course to save your place and record your progress.'),
    ).toBeTruthy()
  })

  test('a reading lesson is marked read through mark_lesson_read; its xp once the server says so', async () => {
    contentRow = { body_en: '# Saying hello', body_ar: '# إلقاء التحية' }
    rpcAnswer = () => ({
      data: { progress_percent: 25, completed_lessons: 1, total_lessons: 4, newly_completed: true },
    })
    await renderCourse(`?lesson=${LESSONS.reading}`)
    expect(await screen.findByText('Reading: # Saying hello')).toBeTruthy()
    expect(seen.reading?.completed).toBe(false)
    await act(() => (seen.reading as { onMarkRead: () => Promise<void> }).onMarkRead())
    expect(rpcCalls()).toEqual([
      { kind: 'rpc', fn: 'mark_lesson_read', args: { lesson_id: LESSONS.reading }, steps: [] },
    ])
    expect(refresh).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(seen.reading?.completed).toBe(true))
  })

  test('a refused "Mark as read" reaches the reading lesson as the translated reason', async () => {
    contentRow = { body_en: 'Text', body_ar: 'نص' }
    rpcAnswer = () => ({
      error: { code: 'P0001', details: 'lesson_not_enrolled', message: 'Enrol first.' },
    })
    await renderCourse(`?lesson=${LESSONS.reading}`)
    await screen.findByText('Reading: Text')
    await expect(
      (seen.reading as { onMarkRead: () => Promise<void> }).onMarkRead(),
    ).rejects.toThrow('Enrol in this course to record your progress.')
    expect(refresh).not.toHaveBeenCalled()
  })

  test('a quiz gets its questions in the interface language, and the server checks the answers', async () => {
    contentRow = { pass_mark: 70 }
    rpcAnswer = () => ({
      data: {
        score: 100,
        pass_mark: 70,
        passed: true,
        results: { q1: true },
        newly_completed: true,
        progress_percent: 25,
      },
    })
    await renderCourse(`?lesson=${LESSONS.quiz}`, 'ar')
    await screen.findByText('Quiz form')
    expect(seen.quiz).toMatchObject({
      passMark: 70,
      previousBest: 50,
      questions: [
        {
          id: 'q1',
          kind: 'single',
          prompt: 'ماذا تعني Hello؟',
          options: [
            { id: 'a', text: 'مرحبًا' },
            { id: 'b', text: 'وداعًا' },
          ],
        },
      ],
    })
    const onSubmit = seen.quiz?.onSubmit as (answers: object) => Promise<unknown>
    let outcome: unknown
    await act(async () => {
      outcome = await onSubmit({ q1: ['a'] })
    })
    expect(outcome).toEqual({ score: 100, passMark: 70, passed: true, results: { q1: true } })
    expect(rpcCalls()).toEqual([
      {
        kind: 'rpc',
        fn: 'submit_quiz_attempt',
        args: { lesson_id: LESSONS.quiz, answers: { q1: ['a'] } },
        steps: [],
      },
    ])
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  test('a premium lesson shows the way to the plans to a free learner and requests nothing of it', async () => {
    premium = true
    await renderCourse(`?lesson=${LESSONS.reading}`)
    expect(
      await screen.findByRole('heading', { name: 'This lesson is for premium members' }),
    ).toBeTruthy()
    expect(outlineItem('Saying hello').textContent).toContain('Premium — locked')
    expect(outlineItem('Greetings').textContent).not.toContain('locked')
    const links = screen.getAllByRole('link', { name: 'See plans and pricing' })
    expect(links[0]?.getAttribute('href')).toBe('/pricing')
    expect(
      fake.calls.some((call) => call.kind === 'from' && call.table === 'lesson_contents'),
    ).toBe(false)
    expect(signed).toEqual([])
  })

  test('a lesson the database does not open shows the gate too, without media', async () => {
    contentRow = null
    await renderCourse(`?lesson=${LESSONS.greetings}`)
    expect(
      await screen.findByRole('heading', { name: 'This lesson is for premium members' }),
    ).toBeTruthy()
    expect(signed).toEqual([])
  })

  test('an enrolment the database refuses as premium-only shows the way to the plans', async () => {
    enrollment = null
    enrolAnswer = {
      error: { code: 'P0001', details: 'course_premium_only', message: 'Premium only.' },
    }
    await renderCourse()
    fireEvent.click(await screen.findByRole('button', { name: 'Enrol in this course' }))
    expect(
      await screen.findByRole('heading', { name: 'This course is for premium members' }),
    ).toBeTruthy()
  })

  test('enrols a learner, who then sees their progress', async () => {
    enrollment = null
    await renderCourse()
    fireEvent.click(await screen.findByRole('button', { name: 'Enrol in this course' }))
    expect(await screen.findByText('0% complete')).toBeTruthy()
  })

  test('says when the progress cannot be loaded, and reads it again on request', async () => {
    progressReadFails = true
    await renderCourse()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not load your progress.')
    // The lesson still opens (from the start: no saved second is known).
    expect(await screen.findByText('Player: Greetings')).toBeTruthy()
    expect(seen.player?.startAt).toBeUndefined()
    progressReadFails = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('0% complete')).toBeTruthy()
  })

  test('links the previous and next lessons, and the certificate once complete', async () => {
    enrollment = { progress_percent: 100 }
    completions = Object.values(LESSONS)
    contentRow = { body_en: 'Text', body_ar: 'نص' }
    await renderCourse(`?lesson=${LESSONS.reading}`)
    expect(await screen.findByText('You completed this course.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See your certificate' }).getAttribute('href')).toBe(
      '/certificates',
    )
    const nav = screen.getByRole('navigation', { name: 'Previous and next lesson' })
    expect(
      within(nav)
        .getByRole('link', { name: /Previous: Greetings/ })
        .getAttribute('href'),
    ).toBe(`/course/english-for-beginners?lesson=${LESSONS.greetings}`)
    expect(within(nav).getByRole('link', { name: /Next: Greetings quiz/ })).toBeTruthy()
  })

  test('shows the outline and progress in Arabic', async () => {
    enrollment = { progress_percent: 25 }
    completions = [LESSONS.greetings]
    await renderCourse('', 'ar')
    expect(await screen.findByText('مكتمل بنسبة ٢٥٪')).toBeTruthy()
    expect(outlineItem('التحيات').textContent).toContain('مكتمل')
  })
})
