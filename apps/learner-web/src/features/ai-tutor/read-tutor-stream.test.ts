import { describe, expect, test } from 'vitest'
import { readTutorStream } from './read-tutor-stream'
import type { TutorEvent } from './tutor-event'
import { scriptedStream } from './tutor-stream-fixture'

async function eventsOf(feed: (stream: ReturnType<typeof scriptedStream>) => void) {
  const stream = scriptedStream()
  const events: TutorEvent[] = []
  const reading = readTutorStream(stream.body, (event) => events.push(event))
  feed(stream)
  stream.end()
  await reading
  return events
}

describe('readTutorStream', () => {
  test('hands over meta, deltas, replace, citations and done in order, typed', async () => {
    const events = await eventsOf((stream) => {
      stream.send('meta', {
        conversation_id: 'c-1',
        source: 'course_search',
        language: 'en',
        quota: { limit: 10, used: 3, remaining: 7 },
      })
      stream.send('delta', { text: 'Hello' })
      stream.send('replace', { text: 'Let us think together.', reason: 'protected_answer' })
      stream.send('citations', {
        citations: [
          { lesson_id: 'l-1', title: 'Verbs', start_second: 42, url: '/course/c?lesson=l-1&t=42' },
          { lesson_id: 'l-2', title: 'Away', start_second: null, url: 'https://evil.example/' },
        ],
      })
      stream.send('done', { message_id: 'm-1', quota: { limit: 10, used: 4, remaining: 6 } })
    })
    expect(events).toEqual([
      {
        type: 'meta',
        conversationId: 'c-1',
        source: 'course_search',
        quota: { limit: 10, used: 3, remaining: 7 },
      },
      { type: 'delta', text: 'Hello' },
      { type: 'replace', text: 'Let us think together.' },
      {
        type: 'citations',
        citations: [
          { lessonId: 'l-1', title: 'Verbs', startSecond: 42, url: '/course/c?lesson=l-1&t=42' },
        ],
      },
      { type: 'done', messageId: 'm-1', quota: { limit: 10, used: 4, remaining: 6 } },
    ])
  })

  test('keeps an Arabic letter and an event whole when they are split across chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"مرحبا"}\n\n')
    const events = await eventsOf((stream) => {
      // 'م' is two bytes: the first chunk ends in the middle of it.
      stream.sendBytes(bytes.slice(0, 29))
      stream.sendBytes(bytes.slice(29))
    })
    expect(events).toEqual([{ type: 'delta', text: 'مرحبا' }])
  })

  test('passes the error event on and skips events it does not know', async () => {
    const events = await eventsOf((stream) => {
      stream.send('ping', {})
      stream.send('error', { code: 'tutor_provider_timeout', message: 'Too slow' })
    })
    expect(events).toEqual([{ type: 'error', code: 'tutor_provider_timeout', message: 'Too slow' }])
  })
})
