import { createHmac, randomUUID } from 'node:crypto'
import { BACKEND_URL } from '../../support/ports'

// The backend's development JWT secret (apps/backend/src/env.ts INSECURE_DEV_JWT_SECRET). The e2e
// run starts the backend without JWT_SECRET, so its anon and service keys are signed with it;
// the keys carry fixed iat/exp (apps/backend/src/auth/jwt-service.ts), so they can be rebuilt here.
const DEV_JWT_SECRET =
  process.env.E2E_JWT_SECRET ?? 'splendid-local-dev-jwt-secret-do-not-use-in-production'

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url')
}

/** The backend's API key for a role, as `apps/backend` prints it at start. */
export function apiKey(role: 'anon' | 'service_role'): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64url(
    JSON.stringify({
      iss: 'supabase',
      ref: 'splendid-local',
      role,
      iat: 1_735_689_600,
      exp: 2_051_222_400,
    }),
  )
  const signature = createHmac('sha256', DEV_JWT_SECRET).update(`${header}.${payload}`).digest()
  return `${header}.${payload}.${base64url(signature)}`
}

const SERVICE_HEADERS = {
  apikey: apiKey('service_role'),
  authorization: `Bearer ${apiKey('service_role')}`,
  'content-type': 'application/json',
}

/** A confirmed test user. */
export interface TestUser {
  readonly id: string
  readonly email: string
  readonly password: string
  readonly name: string
}

/** The response when it is a success; otherwise an error naming `what` failed, with the body. */
export async function okResponse(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`)
  return response
}

async function expectOk(response: Response, what: string): Promise<void> {
  await okResponse(response, what)
}

/** Signs a test user in through /auth/v1/token and returns their access token (RLS applies). */
export async function accessTokenOf(user: TestUser): Promise<string> {
  const response = await okResponse(
    await fetch(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: apiKey('anon'), 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    }),
    'sign-in',
  )
  return ((await response.json()) as { access_token: string }).access_token
}

/**
 * Signs a fresh student (or, with `userType`, teacher) up through the backend's /auth/v1/signup,
 * confirms the address with the link from the mail outbox, and returns the user. Each test gets
 * its own user, so parallel tests never share profile state.
 */
export async function createConfirmedStudent(
  name = 'Nour Test',
  userType: 'student' | 'teacher' = 'student',
): Promise<TestUser> {
  const email = `learner-${randomUUID()}@splendid.test`
  const password = 'learner123'
  const anon = apiKey('anon')
  const signup = await fetch(`${BACKEND_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anon, authorization: `Bearer ${anon}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { name, user_type: userType } }),
  })
  await expectOk(signup, 'sign-up')
  const body = (await signup.json()) as { id?: string; user?: { id: string } }
  const id = body.user?.id ?? body.id
  if (!id) throw new Error(`sign-up returned no user id: ${JSON.stringify(body)}`)

  const outbox = await fetch(`${BACKEND_URL}/outbox.json?to=${encodeURIComponent(email)}`)
  await expectOk(outbox, 'outbox')
  const text = await outbox.text()
  const link = /https?:\/\/[^"\s\\]+\/auth\/v1\/verify\?[^"\s\\]+/.exec(text)?.[0]
  if (!link) throw new Error(`no confirmation link for ${email} in ${text.slice(0, 500)}`)
  const verifyUrl = new URL(link.replaceAll('&amp;', '&'))
  const confirm = await fetch(`${BACKEND_URL}${verifyUrl.pathname}${verifyUrl.search}`, {
    redirect: 'manual',
  })
  if (confirm.status !== 303 && confirm.status !== 302) {
    throw new Error(`confirmation failed: ${confirm.status} ${await confirm.text()}`)
  }
  return { id, email, password, name }
}

/** Writes profile columns with the service key (bypasses the user's column grants). */
export async function updateProfileAsService(
  userId: string,
  values: Readonly<Record<string, unknown>>,
): Promise<void> {
  const response = await fetch(`${BACKEND_URL}/rest/v1/profiles?id=eq.${userId}`, {
    method: 'PATCH',
    headers: { ...SERVICE_HEADERS, prefer: 'return=minimal' },
    body: JSON.stringify(values),
  })
  await expectOk(response, 'profile update')
}

/** Renames a course (by its English title) with the service key; no course of that title is fine. */
export async function renameCourseAsService(fromTitle: string, toTitle: string): Promise<void> {
  const response = await fetch(
    `${BACKEND_URL}/rest/v1/courses?title_en=eq.${encodeURIComponent(fromTitle)}`,
    {
      method: 'PATCH',
      headers: { ...SERVICE_HEADERS, prefer: 'return=minimal' },
      body: JSON.stringify({ title_en: toTitle }),
    },
  )
  await expectOk(response, 'course rename')
}

/** Reads profile columns with the service key. */
export async function readProfileAsService(
  userId: string,
  columns: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(
    `${BACKEND_URL}/rest/v1/profiles?id=eq.${userId}&select=${encodeURIComponent(columns)}`,
    { headers: SERVICE_HEADERS },
  )
  await expectOk(response, 'profile read')
  const rows = (await response.json()) as Record<string, unknown>[]
  const row = rows[0]
  if (!row) throw new Error(`no profile row for ${userId}`)
  return row
}

/** Enrols `user` in a seeded course through the data API, as the user themselves. */
export async function enrolAsUser(user: TestUser, slug: string): Promise<void> {
  const accessToken = await accessTokenOf(user)
  const courses = await okResponse(
    await fetch(`${BACKEND_URL}/rest/v1/courses?slug=eq.${slug}&select=id`, {
      headers: { apikey: apiKey('anon') },
    }),
    'course read',
  )
  const [course] = (await courses.json()) as { id: string }[]
  if (!course) throw new Error(`no seeded course ${slug}`)
  await okResponse(
    await fetch(`${BACKEND_URL}/rest/v1/enrollments`, {
      method: 'POST',
      headers: {
        apikey: apiKey('anon'),
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify({ course_id: course.id }),
    }),
    'enrolment',
  )
}

/** One placement question with its answer, as only the service key can read it. */
export interface PlacementKey {
  readonly level: string
  readonly choices: readonly string[]
  readonly answer: number
}

/** The placement bank's answer key by prompt (learners never receive it). */
export async function placementKeyAsService(): Promise<Map<string, PlacementKey>> {
  const response = await okResponse(
    await fetch(`${BACKEND_URL}/rest/v1/placement_items?select=prompt,level,choices,answer`, {
      headers: SERVICE_HEADERS,
    }),
    'placement key read',
  )
  const rows = (await response.json()) as (PlacementKey & { prompt: string })[]
  return new Map(rows.map(({ prompt, ...key }) => [prompt, key]))
}

/** Marks a reading read as the learner would (the database computes the progress). */
export async function markReadAsUser(user: TestUser, lessonId: string): Promise<number> {
  const response = await okResponse(
    await fetch(`${BACKEND_URL}/rest/v1/rpc/mark_lesson_read`, {
      method: 'POST',
      headers: {
        apikey: apiKey('anon'),
        authorization: `Bearer ${await accessTokenOf(user)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ lesson_id: lessonId }),
    }),
    'mark as read',
  )
  const answer = (await response.json()) as { progress_percent: number }
  return answer.progress_percent
}

