import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readEnv } from './env'

describe('readEnv', () => {
  it('uses the documented defaults', () => {
    const env = readEnv({ XDG_STATE_HOME: '/state' }, ['--root', '/work/app'])
    expect(env).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      root: '/work/app',
      canvasId: 'learner-web',
      allowedOrigins: ['http://localhost:5174', 'http://127.0.0.1:5174'],
      tokenGenerated: true,
      maxActivities: 1000,
    })
    expect(env.token).toMatch(/^[0-9a-f]{48}$/)
    expect(path.dirname(env.dataDir)).toBe('/state/splendid-mutate-api')
  })

  it('lets CLI flags win over environment variables', () => {
    const env = readEnv(
      {
        PORT: '5000',
        MUTATE_API_CANVAS: 'a',
        MUTATE_API_TOKEN: 'x'.repeat(20),
        MUTATE_API_MAX_ACTIVITIES: '50',
      },
      ['--canvas', 'b', '--port', '6000', '--max-activities', '200'],
    )
    expect(env).toMatchObject({
      maxActivities: 200,
      port: 6000,
      canvasId: 'b',
      token: 'x'.repeat(20),
      tokenGenerated: false,
    })
  })

  it('lists every invalid setting', () => {
    expect(() =>
      readEnv({ PORT: 'abc', MUTATE_API_TOKEN: 'short', MUTATE_API_MAX_ACTIVITIES: '0' }, []),
    ).toThrow(/PORT.*MUTATE_API_TOKEN.*MUTATE_API_MAX_ACTIVITIES/)
  })
})
