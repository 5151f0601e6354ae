import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, type Locator, test } from '@playwright/test'
import type { EditorPage } from '../support/editor-page'
import {
  copyProject,
  type EditorCommand,
  expectAsCommittedThenStop,
  openedEditor,
  readProjectSource,
  removeProjectCopy,
  restoreProjectCopy,
  startEditorCommand,
} from '../support/editor-project'

// The official Vite react-ts template (create-vite, see editor-projects/README.md), opened by
// path with the editor's command — the code path of `pnpm editor <path>` — in a folder outside
// the repository. One command (three servers) for the whole file.
const PROJECT = 'vite-react-ts'
const RUNTIME_PACKAGES = ['react', 'react-dom', 'vite', '@vitejs/plugin-react']

/** A folder a test creates while the editor runs (removed before each test). */
const NEW_FOLDER = 'src/components'
/** The preview wrapper a test creates (removed before each test). */
const PREVIEW_WRAPPER = 'src/splendid.preview.tsx'
let projectDir: string
let stateDir: string
let command: EditorCommand

const read = (relativePath: string) => readFile(join(projectDir, relativePath), 'utf8')

test.beforeAll(async () => {
  test.setTimeout(120_000)
  projectDir = await copyProject(PROJECT, RUNTIME_PACKAGES)
  stateDir = `${projectDir}-state`
  command = await startEditorCommand(projectDir, stateDir)
})

test.afterAll(async () => {
  await command?.interrupt()
  await removeProjectCopy(projectDir, stateDir)
})

test.beforeEach(async ({ page }) => {
  // Every test starts from the template as committed; the modules that imported the created
  // folder are served restored before the page opens.
  await restoreProjectCopy(PROJECT, projectDir, command.appUrl, {
    files: ['src/App.tsx', 'src/App.css', 'src/main.tsx'],
    created: [NEW_FOLDER, PREVIEW_WRAPPER],
    served: { 'src/App.tsx': `/${NEW_FOLDER}/`, 'src/main.tsx': `/${NEW_FOLDER}/` },
  })
  await page.goto(command.editorUrl)
})

test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('screenshot.png', { body: await page.screenshot() })
    await testInfo.attach('command-output.txt', { body: command.output() })
    await testInfo.attach('App.tsx', { body: await read('src/App.tsx') })
  }
})

const opened = (page: EditorPage['page']) => openedEditor(page, command, 'Get started')

test("the editor shows the template's App, selectable in the preview and the layers", async ({
  page,
}) => {
  const editor = await opened(page)
  await expect(editor.app('button.counter')).toHaveText('Count is 0')
  await editor.selectInPreview(editor.app('h1'), 'h1')
  await editor.expectOutlined(editor.app('h1'))
  await editor.selectInLayers('h2 Documentation')
  await editor.expectOutlined(editor.app('h2').filter({ hasText: 'Documentation' }))
})

test('padding set in the Styles panel is written as a CSS rule in App.css (no Tailwind here)', async ({
  page,
}) => {
  const editor = await opened(page)
  const [appSource, appCss] = await Promise.all([
    readProjectSource(PROJECT, 'src/App.tsx'),
    readProjectSource(PROJECT, 'src/App.css'),
  ])
  const heading = editor.app('h1')
  await editor.selectInPreview(heading, 'h1')
  const id = await heading.getAttribute('tempoelementid')
  const className = `sp-${id?.replace('tempo-', '').slice(0, 8)}`
  await editor.tab('Styles').click()
  await editor.field('Padding').fill('24px')
  await editor.field('Padding').press('Enter')
  await expect
    .poll(() => read('src/App.tsx'))
    .toBe(
      appSource.replace('<h1>Get started</h1>', `<h1 className="${className}">Get started</h1>`),
    )
  await expect
    .poll(() => read('src/App.css'))
    .toBe(`${appCss}\n.${className} {\n  padding: 24px;\n}\n`)
  // The project's own dev server reloads the stylesheet: the real rule pads the heading.
  await expect(editor.rendered('h1')).toHaveClass(new RegExp(`(^|\\s)${className}(\\s|$)`))
  await expect.poll(() => editor.computed(editor.rendered('h1'), 'padding-top')).toBe('24px')
  await editor.topButton('Undo').click()
  await expect.poll(() => read('src/App.tsx')).toBe(appSource)
  await expect.poll(() => read('src/App.css')).toBe(appCss)
})

