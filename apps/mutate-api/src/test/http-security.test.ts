import { readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Lookups } from '@splendid/change-items'
import { afterEach, describe, expect, it } from 'vitest'
import { buildServer } from '../server'
import { WARM_UP_CANVAS_ID } from '../warm-up'
import { createFixtureProject } from './fixture-project'
import {
  APP,
  byTag,
  cssStyling,
  EDITOR,
  elements,
  send,
  start,
  stopHarness,
  TOKEN,
} from './http-harness'

afterEach(stopHarness)

describe('security', () => {
  const url = '/canvases/learner-web/parseAndMutate/lookups'

  it('admits the editor host origin and the token', async () => {
    const h = await start()
    expect(
      (await h.app.inject({ method: 'GET', url, headers: { origin: EDITOR } })).statusCode,
    ).toBe(200)
    expect(
      (await h.app.inject({ method: 'GET', url, headers: { 'x-mutate-api-token': TOKEN } }))
        .statusCode,
    ).toBe(200)
    const answer = await h.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(Object.keys(answer.json<Lookups>().treeElements)).toHaveLength(6)
  })

  it('refuses a disallowed origin, a missing token and a wrong token', async () => {
    const h = await start()
    const evil = await h.app.inject({
      method: 'POST',
      url: '/canvases/learner-web/parseAndMutate/mutate/removeJsxElement',
      headers: { origin: 'https://evil.example' },
      payload: { elementsToRemove: [] },
    })
    expect(evil.statusCode).toBe(403)
    expect(evil.json()).toEqual({
      code: 'FORBIDDEN_ORIGIN',
      message: 'Origin https://evil.example is not allowed',
    })
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(403)
    expect(
      (await h.app.inject({ method: 'GET', url, headers: { 'x-mutate-api-token': 'wrong' } }))
        .statusCode,
    ).toBe(403)
  })

  it('answers the CORS preflight of the editor host', async () => {
    const h = await start()
    const response = await h.app.inject({
      method: 'OPTIONS',
      url: '/canvases/learner-web/parseAndMutate/mutate/styling',
      headers: {
        origin: EDITOR,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.statusCode).toBe(204)
    expect(response.headers['access-control-allow-origin']).toBe(EDITOR)
  })

  it('refuses a non-loopback Host (DNS rebinding)', async () => {
    const h = await start()
    const response = await h.app.inject({
      method: 'GET',
      url,
      headers: { host: 'evil.example:4100', 'x-mutate-api-token': TOKEN },
    })
    expect(response.statusCode).toBe(403)
  })

  it('serves the OpenAPI document', async () => {
    const h = await start()
    const response = await h.app.inject({ method: 'GET', url: '/docs/json' })
    expect(response.statusCode).toBe(200)
    expect(Object.keys(response.json().paths)).toContain(
      '/canvases/{canvasId}/parseAndMutate/mutate/styling',
    )
  })
})

describe('project root', () => {
  it('refuses to write through a symlink that leaves the root, leaving its target untouched', async () => {
    const h = await start({ 'src/App.tsx': `import './theme.css'\n${APP}` })
    const outside = path.join(path.dirname(h.project.dir), 'outside.css')
    await writeFile(outside, '.x { color: red; }\n')
    await symlink(outside, path.join(h.project.dir, 'src/theme.css'))
    const item = cssStyling(byTag(await elements(h), 'h1').codebaseId, { color: 'blue' })
    await expect(send(h, item)).rejects.toMatchObject({ status: 403, code: 'PATH_OUTSIDE_ROOT' })
    expect(await readFile(outside, 'utf8')).toBe('.x { color: red; }\n')
    expect(await readFile(h.file, 'utf8')).toBe(`import './theme.css'\n${APP}`)
  })
})

describe('warm-up at start', () => {
  it('runs changes on a throw-away canvas only, which is unreachable afterwards', async () => {
    const project = await createFixtureProject({ 'src/App.tsx': APP }, { canvasId: 'learner-web' })
    try {
      const app = await buildServer({
        canvases: new Map([['learner-web', project.canvas]]),
        allowedOrigins: [EDITOR],
        token: TOKEN,
        warmUp: { rounds: 1 },
      })
      const warmUpLookups = await app.inject({
        method: 'GET',
        url: `/canvases/${WARM_UP_CANVAS_ID}/parseAndMutate/lookups`,
        headers: { 'x-mutate-api-token': TOKEN },
      })
      expect(warmUpLookups.statusCode).toBe(404)
      expect(warmUpLookups.json()).toMatchObject({ code: 'UNKNOWN_CANVAS' })
      expect(await readFile(path.join(project.dir, 'src/App.tsx'), 'utf8')).toBe(APP)
      expect(project.canvas.activities.size).toBe(0)
      await app.close()
    } finally {
      await project.dispose()
    }
  })

  it('refuses to warm up when a served canvas has the reserved warm-up id', async () => {
    const project = await createFixtureProject({ 'src/App.tsx': APP })
    try {
      await expect(
        buildServer({
          canvases: new Map([[WARM_UP_CANVAS_ID, project.canvas]]),
          allowedOrigins: [EDITOR],
          token: TOKEN,
          warmUp: true,
        }),
      ).rejects.toThrow(/reserved for the warm-up/)
      expect(await readFile(path.join(project.dir, 'src/App.tsx'), 'utf8')).toBe(APP)
    } finally {
      await project.dispose()
    }
  })
})
