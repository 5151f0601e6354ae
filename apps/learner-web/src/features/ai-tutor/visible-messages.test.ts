import { describe, expect, test } from 'vitest'
import type { TutorMessage } from './tutor-conversations'
import { type TutorExchange, tutorExchangeReducer } from './tutor-exchange'
import { visibleMessages } from './visible-messages'

function message(id: string, role: 'user' | 'assistant', content: string): TutorMessage {
  return { id, role, content, source: role === 'user' ? null : 'course_search', citations: [] }
}

function exchangeOf(question: string, messageId: string | null): TutorExchange {
  const started = tutorExchangeReducer(null, { type: 'start', question, conversationId: 'c-1' })
  if (started === null) throw new Error('no exchange')
  return messageId === null
    ? started
    : { ...started, status: 'done', messageId, answer: 'Answer', source: 'course_search' }
}

const earlier = [message('q-1', 'user', 'First?'), message('a-1', 'assistant', 'One.')]

describe('visibleMessages', () => {
  test('shows the streaming exchange after the stored ones', () => {
    expect(visibleMessages('c-1', earlier, exchangeOf('Second?', null))).toEqual({
      stored: earlier,
      showLive: true,
    })
  })

  test('does not show twice a question the server stored while it was still streaming', () => {
    const stored = [
      ...earlier,
      message('q-2', 'user', 'Second?'),
      message('a-2', 'assistant', 'Tw'),
    ]
    expect(visibleMessages('c-1', stored, exchangeOf('Second?', null))).toEqual({
      stored: earlier,
      showLive: true,
    })
  })

  test('hands over to the stored answer once it is read back', () => {
    const stored = [
      ...earlier,
      message('q-2', 'user', 'Second?'),
      message('a-2', 'assistant', 'Two'),
    ]
    expect(visibleMessages('c-1', stored, exchangeOf('Second?', 'a-2'))).toEqual({
      stored,
      showLive: false,
    })
  })

  test("hides another conversation's exchange", () => {
    expect(visibleMessages('c-9', earlier, exchangeOf('Second?', null)).showLive).toBe(false)
  })
})

describe('tutorExchangeReducer', () => {
  test('a stream that ends without done or error is a failure', () => {
    const streaming = tutorExchangeReducer(exchangeOf('Why?', null), {
      type: 'event',
      event: { type: 'delta', text: 'Because' },
    })
    expect(tutorExchangeReducer(streaming, { type: 'ended' })?.failure?.code).toBe(
      'tutor_unavailable',
    )
  })

  test('nothing changes a finished exchange but a new question', () => {
    const done = exchangeOf('Why?', 'a-1')
    expect(tutorExchangeReducer(done, { type: 'stopped' })).toBe(done)
    expect(
      tutorExchangeReducer(done, { type: 'event', event: { type: 'delta', text: 'more' } }),
    ).toBe(done)
  })
})
