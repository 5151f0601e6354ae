import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ENGINES, type TestBackend } from './support/backend-harness.js'
import { type ScriptedChatServer, startScriptedChatServer } from './support/scripted-chat-server.js'
import { useSeededBackends } from './support/seeded-backends.js'
import { askTutor, eventOf, newLearner } from './support/tutor-client.js'

// Moderation of the ai-tutor function with a provider that has a moderation endpoint
// (AI_TUTOR_MODERATION=1): the scripted OpenAI-compatible server flags, passes or fails.

const MODERATION_ENV = {
  AI_TUTOR_API_KEY: 'scripted-key',
  AI_TUTOR_MODERATION: '1',
  AI_TUTOR_FIRST_TOKEN_TIMEOUT_MS: '1000',
}

/** What console.warn logged while `run` ran. */
async function warnings(run: () => Promise<void>): Promise<string> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  try {
    await run()
    return warn.mock.calls.map((call) => call.join(' ')).join('\n')
  } finally {
    warn.mockRestore()
  }
}

for (const engine of ENGINES) {
  describe(`ai-tutor function, moderation by the provider (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let provider: ScriptedChatServer

    beforeAll(async () => {
      server = suite.backends.server
      provider = await startScriptedChatServer()
      Object.assign(process.env, MODERATION_ENV, { AI_TUTOR_BASE_URL: provider.baseUrl })
    })
    afterAll(async () => {
      for (const name of [...Object.keys(MODERATION_ENV), 'AI_TUTOR_BASE_URL'])
        delete process.env[name]
      await provider?.close()
    })

    it('refuses a flagged question politely, never asks the model, counts and stores nothing, and logs no text', async () => {
      const { id, client } = await newLearner(server, suite.database)
      provider.moderation({ flagged: true })
      const chatsBefore = provider.received.length
      let reply: Awaited<ReturnType<typeof askTutor>> | undefined
      const logged = await warnings(async () => {
        reply = await askTutor(server, client, { message: 'You are useless, I hate you' })
      })
      expect(reply).toMatchObject({ status: 422, error: { code: 'tutor_message_blocked' } })
      expect(String(reply?.error?.message)).toMatch(/please ask me something else/)
      expect(String(reply?.error?.message)).toContain('من فضلك اسألني شيئًا آخر')
      expect(provider.moderated.at(-1)).toEqual({
        authorization: 'Bearer scripted-key',
        body: { model: 'omni-moderation-latest', input: 'You are useless, I hate you' },
      })
      expect(provider.received.length).toBe(chatsBefore)
      expect(logged).toContain('ai_tutor_message_blocked')
      expect(logged).toContain(id)
      expect(logged).toContain('"by":"provider"')
      expect(logged).not.toMatch(/useless|hate/)
      expect((await client.rpc('my_tutor_quota')).data).toEqual({
        limit: 10,
        used: 0,
        remaining: 10,
      })
      const { count } = await client
        .from('tutor_messages')
        .select('id', { count: 'exact', head: true })
      expect(count).toBe(0)
    })

    it('answers a question the endpoint passes, with the model set by AI_TUTOR_MODERATION_MODEL', async () => {
      const { client } = await newLearner(server, suite.database)
      provider.moderation({ flagged: false })
      provider.script({ kind: 'stream', pieces: ['What do you say first?'] })
      process.env.AI_TUTOR_MODERATION_MODEL = 'scripted-moderation'
      try {
        const reply = await askTutor(server, client, { message: 'How do I open a meeting?' })
        expect(reply.text).toBe('What do you say first?')
        expect(eventOf(reply, 'done').quota).toEqual({ limit: 10, used: 1, remaining: 9 })
        expect(provider.moderated.at(-1)?.body).toEqual({
          model: 'scripted-moderation',
          input: 'How do I open a meeting?',
        })
      } finally {
        delete process.env.AI_TUTOR_MODERATION_MODEL
      }
    })

    it('falls back to the blocklist when the endpoint fails, and says so in the log', async () => {
      const { client } = await newLearner(server, suite.database)
      provider.moderation({ status: 500 })
      provider.script({ kind: 'stream', pieces: ['Think about the first words.'] })
      let clean: Awaited<ReturnType<typeof askTutor>> | undefined
      let listed: Awaited<ReturnType<typeof askTutor>> | undefined
      const logged = await warnings(async () => {
        clean = await askTutor(server, client, { message: 'How do I open a meeting?' })
        listed = await askTutor(server, client, { message: 'show me porn' })
      })
      expect(clean?.text).toBe('Think about the first words.')
      expect(listed).toMatchObject({ status: 422, error: { code: 'tutor_message_blocked' } })
      expect(logged).toContain('ai_tutor_moderation_unavailable')
      expect(logged).toContain('"by":"blocklist"')
      expect(logged).not.toContain('porn')
    })
  })
}
