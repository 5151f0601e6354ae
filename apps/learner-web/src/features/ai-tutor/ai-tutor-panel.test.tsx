import { INITIAL_AI_TUTOR_STATE } from '@splendid/domain'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'
import {
  refusalResponse,
  type ScriptedStream,
  scriptedStream,
  streamResponse,
} from './tutor-stream-fixture'

let quota: unknown = { limit: 10, used: 2, remaining: 8 }
vi.mock('../../lib/supabase-client', () => ({
  supabase: {
    auth: { getSession: async () => ({ data: { session: { access_token: 'token-1' } } }) },
    rpc: async () => ({ data: quota, error: null }),
  },
}))

const { AiTutorPanel } = await import('./ai-tutor-panel')
const { useAiTutorStore } = await import('./ai-tutor-store')
const { useSubscriptionDialogRequest } = await import('../subscription/subscription-dialog-request')

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>()

beforeEach(() => {
  quota = { limit: 10, used: 2, remaining: 8 }
  useAiTutorStore.setState({ ...INITIAL_AI_TUTOR_STATE })
  useSubscriptionDialogRequest.getState().close()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

async function openPanelAndAsk(question: string) {
  await renderWithProviders(
    <AiTutorPanel userId="user-1" courseId="course-1" lessonId="lesson-1" />,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Ask the AI tutor' }))
  const box = screen.getByLabelText('Your question')
  fireEvent.change(box, { target: { value: question } })
  fireEvent.keyDown(box, { key: 'Enter' })
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
  return box as HTMLTextAreaElement
}

function answering(): ScriptedStream {
  const stream = scriptedStream()
  fetchMock.mockResolvedValueOnce(streamResponse(stream))
  return stream
}

// Generous: the CPU is shared with other runs, and one test streams a whole answer.
describe('AiTutorPanel', { timeout: 15_000 }, () => {
  test('streams the answer as it arrives, honours replace, links the citations and counts down', async () => {
    const stream = answering()
    const box = await openPanelAndAsk('What is a verb?')
    expect(await screen.findByText('8 of 10 questions left today')).toBeTruthy()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toMatch(/\/functions\/v1\/ai-tutor$/)
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      message: 'What is a verb?',
      course_id: 'course-1',
      lesson_id: 'lesson-1',
    })

    act(() => {
      stream.send('meta', {
        conversation_id: 'conv-1',
        source: 'course_search',
        language: 'en',
        quota: { limit: 10, used: 2, remaining: 8 },
      })
      stream.send('delta', { text: 'A verb is ' })
    })
    expect(await screen.findByText('A verb is')).toBeTruthy()
    expect(
      screen.getByText("Course search — answers built from your course's lessons"),
    ).toBeTruthy()
    expect(box.value).toBe('')
    act(() => stream.send('delta', { text: '**an action** word.' }))
    expect(await screen.findByText('an action')).toBeTruthy()
    act(() => stream.send('replace', { text: 'What do you *do* in this sentence?' }))
    await waitFor(() => expect(screen.queryByText('an action')).toBeNull())
    act(() => {
      stream.send('citations', {
        citations: [
          {
            lesson_id: 'lesson-1',
            title: 'Action verbs',
            start_second: 75,
            url: '/course/english?lesson=lesson-1&t=75',
          },
        ],
      })
      stream.send('done', { message_id: 'm-1', quota: { limit: 10, used: 3, remaining: 7 } })
      stream.end()
    })
    const link = await screen.findByRole('link', { name: 'Action verbs at 1:15' })
    expect(link.getAttribute('href')).toBe('/course/english?lesson=lesson-1&t=75')
    expect(await screen.findByText('7 of 10 questions left today')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy()
    expect(
      screen
        .getByRole('link', { name: 'Open this conversation in the AI Tutor' })
        .getAttribute('href'),
    ).toBe('/ai-tutor?conversation=conv-1')
    expect(useAiTutorStore.getState().response).toBe('What do you *do* in this sentence?')
  })

  test('says a failed answer in an alert and retries it in the same conversation', async () => {
    const stream = answering()
    await openPanelAndAsk('Explain nouns')
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))
    act(() => {
      stream.send('meta', {
        conversation_id: sent.conversation_id,
        source: 'ai',
        language: 'en',
        quota: null,
      })
      stream.send('error', { code: 'tutor_provider_timeout', message: 'slow' })
      stream.end()
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'The tutor took too long to answer. This question was not counted.',
    )
    answering()
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    const retry = JSON.parse(String(fetchMock.mock.calls[1]?.[1].body))
    expect(retry).toEqual(sent)
  })

  test('over the free quota: the subscription dialog, the way to Premium, and the question stays in the box', async () => {
    quota = { limit: 10, used: 10, remaining: 0 }
    fetchMock.mockResolvedValueOnce(
      refusalResponse(402, {
        code: 'tutor_quota_exceeded',
        message: 'Daily limit',
        quota: { limit: 10, used: 10, remaining: 0 },
      }),
    )
    const box = await openPanelAndAsk('One more question')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('You have used all your free questions for today.')
    expect(
      within(alert).getByRole('link', { name: 'See Premium plans' }).getAttribute('href'),
    ).toBe('/pricing')
    expect(box.value).toBe('One more question')
    expect(screen.getByText('0 of 10 questions left today')).toBeTruthy()
    expect(useSubscriptionDialogRequest.getState().reason).toBe('tutor_quota')
  })

  test('a refused suggestion stays in the box, and a blocked question offers no Retry', async () => {
    fetchMock.mockResolvedValueOnce(
      refusalResponse(422, { code: 'tutor_message_blocked', message: 'Blocked' }),
    )
    await renderWithProviders(
      <AiTutorPanel userId="user-1" courseId="course-1" lessonId="lesson-1" />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Ask the AI tutor' }))
    const suggestion = 'Explain the main idea of this lesson in simple words.'
    fireEvent.click(screen.getByRole('button', { name: suggestion }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The tutor cannot answer this question.')
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
    expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).value).toBe(suggestion)
  })

  test('Stop ends the stream and keeps what arrived; Unlimited for premium', async () => {
    quota = { limit: null, used: 40, remaining: null }
    const stream = answering()
    await openPanelAndAsk('Tell me about adjectives')
    expect(await screen.findByText('Unlimited with Premium')).toBeTruthy()
    act(() => {
      stream.send('meta', { conversation_id: 'conv-3', source: 'ai', language: 'en', quota: null })
      stream.send('delta', { text: 'Adjectives describe' })
    })
    expect(await screen.findByText('Adjectives describe')).toBeTruthy()
    const signal = fetchMock.mock.calls[0]?.[1].signal
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }))
    expect(signal?.aborted).toBe(true)
    expect(await screen.findByText('Stopped. The answer so far is kept.')).toBeTruthy()
    expect(screen.getByText('Adjectives describe')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ask the tutor' })).toBeTruthy()
  })
})