test('a text edited in place is written to App.tsx', async ({ page }) => {
  const editor = await opened(page)
  const fixture = await readProjectSource(PROJECT, 'src/App.tsx')
  const heading = editor.app('h1')
  await editor.selectInPreview(heading, 'h1')
  await heading.click()
  await expect(heading).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Build it visually')
  await page.keyboard.press('Enter')
  await expect
    .poll(() => read('src/App.tsx'))
    .toBe(fixture.replace('<h1>Get started</h1>', '<h1>Build it visually</h1>'))
  await expect(editor.rendered('h1')).toHaveText('Build it visually')
})

test('a text run between elements is edited in place; the elements around it stay as written', async ({
  page,
}) => {
  const editor = await opened(page)
  const fixture = await readProjectSource(PROJECT, 'src/App.tsx')
  // <p>Edit <code>src/App.tsx</code> and save to test <code>HMR</code></p>
  const paragraph = editor.app('p').filter({ hasText: 'and save to test' })
  await editor.selectInPreview(paragraph, 'p Edit')
  const run = await paragraph.evaluate((p) => {
    const text = Array.from(p.childNodes).find((node) => node.textContent?.includes('and save'))
    if (text === undefined) throw new Error('no run "and save to test"')
    const range = document.createRange()
    range.selectNodeContents(text)
    const box = range.getBoundingClientRect()
    const outer = p.getBoundingClientRect()
    return { x: box.x - outer.x + box.width / 2, y: box.y - outer.y + box.height / 2 }
  })
  await paragraph.click({ position: run })
  const holder = editor.app('[data-splendid-text-run]')
  await expect(holder).toBeFocused()
  await expect(holder).toHaveText('and save to test')
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('and save to see')
  await page.keyboard.press('Enter')
  await expect
    .poll(() => read('src/App.tsx'))
    .toBe(
      fixture.replace(
        'Edit <code>src/App.tsx</code> and save to test <code>HMR</code>',
        'Edit <code>src/App.tsx</code> and save to see <code>HMR</code>',
      ),
    )
  await expect(editor.rendered('p').filter({ hasText: 'and save to see' })).toHaveText(
    'Edit src/App.tsx and save to see HMR',
  )
  await expect(editor.app('[data-splendid-text-run]')).toHaveCount(0)
  await editor.topButton('Undo').click()
  await expect.poll(() => read('src/App.tsx')).toBe(fixture)
})

test('a component in a folder created while the editor runs is editable at once, without a reload', async ({
  page,
}) => {
  const editor = await opened(page)
  const greeting =
    'export function Greeting() {\n  return <p className="greeting">Hello from a new folder</p>\n}\n'
  // As a developer would: a new folder and file, then App.tsx renders it (no restart).
  await mkdir(join(projectDir, NEW_FOLDER, 'greeting'), { recursive: true })
  await writeFile(join(projectDir, NEW_FOLDER, 'greeting', 'Greeting.tsx'), greeting)
  const app = await readProjectSource(PROJECT, 'src/App.tsx')
  await writeFile(
    join(projectDir, 'src/App.tsx'),
    app
      .replace(
        "import './App.css'",
        "import './App.css'\nimport { Greeting } from './components/greeting/Greeting'",
      )
      .replace('<h1>Get started</h1>', '<h1>Get started</h1>\n          <Greeting />'),
  )
  // The project's server hot-reloads App.tsx; the editor sees elements it does not know and asks
  // mutate-api again, which indexed the new folder while running (before, only a restart did).
  const paragraph = editor.rendered('p.greeting')
  await expect(paragraph).toHaveText('Hello from a new folder')
  // A plain click picks the <Greeting /> instance; the paragraph inside is picked exactly.
  await editor.selectInLayers('p Hello from a new folder')
  await paragraph.click({ modifiers: ['ControlOrMeta'] })
  await expect(paragraph).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Hello, edited')
  await page.keyboard.press('Enter')
  await expect
    .poll(() => read(`${NEW_FOLDER}/greeting/Greeting.tsx`))
    .toBe(greeting.replace('Hello from a new folder', 'Hello, edited'))
  await expect(editor.rendered('p.greeting')).toHaveText('Hello, edited')
})

