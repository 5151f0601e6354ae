import { afterEach, describe, expect, it } from 'vitest'
import type { Canvas } from '../canvas'
import { buildServer, TOKEN_HEADER } from '../server'
import { createFixtureProject, type FixtureProject } from './fixture-project'
import { APP, TOKEN } from './http-harness'

let project: FixtureProject | undefined
afterEach(async () => {
  await project?.dispose()
  project = undefined
})

describe('a server that listens while its canvas is still opening', () => {
  it('holds calls for the canvas until it is open, answers at once what needs none, and 404 for another', async () => {
    const canvases = new Map<string, Canvas>()
    let open: () => void = () => undefined
    const opening = new Promise<void>((resolve) => {
      open = resolve
    })
    const app = await buildServer({ canvases, opening, allowedOrigins: [], token: TOKEN })
    try {
      const headers = { [TOKEN_HEADER]: TOKEN }
      const lookups = app.inject({
        method: 'GET',
        url: '/canvases/c/parseAndMutate/lookups',
        headers,
      })
      let answered = false
      void lookups.then(() => {
        answered = true
      })
      // Refused calls and the docs do not wait.
      const forbidden = await app.inject({
        method: 'GET',
        url: '/canvases/c/parseAndMutate/lookups',
      })
      expect(forbidden.statusCode).toBe(403)
      expect((await app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(answered).toBe(false)

      project = await createFixtureProject({ 'src/App.tsx': APP }, { canvasId: 'c' })
      canvases.set('c', project.canvas)
      open()
      const response = await lookups
      expect(response.statusCode).toBe(200)
      expect(Object.keys(response.json().treeElements)).toHaveLength(6)
      const other = await app.inject({
        method: 'GET',
        url: '/canvases/other/parseAndMutate/lookups',
        headers,
      })
      expect([other.statusCode, other.json().code]).toEqual([404, 'UNKNOWN_CANVAS'])
    } finally {
      await app.close()
    }
  })
})
