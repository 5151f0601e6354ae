import type { User } from '@supabase/supabase-js'
import { fireEvent, screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import { createRpcFakeSupabase, type RecordedRpcCall } from '../../test/rpc-fake-supabase'
import type { AuthContextValue } from '../auth/auth-context'

let answer: (call: RecordedRpcCall) => FakeAnswer = () => ({ data: null })
const fake = createRpcFakeSupabase((call) => answer(call))
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { OnboardingStepThreePage } = await import('./onboarding-step-three-page')

const signedIn: Partial<AuthContextValue> = {
  status: 'signed-in',
  user: { id: 'teacher-1', user_metadata: { full_name: 'Nour Hassan' } } as unknown as User,
}

/** The chains made on `table`, each as its step names and first arguments. */
function chainsOn(table: string) {
  return fake.calls.flatMap((call) => (call.kind === 'from' && call.table === table ? [call] : []))
}

function step(call: RecordedRpcCall, name: string): unknown {
  return call.steps.find(([stepName]) => stepName === name)?.[1]
}

/** Answers the profile read with `userType`, the tutor read with no profile, writes with a row. */
function answerAs(userType: string, profileUpdate: FakeAnswer = { data: [{ id: 'teacher-1' }] }) {
  answer = (call) => {
    if (call.kind === 'rpc') return { data: null }
    const writes = call.steps.some(([name]) => name === 'insert' || name === 'update')
    if (call.table === 'profiles') {
      return writes
        ? profileUpdate
        : {
            data: {
              full_name: 'Nour Hassan',
              user_type: userType,
              preferred_language: 'en',
              onboarding_completed: false,
              placement_level: null,
              placement_taken_at: null,
            },
          }
    }
    if (call.table === 'tutors') return writes ? { data: { id: 'tutor-9' } } : { data: null }
    return { data: null }
  }
}

async function renderStepThree() {
  await renderWithProviders(
    <Routes>
      <Route path="/placement-assessment" element={<OnboardingStepThreePage />} />
      <Route path="/teach/availability" element={<h1>Weekly hours page</h1>} />
    </Routes>,
    { auth: signedIn, route: '/placement-assessment' },
  )
}

beforeEach(() => {
  fake.calls.length = 0
  localStorage.clear()
})

describe('OnboardingStepThreePage', () => {
  test('a teacher writes a tutor profile, finishes onboarding and goes on to their hours', async () => {
    answerAs('teacher')
    await renderStepThree()
    expect(await screen.findByRole('heading', { name: 'Your tutor profile' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Start the test' })).toBeNull()
    expect(((await screen.findByLabelText('Name learners see')) as HTMLInputElement).value).toBe(
      'Nour Hassan',
    )
    fireEvent.click(screen.getByLabelText('Conversation practice'))
    fireEvent.click(screen.getByRole('button', { name: 'Save and choose my hours' }))

    expect(await screen.findByRole('heading', { name: 'Weekly hours page' })).toBeTruthy()
    const [insert] = chainsOn('tutors').filter((call) => step(call, 'insert') !== undefined)
    expect(insert && step(insert, 'insert')).toMatchObject({
      user_id: 'teacher-1',
      name: 'Nour Hassan',
      subjects: ['conversation'],
      time_zone: 'Africa/Cairo',
    })
    const finished = chainsOn('profiles').find((call) => step(call, 'update') !== undefined)
    expect(finished && step(finished, 'update')).toEqual({
      onboarding_step: 3,
      onboarding_completed: true,
    })
    expect(localStorage.getItem('onboardingCompleted')).toBe('true')
  })

  test('a student gets the placement test', async () => {
    answerAs('student')
    await renderStepThree()
    expect(await screen.findByRole('button', { name: 'Start the test' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Your tutor profile' })).toBeNull()
    expect(screen.queryByRole('form', { name: 'Tutor profile' })).toBeNull()
  })

  test('when finishing fails, the teacher stays on the step and can try again', async () => {
    answerAs('teacher', { error: { code: '42501', message: 'permission denied' } })
    await renderStepThree()
    fireEvent.click(await screen.findByRole('button', { name: 'Save and choose my hours' }))
    expect(await screen.findByText('We could not finish onboarding.')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Weekly hours page' })).toBeNull()
    expect(localStorage.getItem('onboardingCompleted')).toBeNull()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
