import { codebaseIdFor } from '@splendid/codebase-ids'
import { FRAME_SCRIPT_SRC } from '../support/editor-servers'
import { restoreCopy } from '../support/editor-source'
import { expect, test } from '../support/editor-test'

// The stack the editor specs stand on: if one of these fails, the editor specs cannot pass.

const lookupsPath = (canvasId: string) => `/canvases/${canvasId}/parseAndMutate/lookups`

test('the preview serves the fixture copy with codebase ids, the frame script and its configuration', async ({
  page,
  servers,
}) => {
  const html = await (await fetch(servers.previewUrl)).text()
  expect(html).toContain(`src="${FRAME_SCRIPT_SRC}"`)
  expect(html).toContain('__SPLENDID_FRAME_CONFIG__')
  expect(html).toContain(JSON.stringify([servers.editorUrl]))
  const frameScript = await fetch(`${servers.previewUrl}${FRAME_SCRIPT_SRC}`)
  expect(frameScript.status).toBe(200)

  await page.goto(servers.previewUrl)
  const heading = page.getByRole('heading', { name: 'Build lessons visually' })
  // main is element 0 of src/App.tsx, the heading element 1.
  const headingId = codebaseIdFor('src/App.tsx', 1)
  await expect(heading).toHaveAttribute('tempoelementid', headingId)
  await expect(heading).toHaveClass(new RegExp(`\\b${headingId}\\b`))
  // Tailwind is compiled: text-3xl is 30px.
  await expect(heading).toHaveCSS('font-size', '30px')
})

test('mutate-api indexes the copy and refuses callers from other origins', async ({ servers }) => {
  const url = `${servers.mutateApiUrl}${lookupsPath(servers.canvasId)}`
  const withToken = await fetch(url, { headers: { 'x-mutate-api-token': servers.mutateApiToken } })
  expect(withToken.status).toBe(200)
  const { treeElements } = (await withToken.json()) as {
    treeElements: Record<string, { tagName: string; filePath: string; textIsStatic: boolean }>
  }
  expect(treeElements[codebaseIdFor('src/App.tsx', 1)]).toMatchObject({
    tagName: 'h1',
    filePath: 'src/App.tsx',
    textIsStatic: true,
  })

  const fromEditor = await fetch(url, { headers: { origin: servers.editorUrl } })
  expect(fromEditor.status).toBe(200)
  const fromPreview = await fetch(url, { headers: { origin: servers.previewUrl } })
  expect(fromPreview.status).toBe(403)
  expect(await fromPreview.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' })
})

test('the editor host is served with the preview, mutate-api and canvas it was given', async ({
  servers,
}) => {
  const response = await fetch(servers.editorUrl)
  expect(response.status).toBe(200)
  expect(await response.text()).toContain('<div id="root"></div>')
  // In dev, Vite writes import.meta.env (with the VITE_* settings) into the modules using it.
  const main = await (await fetch(`${servers.editorUrl}/src/main.tsx`)).text()
  expect(main).toContain(JSON.stringify(servers.previewUrl))
  expect(main).toContain(JSON.stringify(servers.mutateApiUrl))
  expect(main).toContain(JSON.stringify(servers.canvasId))
})

test('each test starts from the committed fixture', async ({ app, servers }) => {
  const fixture = await app.read('src/App.tsx')
  await app.write('src/App.tsx', fixture.replace('Build lessons visually', 'Edited on disk'))
  expect(await restoreCopy(servers)).toEqual(['src/App.tsx'])
  expect(await app.read('src/App.tsx')).toBe(fixture)
  const lookups = await fetch(`${servers.mutateApiUrl}${lookupsPath(servers.canvasId)}`, {
    headers: { 'x-mutate-api-token': servers.mutateApiToken },
  })
  const { treeElements } = (await lookups.json()) as {
    treeElements: Record<string, { editableText?: string | null }>
  }
  expect(JSON.stringify(treeElements[codebaseIdFor('src/App.tsx', 1)])).toContain(
    'Build lessons visually',
  )
})
