import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import type { EditorPage } from '../support/editor-page'
import {
  copyProject,
  type EditorCommand,
  expectAsCommittedThenStop,
  openedEditor,
  readProjectSource,
  removeProjectCopy,
  startEditorCommand,
} from '../support/editor-project'

// Vital, a public Vite + React 19 + TypeScript + Tailwind v4 starter page (jvidalv/vital, MIT,
// see editor-projects/README.md), opened by path with the editor's command in a folder outside
// the repository. Its page imports through path aliases (`components/…`), renders its own
// components (Card, Button, CopyButton, an SVG logo) and Heroicons. One command for the file.
const PROJECT = 'vital'
const RUNTIME_PACKAGES = [
  'react',
  'react-dom',
  'vite',
  '@vitejs/plugin-react',
  'tailwindcss',
  '@tailwindcss/postcss',
  '@tailwindcss/forms',
  'autoprefixer',
  '@heroicons/react',
]
const APP = 'src/app/app.tsx'

const H1_CLASSES =
  'text-6xl lg:text-7xl leading-none font-extrabold tracking-tight mb-8 sm:mb-10 text-purple-400'
const H1_TEXT = 'React 19 + TypeScript + Tailwind v4'
const H3 = [
  '<h3 className="text-2xl sm:text-4xl leading-none font-bold tracking-tight text-purple-200">',
  '          <span className="text-[gold] opacity-75">Vital</span> @ Vite Template',
  '        </h3>',
].join('\n')
const H1 = [`<h1 className="${H1_CLASSES}">`, `          ${H1_TEXT}`, '        </h1>'].join('\n')
const FOOTER_LINK = [
  '<a href="https://github.com/jvidalv">',
  '          Josep Vidal @ {new Date().getFullYear()}',
  '        </a>',
].join('\n')

let projectDir: string
let stateDir: string
let command: EditorCommand
let committed: string

const read = () => readFile(join(projectDir, APP), 'utf8')

test.beforeAll(async () => {
  test.setTimeout(120_000)
  committed = await readProjectSource(PROJECT, APP)
  // The page as this spec expects it (a change upstream would fail here, not in a step).
  for (const text of [H3, H1, FOOTER_LINK]) expect(committed).toContain(text)
  projectDir = await copyProject(PROJECT, RUNTIME_PACKAGES)
  stateDir = `${projectDir}-state`
  command = await startEditorCommand(projectDir, stateDir)
})

test.afterAll(async () => {
  await command?.interrupt()
  await removeProjectCopy(projectDir, stateDir)
})

test.beforeEach(async ({ page }) => {
  if ((await read()) !== committed) await writeFile(join(projectDir, APP), committed)
  await page.goto(command.editorUrl)
})

test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('screenshot.png', { body: await page.screenshot() })
    await testInfo.attach('command-output.txt', { body: command.output() })
    await testInfo.attach('app.tsx', { body: await read() })
  }
})

const opened = (page: EditorPage['page']) => openedEditor(page, command, H1_TEXT)

test('select, restyle (a Tailwind class), edit a text in place; each written exactly and undone', async ({
  page,
}) => {
  const editor = await opened(page)
  const heading = editor.app('h1')
  await editor.selectInPreview(heading, 'h1')
  await editor.expectOutlined(heading)

  await editor.tab('Styles').click()
  await editor.field('Padding').fill('24px')
  await editor.field('Padding').press('Enter')
  const padded = committed.replace(`className="${H1_CLASSES}"`, `className="${H1_CLASSES} p-6"`)
  await expect.poll(read).toBe(padded)
  // The project's own dev server (Tailwind through its PostCSS config) builds the new class.
  await expect.poll(() => editor.computed(editor.rendered('h1'), 'padding-top')).toBe('24px')
  await editor.topButton('Undo').click()
  await expect.poll(read).toBe(committed)
  await expect.poll(() => editor.computed(editor.rendered('h1'), 'padding-top')).toBe('0px')

  await editor.selectInPreview(heading, 'h1')
  await heading.click()
  await expect(heading).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Built visually')
  await page.keyboard.press('Enter')
  await expect.poll(read).toBe(committed.replace(H1_TEXT, 'Built visually'))
  await expect(editor.rendered('h1')).toHaveText('Built visually')
  await editor.topButton('Undo').click()
  await expect.poll(read).toBe(committed)
  await expect(editor.rendered('h1')).toHaveText(H1_TEXT)
})

test('insert a layout block and move an element with the layers keys; each written exactly and undone', async ({
  page,
}) => {
  const editor = await opened(page)

  // The footer is far down a long layers list: picked in the preview (beside its right-aligned link).
  await editor.app('footer').click({ position: { x: 8, y: 8 } })
  await expect(editor.treeItem('footer')).toHaveAttribute('aria-selected', 'true')
  await editor.tab('Insert').click()
  await page
    .getByRole('tabpanel')
    .getByRole('list', { name: 'Layout', exact: true })
    .getByRole('button', { name: 'Row', exact: true })
    .click()
  const row = '<div className="flex min-h-16 flex-row items-center gap-4 p-4" />'
  await expect.poll(read).toBe(committed.replace(FOOTER_LINK, `${FOOTER_LINK}\n        ${row}`))
  await expect(editor.rendered('footer > div')).toHaveCount(1)
  await editor.topButton('Undo').click()
  await expect.poll(read).toBe(committed)
  await expect(editor.rendered('footer > div')).toHaveCount(0)

  // Picked in the preview on its own text (the cards hold h3s too; the logo covers its right
  // side), then moved with the layers' keys.
  await editor.app('header > h3').click({ position: { x: 250, y: 8 } })
  await expect(editor.selectedTreeItem).toHaveAccessibleName(/^h3\b/)
  await editor.selectedTreeItem.click()
  await editor.layers.press('Alt+ArrowDown')
  const moved = committed.replace(`${H3}\n        ${H1}`, `${H1}\n        ${H3}`)
  expect(moved).not.toBe(committed)
  await expect.poll(read).toBe(moved)
  await expect(editor.rendered('header > h1 + h3')).toHaveCount(1)
  await editor.topButton('Undo').click()
  await expect.poll(read).toBe(committed)
  await expect(editor.rendered('header > h3 + h1')).toHaveCount(1)
})

