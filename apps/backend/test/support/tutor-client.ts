import type { SupabaseClient } from '@supabase/supabase-js'
import { createConfirmedUser } from '../../src/db/seed.js'
import { type TestBackend, type TestDatabase, uniqueEmail } from './backend-harness.js'

/** One server-sent event of the ai-tutor function. */
export interface TutorStreamEvent {
  event: string
  data: Record<string, unknown>
}

/** What one question to the tutor gave back. */
export interface TutorReply {
  status: number
  /** The JSON body of a refusal (non-2xx). */
  error: Record<string, unknown> | null
  events: TutorStreamEvent[]
  /** The delta texts joined. */
  text: string
  elapsedMs: number
}

/** Parses a complete `text/event-stream` body (one `event:` and one `data:` line per event). */
export function parseTutorEvents(body: string): TutorStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message'
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}'
      return { event, data: JSON.parse(data) as Record<string, unknown> }
    })
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const token = (await client.auth.getSession()).data.session?.access_token
  if (token === undefined) throw new Error('not signed in')
  return token
}

/** POSTs `body` to /functions/v1/ai-tutor as `client`'s user and reads the whole answer. */
export async function askTutor(
  server: TestBackend,
  client: SupabaseClient,
  body: Record<string, unknown>,
): Promise<TutorReply> {
  const started = performance.now()
  const response = await fetch(`${server.url}/functions/v1/ai-tutor`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await accessToken(client)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  const elapsedMs = performance.now() - started
  if (!response.ok) {
    return { status: response.status, error: JSON.parse(text), events: [], text: '', elapsedMs }
  }
  const events = parseTutorEvents(text)
  const deltas = events.filter((event) => event.event === 'delta')
  return {
    status: response.status,
    error: null,
    events,
    text: deltas.map((event) => String(event.data.text)).join(''),
    elapsedMs,
  }
}

/** The first event named `name`, or a failure naming what came instead. */
export function eventOf(reply: TutorReply, name: string): Record<string, unknown> {
  const found = reply.events.find((event) => event.event === name)
  if (found === undefined) {
    throw new Error(
      `no ${name} event in ${JSON.stringify(reply.events)} (${JSON.stringify(reply.error)})`,
    )
  }
  return found.data
}

/** A new confirmed learner, signed in; premium when asked. */
export async function newLearner(
  server: TestBackend,
  database: TestDatabase,
  options: { premium?: boolean } = {},
): Promise<{ id: string; client: SupabaseClient }> {
  const email = uniqueEmail('tutor')
  const id = await createConfirmedUser(database.db, {
    email,
    password: 'secret123',
    name: 'Tutor learner',
    userType: 'student',
  })
  if (options.premium) {
    await database.db.query(
      `update public.profiles set active_subscription = 'premium',
         subscription_expires_at = now() + interval '30 days' where id = $1`,
      [id],
    )
  }
  return { id, client: await server.signedInClient(email, 'secret123') }
}

/** Stores `count` answered questions for `learner` today, as the function would. */
export async function answerQuestionsDirectly(
  database: TestDatabase,
  learner: string,
  count: number,
): Promise<void> {
  await database.db.query(
    `select public.record_tutor_answer($1, gen_random_uuid(), 'earlier question', 'earlier answer')
     from generate_series(1, $2)`,
    [learner, count],
  )
}

/** Ids of the seeded courses and lessons the tutor tests ask about. */
export const SEEDED = {
  meetingsLesson: '4d000000-0000-4000-8000-000000000006',
  reportedSpeechLesson: '4d000000-0000-4000-8000-00000000000c',
} as const
