import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { authDataError, authInputGuard } from './auth-input-guard.js'
import { GoTrueError } from './gotrue-error.js'

const request = (url: string, body: unknown, query: unknown = {}) =>
  ({ url, body, query }) as unknown as FastifyRequest

async function refusal(body: unknown, query: unknown = {}): Promise<GoTrueError> {
  const error = await authInputGuard(request('/auth/v1/user', body, query)).catch((e) => e)
  expect(error).toBeInstanceOf(GoTrueError)
  return error as GoTrueError
}

describe('auth input guard', () => {
  it('passes ordinary text, paired surrogates and other APIs', async () => {
    await expect(
      authInputGuard(request('/auth/v1/user', { data: { name: 'سارة 😀', tags: ['a'] } })),
    ).resolves.toBeUndefined()
    await expect(
      authInputGuard(request('/rest/v1/courses', { title: 'a\u0000' })),
    ).resolves.toBeUndefined()
  })

  it('refuses NUL and unpaired surrogates anywhere in the body or query, naming the field', async () => {
    expect((await refusal({ data: { bio: ['ok', 'a\u0000'] } })).message).toContain('data.bio[1]')
    expect((await refusal({ data: { 'k\u0000': 1 } })).message).toContain('data.k\uFFFD')
    expect((await refusal({ data: { x: '\uD800' } })).code).toBe('validation_failed')
    expect((await refusal({ data: { x: 'a\uDC00' } })).code).toBe('validation_failed')
    expect((await refusal({}, { token: 'a\u0000' })).message).toContain('query.token')
  })

  it('answers an unstorable address as GoTrue answers a malformed one', async () => {
    const error = await refusal({ email: 'a\u0000@b.io', password: 'secret123' })
    expect({ status: error.status, code: error.code }).toEqual({
      status: 400,
      code: 'email_address_invalid',
    })
  })

  it('turns PostgreSQL data exceptions into 400 validation_failed and leaves others alone', () => {
    const dataError = Object.assign(new Error('unsupported Unicode escape sequence'), {
      code: '22P05',
    })
    expect(authDataError(dataError)).toMatchObject({ status: 400, code: 'validation_failed' })
    expect(authDataError(Object.assign(new Error('dup'), { code: '23505' }))).toBeUndefined()
    expect(authDataError(new Error('plain'))).toBeUndefined()
  })
})
