import type { User } from '@supabase/supabase-js'
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import { createRpcFakeSupabase, type RecordedRpcCall } from '../../test/rpc-fake-supabase'
import { assignmentRow } from './homework-test-rows'

let enrollmentsAnswer: FakeAnswer = { data: [] }
let assignmentsAnswer: FakeAnswer = { data: [] }
let submitAnswer: () => FakeAnswer | Promise<FakeAnswer> = () => ({ data: null })
const fake = createRpcFakeSupabase((call: RecordedRpcCall) => {
  if (call.kind === 'rpc') return submitAnswer()
  return call.table === 'enrollments' ? enrollmentsAnswer : assignmentsAnswer
})
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { HomeworkPage } = await import('./homework-page')

const user = { id: 'user-1', email: 'nour@splendid.test', user_metadata: {} } as unknown as User
const signedIn = { status: 'signed-in', user } as const

beforeEach(() => {
  fake.calls.length = 0
  enrollmentsAnswer = { data: [{ course_id: 'course-beginners' }] }
  assignmentsAnswer = { data: [] }
  submitAnswer = () => ({ data: { assignment_id: 'a1', status: 'submitted' } })
})

function card(name: string) {
  return screen.getByRole('article', { name })
}

describe('HomeworkPage', () => {
  test('sends a learner who follows no course to the catalogue', async () => {
    enrollmentsAnswer = { data: [] }
    await renderWithProviders(<HomeworkPage />, { route: '/homework', auth: signedIn })
    expect(await screen.findByRole('heading', { name: 'No homework yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Find a course' }).getAttribute('href')).toBe(
      '/catalog',
    )
  })

  test('groups assignments as To do, Submitted and Graded, with overdue and the grade', async () => {
    assignmentsAnswer = {
      data: [
        assignmentRow('a-late', { title: 'At the market', dueInDays: -1 }),
        assignmentRow('a-todo', { title: 'Introduce yourself', dueInDays: 3 }),
        assignmentRow('a-sent', {
          title: 'Describe your weekend',
          submission: { answer: 'I went to Alexandria.' },
        }),
        assignmentRow('a-graded', {
          title: 'Second conditional',
          maxScore: 10,
          submission: {
            answer: 'If I won a trip, I would go to Aswan.',
            status: 'graded',
            score: 9,
            feedback: 'Very good. Watch the comma.',
          },
        }),
      ],
    }
    await renderWithProviders(<HomeworkPage />, { route: '/homework', auth: signedIn })
    const todo = await screen.findByRole('region', { name: /^To do/ })
    expect(within(todo).getAllByRole('article')).toHaveLength(2)
    expect(
      within(todo)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['At the market', 'Introduce yourself'])
    expect(within(card('At the market')).getByText('Overdue')).toBeTruthy()
    expect(within(card('Introduce yourself')).queryByText('Overdue')).toBeNull()
    expect(within(card('Introduce yourself')).getByText(/^Due /)).toBeTruthy()

    const submitted = screen.getByRole('region', { name: /^Submitted/ })
    expect(within(submitted).getByText('I went to Alexandria.')).toBeTruthy()
    expect(within(submitted).getByRole('button', { name: 'Edit answer' })).toBeTruthy()

    const graded = screen.getByRole('region', { name: /^Graded/ })
    expect(within(graded).getByText('Score: 9 / 10')).toBeTruthy()
    expect(within(graded).getByText('Very good. Watch the comma.')).toBeTruthy()
    expect(within(graded).queryByRole('button', { name: /answer/ })).toBeNull()
  })

  test('refuses an empty answer, shows Submitting... and then the confirmation', async () => {
    assignmentsAnswer = { data: [assignmentRow('a1', { title: 'Introduce yourself' })] }
    await renderWithProviders(<HomeworkPage />, { route: '/homework', auth: signedIn })
    fireEvent.click(await screen.findByRole('button', { name: 'Write answer' }))
    const field = screen.getByLabelText('Your answer') as HTMLTextAreaElement
    expect(document.activeElement).toBe(field)

    fireEvent.change(field, { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }))
    expect(screen.getByText('Write your answer before you submit it.')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(fake.calls.some((call) => call.kind === 'rpc')).toBe(false)

    let release: (answer: FakeAnswer) => void = () => {}
    submitAnswer = () =>
      new Promise<FakeAnswer>((resolve) => {
        release = resolve
      })
    fireEvent.change(field, { target: { value: 'My name is Nour. I live in Mansoura.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }))
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeTruthy()
    expect(fake.calls.find((call) => call.kind === 'rpc')).toEqual({
      kind: 'rpc',
      fn: 'submit_homework',
      args: {
        assignment_id: 'a1',
        answer: 'My name is Nour. I live in Mansoura.',
        attachment_paths: [],
      },
      steps: [],
    })

    assignmentsAnswer = {
      data: [
        assignmentRow('a1', {
          title: 'Introduce yourself',
          submission: { answer: 'My name is Nour. I live in Mansoura.' },
        }),
      ],
    }
    release({ data: { assignment_id: 'a1', status: 'submitted' } })
    const notice = await screen.findByText('Your answer to “Introduce yourself” was submitted.')
    expect(document.activeElement).toBe(notice)
    const submitted = await screen.findByRole('region', { name: /^Submitted/ })
    expect(await within(submitted).findByText('My name is Nour. I live in Mansoura.')).toBeTruthy()
  })

  test('shows a refusal in a red alert and keeps the typed answer', async () => {
    assignmentsAnswer = {
      data: [assignmentRow('a1', { title: 'Introduce yourself', submission: { answer: 'Old' } })],
    }
    submitAnswer = () => ({
      error: {
        code: 'P0001',
        details: 'homework_already_graded',
        message: 'This homework has already been graded.',
      },
    })
    await renderWithProviders(<HomeworkPage />, { route: '/homework', auth: signedIn })
    fireEvent.click(await screen.findByRole('button', { name: 'Edit answer' }))
    const field = screen.getByLabelText('Your answer') as HTMLTextAreaElement
    expect(field.value).toBe('Old')
    fireEvent.change(field, { target: { value: 'A much better answer' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'This homework has already been graded, so your answer can no longer change.',
    )
    expect((screen.getByLabelText('Your answer') as HTMLTextAreaElement).value).toBe(
      'A much better answer',
    )
  })

  test('shows a load error with a retry button', async () => {
    assignmentsAnswer = { error: { code: '42501', message: 'permission denied' } }
    await renderWithProviders(<HomeworkPage />, { route: '/homework', auth: signedIn })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not load your homework.')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  test('shows the page and the assignment in Arabic', async () => {
    assignmentsAnswer = { data: [assignmentRow('a1', { dueInDays: -2 })] }
    await renderWithProviders(<HomeworkPage />, {
      route: '/homework',
      auth: signedIn,
      locale: 'ar',
    })
    expect(screen.getByRole('heading', { level: 1, name: 'الواجبات' })).toBeTruthy()
    const item = await screen.findByRole('article', { name: 'عرّف بنفسك' })
    expect(within(item).getByText('الإنجليزية للمبتدئين')).toBeTruthy()
    expect(within(item).getByText('متأخر')).toBeTruthy()
    expect(within(item).getByRole('button', { name: 'اكتب الإجابة' })).toBeTruthy()
  })
})
