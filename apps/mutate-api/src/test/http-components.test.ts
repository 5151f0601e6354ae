import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createChangeItem } from '@splendid/change-items'
import { afterEach, expect, it } from 'vitest'
import { APP, byTag, elements, send, start, stopHarness } from './http-harness'

afterEach(stopHarness)

const BADGE = `export function Badge({ label, tone = 'info' }: { label: string; tone?: 'info' | 'warning' }) {
  return <span>{label}</span>
}
`

it('lists the components the project exports with their props, and follows edits on disk', async () => {
  const h = await start(
    {
      'src/App.tsx': APP,
      'src/ui/Badge.tsx': BADGE,
      // Not components to insert: a test, a story, the editor's preview wrapper.
      'src/ui/Badge.test.tsx': 'export function Fixture() { return <Badge label="x" /> }\n',
      'src/ui/Badge.stories.tsx': 'export function Primary() { return <Badge label="x" /> }\n',
      'src/splendid.preview.tsx':
        'export default function Preview({ children }) { return <main>{children}</main> }\n',
    },
    { watch: true },
  )
  expect(await h.client.components('learner-web')).toEqual({
    components: [
      { name: 'App', filePath: 'src/App.tsx', exportName: 'App', props: [] },
      {
        name: 'Badge',
        filePath: 'src/ui/Badge.tsx',
        exportName: 'Badge',
        props: [
          { name: 'label', required: true, kind: 'string' },
          {
            name: 'tone',
            required: false,
            kind: 'options',
            options: ['info', 'warning'],
            defaultValue: 'info',
          },
        ],
      },
    ],
  })

  await writeFile(
    path.join(h.project.dir, 'src/ui/Badge.tsx'),
    BADGE.replace('export function Badge', 'export default function Badge'),
  )
  await expect
    .poll(async () =>
      (await h.client.components('learner-web')).components.map((c) => c.exportName),
    )
    .toEqual(['App', 'default'])
}, 30_000)

it('answers an unknown canvas with 404 and a foreign origin with 403', async () => {
  const h = await start()
  const unknown = await h.app.inject({
    method: 'GET',
    url: '/canvases/nope/parseAndMutate/components',
    headers: { origin: 'http://localhost:5174' },
  })
  expect(unknown.statusCode).toBe(404)
  const foreign = await h.app.inject({
    method: 'GET',
    url: '/canvases/learner-web/parseAndMutate/components',
    headers: { origin: 'https://evil.example' },
  })
  expect(foreign.statusCode).toBe(403)
})

it('inserts a component from the insert panel with its import rebased from its own file', async () => {
  const h = await start({ 'src/App.tsx': APP, 'src/ui/Badge.tsx': BADGE })
  const list = await elements(h)
  await send(
    h,
    createChangeItem({
      type: 'ADD_JSX',
      changeFields: {
        codebaseIdToAddTo: byTag(list, 'main').codebaseId,
        afterCodebaseId: byTag(list, 'h1').codebaseId,
        addNativeTag: 'Badge',
        fileContentsToSourceFrom: `import { Badge } from './Badge'\n\nexport const inserted = <Badge label="Label" />\n`,
        fileContentsSourceFilename: 'src/ui/Badge.tsx',
      },
    }),
  )
  expect(await readFile(h.file, 'utf8')).toBe(
    `import { Badge } from './ui/Badge'\n${APP.replace(
      '<h1 className="text-xl">Title</h1>',
      '<h1 className="text-xl">Title</h1>\n      <Badge label="Label" />',
    )}`,
  )
}, 30_000)
