import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ProfileSummary,
  handler as profileSummary,
} from '../../../supabase/functions/profile-summary/index.ts'
import { ENGINES } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'
import { type ServedHandler, serveWebHandler } from './support/serve-web-handler.js'

// The shipped function supabase/functions/profile-summary: served by the backend with the
// repository's supabase/ folder, and the same file run as a plain web handler (the Edge shape).

// Node 20 has no WebSocket and supabase-js (inside the function) builds its realtime client
// eagerly; Deno and Node 22 have one. The backend's runtime gives bundles a module-scoped
// stand-in; a direct import needs this one, for this file only.
const globals = globalThis as { WebSocket?: unknown }
const hadWebSocket = globals.WebSocket !== undefined

async function errorOf(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError)
  const response = (error as FunctionsHttpError).context as Response
  return { status: response.status, body: await response.json() }
}

const NOT_SIGNED_IN = {
  status: 401,
  body: { code: 'not_signed_in', message: 'Sign in to see your summary' },
}

for (const engine of ENGINES) {
  describe(`profile-summary function (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    let student: SupabaseClient
    let teacher: SupabaseClient
    let standalone: ServedHandler

    beforeAll(async () => {
      if (!hadWebSocket) {
        globals.WebSocket = class {
          constructor() {
            throw new Error('realtime is not used in this test')
          }
        }
      }
      const server = suite.backends.server
      process.env.SUPABASE_URL = server.url
      process.env.SUPABASE_ANON_KEY = server.anonKey
      student = await server.signedInClient('student@splendid.test', 'student123')
      teacher = await server.signedInClient('teacher@splendid.test', 'teacher123')
      const { data: course } = await student.from('courses').select('id').limit(1).single()
      await student.from('enrollments').upsert({ course_id: (course as { id: string }).id })
      standalone = await serveWebHandler(profileSummary)
    })
    afterAll(async () => {
      await standalone?.close()
      delete process.env.SUPABASE_URL
      delete process.env.SUPABASE_ANON_KEY
      if (!hadWebSocket) delete globals.WebSocket
    })

    async function accessToken(client: SupabaseClient): Promise<string> {
      const token = (await client.auth.getSession()).data.session?.access_token
      if (token === undefined) throw new Error('not signed in')
      return token
    }

    it('answers the signed-in caller’s own profile, progress and certificates', async () => {
      const { data, error } = await student.functions.invoke<ProfileSummary>('profile-summary')
      expect(error).toBeNull()
      const { data: user } = await student.auth.getUser()
      const { data: own } = await student.from('enrollments').select('progress_percent')
      // The demo student finished one course (its certificate) and is halfway through another
      // (supabase/seed.sql); beforeAll may have added a third at 0 %.
      const progress = (own ?? []).map((row) => row.progress_percent as number)
      expect(progress.length).toBeGreaterThanOrEqual(2)
      expect(data).toMatchObject({
        user: { id: user.user?.id, email: 'student@splendid.test' },
        profile: { id: user.user?.id, user_type: 'student' },
        courses: {
          enrolled: progress.length,
          completed: 1,
          averageProgress: Math.round(150 / progress.length),
        },
        certificates: 1,
      })
    })

    it('reads with the caller’s JWT: another user gets their own row, not the student’s', async () => {
      const { data } = await teacher.functions.invoke<ProfileSummary>('profile-summary', {
        method: 'GET',
      })
      const { data: user } = await teacher.auth.getUser()
      expect(data?.user.id).toBe(user.user?.id)
      expect(data?.profile).toMatchObject({ id: user.user?.id, user_type: 'teacher' })
      expect(data?.courses.enrolled).toBe(0)
    })

    it('refuses the anon key, the service key and an ended session with 401 not_signed_in', async () => {
      const server = suite.backends.server
      const anon = await server.client().functions.invoke('profile-summary')
      expect(await errorOf(anon.error)).toEqual(NOT_SIGNED_IN)
      const service = await server.client(server.serviceKey).functions.invoke('profile-summary')
      expect(await errorOf(service.error)).toEqual(NOT_SIGNED_IN)

      const leaving = await server.signedInClient('admin@splendid.test', 'admin123')
      const token = await accessToken(leaving)
      await leaving.auth.signOut()
      const ended = await server.client(token).functions.invoke('profile-summary')
      expect(await errorOf(ended.error)).toEqual(NOT_SIGNED_IN)
    })

    it('is behind JWT verification: no token never reaches the function', async () => {
      const response = await fetch(`${suite.backends.server.url}/functions/v1/profile-summary`)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ code: 401, message: 'Missing authorization header' })
    })

    it('runs unchanged as a standalone web handler with the same answers (the Edge shape)', async () => {
      const server = suite.backends.server
      const token = await accessToken(student)
      const viaBackend = await student.functions.invoke('profile-summary')

      const direct = await profileSummary(
        new Request('http://edge.local/profile-summary', {
          headers: { Authorization: `Bearer ${token}` },
        }),
      )
      expect(direct.status).toBe(200)
      expect(direct.headers.get('access-control-allow-origin')).toBe('*')
      expect(await direct.json()).toEqual(viaBackend.data)

      const edgeClient = createClient(standalone.url, server.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { Authorization: `Bearer ${token}` } },
      })
      const viaNodeHttp = await edgeClient.functions.invoke('profile-summary')
      expect(viaNodeHttp).toMatchObject({ data: viaBackend.data, error: null })

      const anonymous = await createClient(standalone.url, server.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      }).functions.invoke('profile-summary')
      expect(await errorOf(anonymous.error)).toEqual(NOT_SIGNED_IN)

      const preflight = await profileSummary(
        new Request('http://edge.local/profile-summary', { method: 'OPTIONS' }),
      )
      expect(preflight.status).toBe(200)
      expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
    })
  })
}
