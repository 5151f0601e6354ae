import type { User } from '@supabase/supabase-js'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import { createRpcFakeSupabase, type RecordedRpcCall } from '../../test/rpc-fake-supabase'
import type { AuthContextValue } from '../auth/auth-context'

let answer: (call: RecordedRpcCall) => FakeAnswer | Promise<FakeAnswer> = () => ({ data: null })
const fake = createRpcFakeSupabase((call) => answer(call))
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { PlacementAssessmentPage } = await import('./placement-assessment-page')

const signedIn: Partial<AuthContextValue> = {
  status: 'signed-in',
  user: { id: 'user-1' } as unknown as User,
}

function question(position: number, id: string, prompt: string) {
  return {
    done: false,
    attempt_id: 'attempt-1',
    position,
    max_items: 15,
    item: { id, prompt, choices: ['is', 'are', 'am', 'be'] },
  }
}

function profile(values: Record<string, unknown>) {
  return { data: { onboarding_completed: true, ...values } }
}

/** The functions the page called, with their arguments, oldest first. */
function rpcCalls(): Array<[string, unknown]> {
  return fake.calls.flatMap((call) => (call.kind === 'rpc' ? [[call.fn, call.args]] : []))
}

beforeEach(() => {
  fake.calls.length = 0
  localStorage.clear()
})

describe('PlacementAssessmentPage', () => {
  test('asks one question at a time, sends only the choice, and shows the saved level', async () => {
    const steps = [
      question(1, 'a2-1', 'We ___ to Alexandria last summer.'),
      question(2, 'b1-1', 'I have lived in Giza ___ 2019.'),
      {
        done: true,
        attempt_id: 'attempt-1',
        level: 'B1',
        answered: 5,
        correct: 3,
        taken_at: '2026-11-27T10:00:00Z',
      },
    ]
    answer = (call) =>
      call.kind === 'rpc'
        ? { data: steps.shift() }
        : profile({ placement_level: null, placement_taken_at: null })
    // A learner who finished onboarding earlier, retaking the test.
    localStorage.setItem('onboardingCompleted', 'true')
    await renderWithProviders(<PlacementAssessmentPage />, { auth: signedIn })
    expect(await screen.findByRole('heading', { name: 'Placement test' })).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Start the test' }))

    const first = await screen.findByRole('group', { name: /We ___ to Alexandria/ })
    expect(screen.getByText('Question 1 (at most 15)')).toBeTruthy()
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement
    expect(next.disabled).toBe(true)
    fireEvent.click(first.querySelectorAll('input')[2] as HTMLInputElement)
    fireEvent.click(next)

    expect(await screen.findByText('Question 2 (at most 15)')).toBeTruthy()
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(radios.some((radio) => radio.checked)).toBe(false)
    fireEvent.click(radios[1] as HTMLInputElement)
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))

    expect(
      await screen.findByRole('heading', { name: 'Your level: B1 · Intermediate' }),
    ).toBeTruthy()
    expect(screen.getByText('You answered 3 of 5 questions correctly.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See courses at my level' }).getAttribute('href')).toBe(
      '/catalog?level=B1',
    )
    expect(rpcCalls()).toEqual([
      ['start_placement', undefined],
      ['answer_placement', { attempt_id: 'attempt-1', item_id: 'a2-1', choice: 2 }],
      ['answer_placement', { attempt_id: 'attempt-1', item_id: 'b1-1', choice: 1 }],
    ])
  })

  test('keeps the choice after a failed send, so Next can be pressed again', async () => {
    let fail = true
    answer = (call) => {
      if (call.kind === 'from') return profile({ placement_level: null })
      if (call.fn === 'start_placement') return { data: question(1, 'a2-1', 'She ___ here.') }
      if (fail) {
        fail = false
        return new TypeError('Failed to fetch')
      }
      return { data: question(2, 'b1-1', 'They ___ there.') }
    }
    await renderWithProviders(<PlacementAssessmentPage />, { auth: signedIn })
    fireEvent.click(await screen.findByRole('button', { name: 'Start the test' }))
    const radio = (await screen.findAllByRole('radio'))[0] as HTMLInputElement
    fireEvent.click(radio)
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not reach the placement test: Failed to fetch.',
    )
    expect((screen.getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('group', { name: /They ___ there/ })).toBeTruthy()
  })

  test('shows a recent result with its retake date instead of a new test', async () => {
    const takenAt = new Date(Date.now() - 2 * 86_400_000).toISOString()
    answer = () => profile({ placement_level: 'C1', placement_taken_at: takenAt })
    await renderWithProviders(<PlacementAssessmentPage />, { auth: signedIn })
    expect(await screen.findByRole('heading', { name: 'Your level: C1 · Advanced' })).toBeTruthy()
    expect(screen.getByText(/You can take the test again from/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Start the test|Take the test again/ })).toBeNull()
    expect(rpcCalls()).toEqual([])
  })

  test('is onboarding step 3 for a new learner, and finishing it completes onboarding', async () => {
    answer = (call) => {
      if (call.kind === 'rpc') {
        return {
          data: {
            done: true,
            attempt_id: 'a',
            level: 'A2',
            answered: 4,
            correct: 2,
            taken_at: '2026-11-27T10:00:00Z',
          },
        }
      }
      if (call.table === 'profiles' && call.steps.some(([name]) => name === 'update')) {
        return { data: [{ id: 'user-1' }] }
      }
      return profile({ onboarding_completed: false, placement_level: null })
    }
    await renderWithProviders(<PlacementAssessmentPage />, { auth: signedIn })
    expect(await screen.findByText('Step 3 of 3')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Back' })).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Start the test' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Finish and take the tour' }))
    await waitFor(() => expect(localStorage.getItem('onboardingCompleted')).toBe('true'))
    const update = fake.calls.find(
      (call) => call.kind === 'from' && call.steps.some(([name]) => name === 'update'),
    )
    expect(update?.kind === 'from' && update.steps[0]).toEqual([
      'update',
      { onboarding_step: 3, onboarding_completed: true },
    ])
  })

  test('shows the test in Arabic, the sentence itself left-to-right in English', async () => {
    answer = (call) =>
      call.kind === 'rpc'
        ? { data: question(1, 'a1-1', 'She ___ a teacher at my school.') }
        : profile({ placement_level: null })
    await renderWithProviders(<PlacementAssessmentPage />, { auth: signedIn, locale: 'ar' })
    fireEvent.click(await screen.findByRole('button', { name: 'ابدأ الاختبار' }))
    expect(await screen.findByText('السؤال ١ (من ١٥ على الأكثر)')).toBeTruthy()
    const sentence = screen.getByText('She ___ a teacher at my school.')
    expect(sentence.getAttribute('lang')).toBe('en')
    expect(sentence.getAttribute('dir')).toBe('ltr')
  })
})