test("insert the project's own component: Button after the heading, its alias import kept; undone", async ({
  page,
}) => {
  const editor = await opened(page)
  await editor.selectInPreview(editor.app('h1'), 'h1')
  await editor.tab('Insert').click()
  const components = page
    .getByRole('tabpanel')
    .getByRole('list', { name: 'Components', exact: true })
  // Card's props are the 2nd type argument of its forwardRef<HTMLDivElement, CardProps>(…).
  await expect(components.getByRole('button', { name: /^Card/ })).toContainText(
    'title, description, Icon, href',
  )
  await components.getByRole('button', { name: /^Button/ }).click()
  // `import Button from "components/atoms/button"` already brings it: no second import.
  await expect.poll(read).toBe(committed.replace(H1, `${H1}\n        <Button />`))
  await expect(editor.rendered('header > h1 + button')).toHaveCount(1)
  await editor.topButton('Undo').click()
  await expect.poll(read).toBe(committed)
  await expect(editor.rendered('header > h1 + button')).toHaveCount(0)
})

test("hovering one of the project's components in the insert panel shows it rendered by the project's own dev server", async ({
  page,
}) => {
  const editor = await opened(page)
  await editor.tab('Insert').click()
  const components = page
    .getByRole('tabpanel')
    .getByRole('list', { name: 'Components', exact: true })
  await components.getByRole('button', { name: /^Button/ }).hover()
  // Vital's Button with its Tailwind v4 classes (white text, rounded-xl), its name as the label.
  const rendered = page.frameLocator('[data-component-preview="Button"] iframe').getByRole('button')
  await expect(rendered).toHaveText('Button', { timeout: 15_000 })
  await expect(rendered).toHaveCSS('color', 'rgb(255, 255, 255)')
  await expect(rendered).toHaveCSS('border-radius', '12px')
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-component-preview]')).toHaveCount(0)
  // Card needs an Icon component no placeholder can stand for: its error boundary says so.
  await components.getByRole('button', { name: /^Card/ }).hover()
  await expect(
    page.frameLocator('[data-component-preview="Card"] iframe').getByText(/^No preview: /),
  ).toBeVisible({ timeout: 15_000 })
  expect(await read()).toBe(committed)
})

test("the editor opens with its language's catalogue preloaded, no error in the console", async ({
  browser,
}) => {
  // A context of its own: nothing cached from the other tests' pages.
  const context = await browser.newContext()
  const opening = await context.newPage()
  const errors: string[] = []
  opening.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  opening.on('pageerror', (error) => errors.push(error.message))
  await opening.goto(command.editorUrl)
  await opened(opening)
  expect(errors).toEqual([])
  // Asked for beside the editor's bundle, not after it ran: English, the language saved by none.
  const preloaded = await opening
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(preloaded).toEqual([
    expect.stringMatching(/^\/assets\/en-.+\.js$/),
    expect.stringMatching(/^\/assets\/messages-.+\.js$/),
  ])
  await context.close()
})

test("the editor's files come uncompressed, the frame script transformed at the start, without a source map", async ({
  request,
}) => {
  // On loopback, gzip only cost time on the thread the project's dev server shares.
  const gzip = { headers: { 'accept-encoding': 'gzip, deflate, br' } }
  const html = await (await request.get(command.editorUrl, gzip)).text()
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1]
  expect(script).toMatch(/^\/assets\/index-.+\.js$/)
  const asset = await request.get(new URL(script ?? '', command.editorUrl).href, gzip)
  expect(asset.status()).toBe(200)
  expect(asset.headers()['content-encoding']).toBeUndefined()
  // The dev server took the frame script's id at its start (a wrong one is a logged error).
  expect(command.output()).not.toMatch(/Pre-transform error|Failed to load url/)
  const frameScript = await request.get(`${command.appUrl}/@id/@splendid/frame-bridge/frame`)
  expect(frameScript.status()).toBe(200)
  // Its inline source map (the bundle mapped onto itself) made it 2.5 MB instead of 0.5 MB.
  const frameCode = await frameScript.text()
  expect(frameCode).toContain('splendid-frame-bridge')
  expect(frameCode).not.toContain('sourceMappingURL')
  expect(frameCode.length).toBeLessThan(1_000_000)
})

test("Ctrl-C stops every server; Vital's files are byte for byte as committed", async () => {
  // Run last: the command is gone afterwards (afterAll's interrupt then does nothing).
  await expectAsCommittedThenStop(command, PROJECT, projectDir)
})
