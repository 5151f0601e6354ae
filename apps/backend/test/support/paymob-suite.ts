import { afterAll, beforeAll, expect } from 'vitest'
import type { EngineName } from './backend-harness.js'
import { newLearner } from './course-content-fixtures.js'
import { invokeCheckout, subscriptionOf } from './payment-fixtures.js'
import {
  PAYMOB_TEST_KEYS,
  type PaymobEmulator,
  type RecordedIntention,
  startPaymobEmulator,
} from './paymob-emulator.js'
import { useSeededBackends } from './seeded-backends.js'

/** The app the learner returns to in the Paymob suites (SITE_URL). */
export const PAYMOB_SITE = 'http://app.test'

const PAYMOB_ENV = [
  'SITE_URL',
  'PAYMOB_SECRET_KEY',
  'PAYMOB_PUBLIC_KEY',
  'PAYMOB_HMAC_SECRET',
  'PAYMOB_INTEGRATION_IDS',
  'PAYMOB_API_URL',
]

/**
 * Registers the hooks of a describe block that pays through Paymob: a seeded backend on
 * `engine`, the Paymob emulator, and the env selecting Paymob (restored afterwards). Read the
 * result in hooks and tests.
 */
export function usePaymobSuite(engine: EngineName) {
  const suite = useSeededBackends(engine, { server: {} })
  const state = {} as { paymob: PaymobEmulator }
  const envBefore: Record<string, string | undefined> = {}

  beforeAll(async () => {
    state.paymob = await startPaymobEmulator()
    for (const name of PAYMOB_ENV) envBefore[name] = process.env[name]
    Object.assign(process.env, {
      SITE_URL: PAYMOB_SITE,
      PAYMOB_SECRET_KEY: PAYMOB_TEST_KEYS.secretKey,
      PAYMOB_PUBLIC_KEY: PAYMOB_TEST_KEYS.publicKey,
      PAYMOB_HMAC_SECRET: PAYMOB_TEST_KEYS.hmacSecret,
      PAYMOB_INTEGRATION_IDS: PAYMOB_TEST_KEYS.integrationIds.join(', '),
      PAYMOB_API_URL: state.paymob.url,
    })
  })
  afterAll(async () => {
    for (const name of PAYMOB_ENV) {
      if (envBefore[name] === undefined) delete process.env[name]
      else process.env[name] = envBefore[name]
    }
    await state.paymob?.close()
  })

  /** A new learner, with a full name when given (Paymob's billing data). */
  async function buyer(name: string, fullName?: string) {
    const learner = await newLearner(suite.database.db, suite.backends.server, name)
    if (fullName !== undefined) {
      await suite.database.db.query('update public.profiles set full_name = $2 where id = $1', [
        learner.id,
        fullName,
      ])
    }
    return learner
  }

  /** A checkout through Paymob, with the intention the emulator recorded for it. */
  async function paymobCheckout(
    learner: Awaited<ReturnType<typeof buyer>>,
    planId: string,
  ): Promise<{
    started: { payment_id: string; checkout_url: string }
    intention: RecordedIntention
  }> {
    const count = state.paymob.intentions.length
    const started = await invokeCheckout(learner.client, { plan_id: planId })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(state.paymob.intentions).toHaveLength(count + 1)
    const intention = state.paymob.intentions[count]
    if (intention === undefined) throw new Error('no intention recorded')
    return { started: started.data as { payment_id: string; checkout_url: string }, intention }
  }

  async function expectFree(learnerId: string) {
    expect(await subscriptionOf(suite.database.db, learnerId)).toEqual({
      plan: 'free',
      expires: null,
    })
  }

  return {
    suite,
    paymob: () => state.paymob,
    buyer,
    paymobCheckout,
    expectFree,
  }
}
