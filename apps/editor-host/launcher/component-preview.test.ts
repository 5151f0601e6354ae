import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { afterEach, expect, it } from 'vitest'
import { componentPreviewPlugin, entryStylesheets } from './component-preview'

const roots: string[] = []
let server: ViteDevServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true })
})

// Inside the package, so that the page's bare imports (react) resolve as in a project.
const TMP = path.join(import.meta.dirname, '..', '.test-tmp')

async function project(files: Record<string, string>): Promise<string> {
  await mkdir(TMP, { recursive: true })
  const root = await mkdtemp(path.join(TMP, 'component-preview-'))
  roots.push(root)
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true })
    await writeFile(path.join(root, file), text)
  }
  return root
}

/** Serves a project with the plugin alone; its base URL. */
async function serve(dir: string): Promise<string> {
  server = await createServer({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    cacheDir: path.join(dir, '.vite'),
    server: { port: 0, host: '127.0.0.1' },
    plugins: [componentPreviewPlugin(dir)],
  })
  await server.listen()
  return (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '')
}

/** `src/A.tsx` as the preview's module names it (base64url). */
const A = Buffer.from('src/A.tsx').toString('base64url')

const INDEX_HTML =
  '<!doctype html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>'

it("finds the stylesheets the app's entry imports, as written, and no other", async () => {
  const dir = await project({
    'index.html': INDEX_HTML,
    'src/main.tsx':
      "import './index.css'\nimport \"../theme/base.scss\"\nimport '@/fonts.css?inline'\nimport { App } from './App'\n// import './commented.css'\n",
  })
  expect(entryStylesheets(dir)).toEqual({
    importer: path.join(dir, 'src', 'main.tsx'),
    specifiers: ['./index.css', '../theme/base.scss', '@/fonts.css?inline'],
  })
  expect(entryStylesheets(await project({ 'src/main.tsx': "import './index.css'" }))).toBe(
    undefined,
  )
})

it('serves the preview page through the project’s HTML transforms, and an entry that imports its stylesheets', async () => {
  const dir = await project({
    'index.html': INDEX_HTML,
    'src/main.tsx': "import './index.css'\nimport '@/theme.css'\nimport './gone.css'\n",
    'src/A.tsx': 'export default function A() { return <p>A</p> }\n',
    'src/index.css': 'body { color: red }\n',
    'src/theme.css': 'body { background: white }\n',
  })
  server = await createServer({
    root: dir,
    configFile: false,
    resolve: { alias: { '@': path.join(dir, 'src') } },
    logLevel: 'silent',
    cacheDir: path.join(dir, '.vite'),
    server: { port: 0, host: '127.0.0.1' },
    plugins: [
      componentPreviewPlugin(dir),
      {
        name: 'test:html',
        transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'transformed' } }],
      },
    ],
  })
  await server.listen()
  const base = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '')
  const page = await fetch(`${base}/__splendid/component-preview?file=src/A.tsx`)
  expect(page.headers.get('content-type')).toContain('text/html')
  const html = await page.text()
  expect(html).toContain('<meta name="transformed">')
  expect(html).toContain(
    `<script type="module" src="/@id/@splendid/editor/component-preview/${A}">`,
  )
  const entry = await (await fetch(`${base}/@id/@splendid/editor/component-preview/${A}`)).text()
  expect(entry).toContain('import "/src/index.css"')
  // Through the project's alias, as the entry itself imports it; a missing one is left out.
  expect(entry).toContain('import "/src/theme.css"')
  expect(entry).not.toContain('gone.css')
  expect(entry).toMatch(/from "[^"]*\/\.vite\/deps\/react\.js/)
  expect(entry).toContain('await import("/src/A.tsx")')
  // A file outside the project, or not a component's, is never imported.
  const outside = await (
    await fetch(`${base}/__splendid/component-preview?file=src/../../etc/passwd.tsx`)
  ).text()
  expect(outside).toContain('src="/@id/@splendid/editor/component-preview/-"')
})

it("renders inside the project's preview wrapper, one created while the server runs too", async () => {
  const dir = await project({
    'index.html': INDEX_HTML,
    'src/main.tsx': '',
    'src/A.tsx': 'export default function A() { return <p>A</p> }\n',
  })
  const base = await serve(dir)
  const entry = async () =>
    (await fetch(`${base}/@id/@splendid/editor/component-preview/${A}`)).text()
  expect(await entry()).toContain('const wrapper = null')
  await writeFile(
    path.join(dir, 'src', 'splendid.preview.tsx'),
    'export default function Preview({ children }) { return children }\n',
  )
  await expect
    .poll(entry, { timeout: 5_000 })
    .toContain('const wrapper = "/src/splendid.preview.tsx"')
})

it("without a wrapper, renders inside the providers of the app's entry, kept up to date", async () => {
  const main = (value: string) =>
    [
      "import { createRoot } from 'react-dom/client'",
      "import { Theme } from './theme'",
      "import App from './App'",
      `createRoot(document.getElementById('root')).render(<Theme.Provider value="${value}"><App /></Theme.Provider>)`,
      '',
    ].join('\n')
  const dir = await project({
    'index.html': INDEX_HTML,
    'src/main.tsx': main('dark'),
    'src/theme.ts':
      "import { createContext } from 'react'\nexport const Theme = createContext('none')\n",
    'src/App.tsx': 'export default function App() { return null }\n',
    'src/A.tsx': 'export default function A() { return <p>A</p> }\n',
  })
  const base = await serve(dir)
  const entry = await (await fetch(`${base}/@id/@splendid/editor/component-preview/${A}`)).text()
  const url = '/@id/__x00__splendid-editor:entry-providers'
  expect(entry).toContain(`import("${url}")`)
  const providers = async () => (await fetch(`${base}${url}`)).text()
  // The entry's imports as the dev server serves them, the app's left out.
  expect(await providers()).toMatch(/import \{ Theme \} from "\/src\/theme(\.ts)?"/)
  expect(await providers()).toContain('value: "dark"')
  expect(await providers()).not.toContain('App')
  await writeFile(path.join(dir, 'src', 'main.tsx'), main('light'))
  await expect.poll(providers, { timeout: 5_000 }).toContain('value: "light"')
})
