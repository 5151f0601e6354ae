import type { User } from '@supabase/supabase-js'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { createFakeSupabase, type RecordedQuery } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import type { AuthContextValue } from '../auth/auth-context'

let conversations = [
  { id: 'c-2', title: 'Phrasal verbs', updated_at: '2026-11-27T09:00:00Z' },
  { id: 'c-1', title: 'Greetings', updated_at: '2026-11-26T09:00:00Z' },
]
const fake = createFakeSupabase((query) => {
  if (query.table === 'tutor_messages') {
    return {
      data: [
        { id: 'q-1', role: 'user', content: 'How do I greet?', source: null, citations: [] },
        {
          id: 'a-1',
          role: 'assistant',
          content: 'Say **hello**.',
          source: 'course_search',
          citations: [
            { lesson_id: 'l-1', title: 'Hello', start_second: null, url: '/course/e?lesson=l-1' },
          ],
        },
      ],
    }
  }
  const step = query.steps[0]?.[0]
  if (step === 'delete' || step === 'update') return { data: null }
  return { data: conversations }
})
vi.mock('../../lib/supabase-client', () => ({
  supabase: {
    ...fake.client,
    rpc: async () => ({ data: { limit: 10, used: 4, remaining: 6 }, error: null }),
  },
}))

const { AiTutorPage } = await import('./ai-tutor-page')

const signedIn: Partial<AuthContextValue> = {
  status: 'signed-in',
  user: { id: 'user-1' } as unknown as User,
}

function changes(kind: 'update' | 'delete'): RecordedQuery[] {
  return fake.queries.filter((query) => query.steps[0]?.[0] === kind)
}

beforeEach(() => {
  fake.queries.length = 0
  conversations = [
    { id: 'c-2', title: 'Phrasal verbs', updated_at: '2026-11-27T09:00:00Z' },
    { id: 'c-1', title: 'Greetings', updated_at: '2026-11-26T09:00:00Z' },
  ]
})

describe('AiTutorPage', () => {
  test('lists the conversations newest first and opens one with its cited answer', async () => {
    await renderWithProviders(<AiTutorPage />, {
      auth: signedIn,
      route: '/ai-tutor?conversation=c-1',
    })
    const list = await screen.findByRole('navigation', { name: 'Conversations' })
    await within(list).findByText('Phrasal verbs')
    const names = within(list)
      .getAllByRole('button', { name: /Phrasal verbs|Greetings/ })
      .filter((button) => !/Rename|Delete/.test(button.textContent ?? ''))
      .map((button) => button.textContent)
    expect(names).toEqual(['Phrasal verbs', 'Greetings'])
    expect(
      fake.queries.find((query) => query.table === 'tutor_conversations')?.steps,
    ).toContainEqual(['order', 'updated_at', { ascending: false }])
    expect(await screen.findByText('hello')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Hello' }).getAttribute('href')).toBe(
      '/course/e?lesson=l-1',
    )
    expect(screen.getByText('6 of 10 questions left today')).toBeTruthy()
    expect(
      screen.getByText("Course search — answers built from your course's lessons"),
    ).toBeTruthy()
  })

  test('renames a conversation, deletes one only after confirming, and clears all after confirming', async () => {
    await renderWithProviders(<AiTutorPage />, { auth: signedIn, route: '/ai-tutor' })
    await screen.findByText('Greetings')
    expect(screen.getByRole('button', { name: 'When do I use the present perfect?' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Rename Greetings' }))
    const name = screen.getByRole('textbox', { name: 'New name for Greetings' })
    fireEvent.change(name, { target: { value: 'Saying hello' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(changes('update')).toHaveLength(1))
    expect(changes('update')[0]?.steps).toEqual([
      ['update', { title: 'Saying hello' }],
      ['eq', 'id', 'c-1'],
    ])

    fireEvent.click(screen.getByRole('button', { name: 'Delete Phrasal verbs' }))
    expect(changes('delete')).toHaveLength(0)
    expect(screen.getByText('Delete this conversation?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(changes('delete')).toHaveLength(1))
    expect(changes('delete')[0]?.steps).toEqual([['delete'], ['eq', 'id', 'c-2']])

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(screen.getByText('Delete all your conversations? This cannot be undone.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }))
    await waitFor(() => expect(changes('delete')).toHaveLength(2))
    expect(changes('delete')[1]?.steps).toEqual([['delete'], ['eq', 'user_id', 'user-1']])
  })
})