test("a component that needs a provider previews inside its app's providers, or the project's splendid.preview.tsx", async ({
  page,
}) => {
  await mkdir(join(projectDir, NEW_FOLDER), { recursive: true })
  await writeFile(
    join(projectDir, NEW_FOLDER, 'ThemeBadge.tsx'),
    [
      "import { createContext, useContext } from 'react'",
      '',
      'export const ThemeName = createContext<string | null>(null)',
      '',
      'export function ThemeBadge() {',
      '  const theme = useContext(ThemeName)',
      "  if (theme === null) throw new Error('ThemeBadge needs a ThemeName provider')",
      '  return <span className="badge">Theme: {theme}</span>',
      '}',
      '',
    ].join('\n'),
  )
  await page.reload()
  const editor = await opened(page)
  await editor.tab('Insert').click()
  const badge = page
    .getByRole('tabpanel')
    .getByRole('list', { name: 'Components', exact: true })
    .getByRole('button', { name: /^ThemeBadge/ })
  const card = page.frameLocator('[data-component-preview="ThemeBadge"] iframe')
  await badge.hover()
  await expect(
    card.getByText(
      'No preview: ThemeBadge needs a ThemeName provider — put the providers it needs in splendid.preview.tsx',
    ),
  ).toBeVisible({ timeout: 15_000 })
  await page.mouse.move(0, 0)

  // The providers the app's entry renders the app in are the preview's too.
  const main = await read('src/main.tsx')
  await writeFile(
    join(projectDir, 'src/main.tsx'),
    main
      .replace(
        "import App from './App.tsx'",
        "import App from './App.tsx'\nimport { ThemeName } from './components/ThemeBadge'",
      )
      .replace(
        '<App />',
        '<ThemeName.Provider value="light">\n      <App />\n    </ThemeName.Provider>',
      ),
  )
  await expect(async () => {
    await page.mouse.move(0, 0)
    await badge.hover()
    await expect(card.getByText('Theme: light')).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 15_000 })

  // The project's wrapper, when it has one, gives every preview its providers instead.
  await writeFile(
    join(projectDir, PREVIEW_WRAPPER),
    [
      "import type { ReactNode } from 'react'",
      "import { ThemeName } from './components/ThemeBadge'",
      '',
      'export default function Preview({ children }: { children: ReactNode }) {',
      '  return <ThemeName.Provider value="dark">{children}</ThemeName.Provider>',
      '}',
      '',
    ].join('\n'),
  )
  await expect(async () => {
    await page.mouse.move(0, 0)
    await badge.hover()
    await expect(card.getByText('Theme: dark')).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 15_000 })
})

test('Duplicate copies an element next to it; Undo restores App.tsx', async ({ page }) => {
  const editor = await opened(page)
  const fixture = await readProjectSource(PROJECT, 'src/App.tsx')
  const heading = editor.app('h2').filter({ hasText: 'Documentation' })
  await editor.selectInPreview(heading, 'h2 Documentation')
  await editor.toolButton('Duplicate').click()
  await expect
    .poll(() => read('src/App.tsx'))
    .toBe(
      fixture.replace(
        '<h2>Documentation</h2>',
        '<h2>Documentation</h2>\n          <h2>Documentation</h2>',
      ),
    )
  await expect(editor.rendered('h2').filter({ hasText: 'Documentation' })).toHaveCount(2)
  await editor.topButton('Undo').click()
  await expect.poll(() => read('src/App.tsx')).toBe(fixture)
  await expect(editor.rendered('h2').filter({ hasText: 'Documentation' })).toHaveCount(1)
})

test('dragging an element before its sibling moves it in App.tsx; Undo moves it back', async ({
  page,
}) => {
  const editor = await opened(page)
  const fixture = await readProjectSource(PROJECT, 'src/App.tsx')
  const answer = editor.rendered('p').filter({ hasText: 'Your questions, answered' })
  await editor.selectInPreview(answer, 'p Your questions, answered')
  const heading = await editor.rendered('h2').filter({ hasText: 'Documentation' }).boundingBox()
  if (heading === null) throw new Error('the Documentation heading is not visible')
  await drag(editor, answer, {
    x: heading.x + heading.width / 2,
    y: heading.y + heading.height / 4,
  })
  await expect
    .poll(() => read('src/App.tsx'))
    .toBe(
      fixture.replace(
        '<h2>Documentation</h2>\n          <p>Your questions, answered</p>',
        '<p>Your questions, answered</p>\n          <h2>Documentation</h2>',
      ),
    )
  await editor.topButton('Undo').click()
  await expect.poll(() => read('src/App.tsx')).toBe(fixture)
})

