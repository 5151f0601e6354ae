import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database, Queryable } from '../../src/db/database.js'
import { createConfirmedUser } from '../../src/db/seed.js'
import { type TestBackend, uniqueEmail } from './backend-harness.js'

/** Seeded lessons (supabase/seed.sql), by course. */
export const LESSONS = {
  // english-for-beginners (free): chapter 1, then chapter 2.
  greetings: '4d000000-0000-4000-8000-000000000001',
  introducingYourself: '4d000000-0000-4000-8000-000000000002',
  greetingsQuiz: '4d000000-0000-4000-8000-000000000003',
  numbers: '4d000000-0000-4000-8000-000000000004',
  askingPrices: '4d000000-0000-4000-8000-000000000005',
  // business-english (premium; 'meetings' is the free preview).
  meetings: '4d000000-0000-4000-8000-000000000006',
  meetingPhrases: '4d000000-0000-4000-8000-000000000007',
  politeEmails: '4d000000-0000-4000-8000-000000000008',
  businessQuiz: '4d000000-0000-4000-8000-000000000009',
  // english-grammar-mastery (premium; 'conditionals' is the free preview).
  conditionals: '4d000000-0000-4000-8000-00000000000a',
  // conversational-english (free): video, reading | reading, quiz.
  orderingFood: '4d000000-0000-4000-8000-00000000000e',
  restaurantPhrases: '4d000000-0000-4000-8000-00000000000f',
  smallTalk: '4d000000-0000-4000-8000-000000000010',
  smallTalkQuiz: '4d000000-0000-4000-8000-000000000011',
} as const

/** Seeded questions of the small-talk quiz (conversational-english) and their right answers. */
export const SMALL_TALK_QUIZ = {
  safeTopic: { id: '4e000000-0000-4000-8000-00000000000d', right: ['b'] },
  politeToWaiter: { id: '4e000000-0000-4000-8000-00000000000e', right: ['a', 'b'] },
  // Short answer, accepted in Arabic: الحساب / الفاتورة (and without the article).
  theBill: { id: '4e000000-0000-4000-8000-00000000000f', right: 'الفاتورة' },
} as const

/** Answers that pass the small-talk quiz, as `submit_quiz_attempt` takes them. */
export const SMALL_TALK_RIGHT_ANSWERS = {
  [SMALL_TALK_QUIZ.safeTopic.id]: SMALL_TALK_QUIZ.safeTopic.right,
  [SMALL_TALK_QUIZ.politeToWaiter.id]: SMALL_TALK_QUIZ.politeToWaiter.right,
  [SMALL_TALK_QUIZ.theBill.id]: SMALL_TALK_QUIZ.theBill.right,
}

/** The seeded chapter 2 of english-for-beginners ('numbers', 'asking-prices'). */
export const BEGINNERS_CHAPTER_2 = '4c000000-0000-4000-8000-000000000002'

/** The id of a seeded course. */
export async function courseIdOf(db: Database, slug: string): Promise<string> {
  const result = await db.query<{ id: string }>('select id from public.courses where slug = $1', [
    slug,
  ])
  const id = result.rows[0]?.id
  if (id === undefined) throw new Error(`no course ${slug}`)
  return id
}

export interface Learner {
  id: string
  email: string
  password: string
  client: SupabaseClient
}

/** A new confirmed user, signed in; premium until `premiumUntil` when given, admin on request. */
export async function newLearner(
  db: Database,
  server: TestBackend,
  name: string,
  options: { premiumUntil?: string; admin?: boolean } = {},
): Promise<Learner> {
  const email = uniqueEmail(name)
  const password = `${name}-pass-123`
  const id = await createConfirmedUser(db, {
    email,
    password,
    name,
    userType: 'student',
    ...(options.admin === true ? { appMetadata: { role: 'admin' } } : {}),
  })
  if (options.premiumUntil !== undefined) {
    await db.query(
      `update public.profiles set active_subscription = 'premium', subscription_expires_at = $2
       where id = $1`,
      [id, options.premiumUntil],
    )
  }
  return { id, email, password, client: await server.signedInClient(email, password) }
}

/**
 * Pretends `seconds` went by since the learner's last watch report and enrolment (the server
 * clamps watched segments to the wall time between saves).
 */
export async function letTimePass(db: Database, userId: string, seconds: number): Promise<void> {
  await db.query(
    `update public.lesson_watch_progress
       set updated_at = updated_at - make_interval(secs => $2) where user_id = $1`,
    [userId, seconds],
  )
  await db.query(
    `update public.enrollments
       set enrolled_at = enrolled_at - make_interval(secs => $2) where user_id = $1`,
    [userId, seconds],
  )
}

/**
 * Runs `work` in a transaction as an API role — what PostgREST and Storage do for a request —
 * with `userId` as the JWT subject (none for anon).
 */
export function asApiRole<T>(
  db: Database,
  userId: string | undefined,
  work: (tx: Queryable) => Promise<T>,
  appMetadata: Record<string, unknown> = {},
): Promise<T> {
  const role = userId === undefined ? 'anon' : 'authenticated'
  const claims = userId === undefined ? { role } : { sub: userId, role, app_metadata: appMetadata }
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)])
    await tx.query(`select set_config('role', $1, true)`, [role])
    return work(tx)
  })
}
