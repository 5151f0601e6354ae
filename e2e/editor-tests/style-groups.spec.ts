import { readFixture } from '../support/editor-source'
import { expect, test } from '../support/editor-test'

const CARD = 'Alpha card'
const BEFORE = `<div className="w-40 rounded bg-sky-100 p-3">${CARD}</div>`
/** Tailwind's `shadow-md`, as the Shadow field suggests it. */
const SHADOW_MD = '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)'

test.beforeEach(async ({ editor }) => {
  await editor.open()
})

test('the position, border, type and effects groups write Tailwind classes exactly, and Undo takes them back', async ({
  editor,
  app,
}) => {
  const card = editor.app('div').filter({ hasText: CARD })
  await editor.selectInPreview(card, `div ${CARD}`)
  await editor.tab('Styles').click()
  const fixture = await readFixture('src/App.tsx')
  expect(fixture).toContain(BEFORE)
  const page = editor.page
  const openGroup = (name: string) =>
    page.getByRole('heading', { name, exact: true }).getByRole('button').click()

  // Each step: the field's edit, then the App.tsx it must leave (the card's line, every other
  // byte as in the fixture).
  const classes: string[] = []
  const states = [fixture]
  const lands = async (added: string) => {
    classes.push(added)
    const expected = fixture.replace(
      BEFORE,
      `<div className="w-40 rounded bg-sky-100 p-3 ${classes.join(' ')}">${CARD}</div>`,
    )
    await expect.poll(() => app.read('src/App.tsx'), { message: added }).toBe(expected)
    states.push(expected)
  }
  const type = async (label: string, value: string) => {
    await editor.field(label).fill(value)
    await editor.field(label).press('Enter')
  }

  await openGroup('Position')
  await editor.field('Position type').selectOption('absolute')
  await lands('absolute')
  // The inspector shows the absolute card's computed top once the change is in: typing before
  // that could meet the field's refresh halfway through the fill.
  await expect(editor.field('Top')).toHaveValue(/\dpx$/)
  await type('Top', '16px')
  await lands('top-4')
  await type('Z-index', '10')
  await lands('z-10')
  await expect.poll(() => editor.computed(card, 'position')).toBe('absolute')

  await openGroup('Borders')
  await editor.field('Border side').selectOption('top')
  await type('Border width', '2px')
  await lands('border-t-2')
  await expect.poll(() => editor.computed(card, 'border-top-width')).toBe('2px')
  expect(await editor.computed(card, 'border-bottom-width')).toBe('0px')

  await type('Line height', '1.5')
  await lands('leading-normal')
  // The theme's families (the fixture's Tailwind stylesheet declares --font-sans) are offered.
  const listId = await editor.field('Font family').getAttribute('list')
  const families = page.locator(`datalist[id="${listId}"] option`)
  await expect(families.first()).toHaveAttribute('value', 'var(--font-sans)')
  await type('Font family', 'var(--font-mono)')
  await lands('font-mono')

  await openGroup('Effects')
  await type('Shadow', SHADOW_MD)
  await lands('shadow-md')

  // The breakpoint chosen under "Apply to" prefixes the class.
  await page.getByRole('combobox', { name: /^Breakpoint/ }).selectOption('md')
  await type('Letter spacing', '0.025em')
  await lands('md:tracking-wide')

  // Each Undo takes one change back, byte for byte, down to the fixture.
  states.pop()
  while (states.length > 0) {
    await editor.topButton('Undo').click()
    await expect.poll(() => app.read('src/App.tsx')).toBe(states.pop())
  }
  await expect.poll(() => editor.computed(card, 'position')).toBe('static')
})