/**
 * Moves the first booked session of a teacher (by their account) to have started 30 minutes
 * ago, with the service key: attendance is taken only once a session has started, and a test
 * cannot wait for tomorrow.
 */
export async function startTeachersBookedSessionAsService(teacherUserId: string): Promise<void> {
  const tutors = await okResponse(
    await fetch(`${BACKEND_URL}/rest/v1/tutors?select=id&user_id=eq.${teacherUserId}`, {
      headers: SERVICE_HEADERS,
    }),
    'tutor read',
  )
  const [tutor] = (await tutors.json()) as { id: string }[]
  if (!tutor) throw new Error(`no tutor profile for ${teacherUserId}`)
  const slots = await okResponse(
    await fetch(
      `${BACKEND_URL}/rest/v1/tutoring_slots?select=id&tutor_id=eq.${tutor.id}&seats_taken=gt.0&order=starts_at&limit=1`,
      { headers: SERVICE_HEADERS },
    ),
    'slot read',
  )
  const [slot] = (await slots.json()) as { id: string }[]
  if (!slot) throw new Error(`no booked session for tutor ${tutor.id}`)
  await expectOk(
    await fetch(`${BACKEND_URL}/rest/v1/tutoring_slots?id=eq.${slot.id}`, {
      method: 'PATCH',
      headers: { ...SERVICE_HEADERS, prefer: 'return=minimal' },
      body: JSON.stringify({ starts_at: new Date(Date.now() - 30 * 60_000).toISOString() }),
    }),
    'slot move',
  )
}

/**
 * A draft course owned by `teacher`, with `learner` enrolled (service key): drafts stay out of
 * the shared catalogue the catalogue spec counts. Returns the course's id.
 */
export async function draftCourseWithLearnerAsService(
  teacher: TestUser,
  learner: TestUser,
  title: string,
): Promise<string> {
  const created = await okResponse(
    await fetch(`${BACKEND_URL}/rest/v1/courses`, {
      method: 'POST',
      headers: { ...SERVICE_HEADERS, prefer: 'return=representation' },
      body: JSON.stringify({
        slug: `draft-${randomUUID()}`,
        title_en: title,
        title_ar: `${title} (ع)`,
        description_en: 'A course of the teaching tests.',
        description_ar: 'دورة لاختبارات التدريس.',
        instructor_name: teacher.name,
        difficulty: 'beginner',
        duration: '1 week',
        owner_id: teacher.id,
        is_published: false,
      }),
    }),
    'course creation',
  )
  const [course] = (await created.json()) as { id: string }[]
  if (!course) throw new Error('the course was not created')
  await expectOk(
    await fetch(`${BACKEND_URL}/rest/v1/enrollments`, {
      method: 'POST',
      headers: { ...SERVICE_HEADERS, prefer: 'return=minimal' },
      body: JSON.stringify({ user_id: learner.id, course_id: course.id }),
    }),
    'enrolment',
  )
  return course.id
}

/** Sets homework in a course through the data API as `teacher` (row-level security applies). */
export async function setHomeworkAsUser(
  teacher: TestUser,
  courseId: string,
  title: { readonly en: string; readonly ar: string },
): Promise<void> {
  const accessToken = await accessTokenOf(teacher)
  await expectOk(
    await fetch(`${BACKEND_URL}/rest/v1/homework_assignments`, {
      method: 'POST',
      headers: {
        apikey: apiKey('anon'),
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify({
        course_id: courseId,
        title_en: title.en,
        title_ar: title.ar,
        instructions_en: 'Five sentences.',
        instructions_ar: 'خمس جمل.',
        due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        max_score: 20,
      }),
    }),
    'homework creation',
  )
}