/** Presses on `source`, moves past the drag threshold to `to` (editor page coordinates), releases. */
async function drag(editor: EditorPage, source: Locator, to: { x: number; y: number }) {
  const box = await source.boundingBox()
  if (box === null) throw new Error('the element to drag is not visible')
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await editor.page.mouse.move(from.x, from.y)
  await editor.page.mouse.down()
  await editor.page.mouse.move(from.x + 8, from.y + 4, { steps: 4 })
  await editor.page.mouse.move(to.x, to.y, { steps: 15 })
  await editor.page.mouse.move(to.x + 1, to.y, { steps: 2 })
  await editor.page.mouse.up()
}

test('a component that imports a CSS module is restyled in the module (its .note rule), not with a global class', async ({
  page,
}) => {
  const editor = await opened(page)
  const note =
    "import styles from './Note.module.css'\n\nexport function Note() {\n  return <p className={styles.note}>Styled by a CSS module</p>\n}\n"
  const noteCss = '.note {\n  color: rgb(0, 128, 0);\n}\n'
  await mkdir(join(projectDir, NEW_FOLDER), { recursive: true })
  await writeFile(join(projectDir, NEW_FOLDER, 'Note.module.css'), noteCss)
  await writeFile(join(projectDir, NEW_FOLDER, 'Note.tsx'), note)
  const app = await readProjectSource(PROJECT, 'src/App.tsx')
  const appWithNote = app
    .replace("import './App.css'", "import './App.css'\nimport { Note } from './components/Note'")
    .replace('<h1>Get started</h1>', '<h1>Get started</h1>\n          <Note />')
  await writeFile(join(projectDir, 'src/App.tsx'), appWithNote)
  const paragraph = editor.rendered('p').filter({ hasText: 'Styled by a CSS module' })
  await expect.poll(() => editor.computed(paragraph, 'color')).toBe('rgb(0, 128, 0)')
  await editor.selectInLayers('p Styled by a CSS module')
  await editor.tab('Styles').click()
  await expect(page.getByLabel('Write styles as')).toHaveValue('CSS')
  await editor.field('Padding').fill('24px')
  await editor.field('Padding').press('Enter')
  await expect
    .poll(() => read(`${NEW_FOLDER}/Note.module.css`))
    .toBe('.note {\n  color: rgb(0, 128, 0);\n  padding: 24px;\n}\n')
  // The element reads the class it read before: the component's file is left as it was.
  expect(await read(`${NEW_FOLDER}/Note.tsx`)).toBe(note)
  await expect.poll(() => editor.computed(paragraph, 'padding-top')).toBe('24px')
  await editor.topButton('Undo').click()
  await expect.poll(() => read(`${NEW_FOLDER}/Note.module.css`)).toBe(noteCss)
  await expect.poll(() => editor.computed(paragraph, 'padding-top')).toBe('0px')
})

test('switched to inline styles, padding is written as the style prop, and the switch is kept after a reload', async ({
  page,
}) => {
  const editor = await opened(page)
  const appSource = await readProjectSource(PROJECT, 'src/App.tsx')
  await editor.tab('Styles').click()
  const choice = page.getByLabel('Write styles as')
  await expect(choice).toHaveValue('CSS')
  await expect(
    choice.getByRole('option', { name: "CSS rules in a stylesheet (this project's)" }),
  ).toBeAttached()
  await choice.selectOption('Inline')
  await editor.selectInPreview(editor.app('h1'), 'h1')
  // An inline style has no states or breakpoints: the modifiers are off.
  await expect(page.getByLabel('State')).toBeDisabled()
  await editor.field('Padding').fill('24px')
  await editor.field('Padding').press('Enter')
  await expect
    .poll(() => read('src/App.tsx'))
    .toBe(
      appSource.replace('<h1>Get started</h1>', "<h1 style={{ padding: '24px' }}>Get started</h1>"),
    )
  await expect.poll(() => editor.computed(editor.rendered('h1'), 'padding-top')).toBe('24px')
  expect(await read('src/App.css')).toBe(await readProjectSource(PROJECT, 'src/App.css'))
  await page.reload()
  await opened(page)
  await editor.tab('Styles').click()
  await expect(page.getByLabel('Write styles as')).toHaveValue('Inline')
})

test("Ctrl-C stops every server; the project's config and files are byte for byte the template's", async () => {
  // Run last: the command is gone afterwards (afterAll's interrupt then does nothing).
  await expectAsCommittedThenStop(command, PROJECT, projectDir)
})
