import type { Locator } from '@playwright/test'
import type { EditorPage } from '../support/editor-page'
import { addPanel, PANEL_SOURCE, TITLED_PANEL_SOURCE } from '../support/editor-panel'
import { expect, test } from '../support/editor-test'

function card(editor: EditorPage, name: string): Locator {
  return editor.rendered('div').filter({ hasText: new RegExp(`^${name}$`) })
}

/**
 * Presses on the centre of `source`, moves in small steps (past the 20 px drag threshold) to
 * `to` (page coordinates of the editor) and releases there.
 */
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

test.beforeEach(async ({ editor }) => {
  await editor.open()
})

test('dragging a card before its sibling reorders them in the preview and in the source', async ({
  editor,
  app,
}) => {
  const beta = card(editor, 'Beta card')
  await editor.selectInPreview(beta, 'div Beta card')
  const alpha = await card(editor, 'Alpha card').boundingBox()
  if (alpha === null) throw new Error('Alpha card is not visible')
  // Over the left quarter of the first card of the row: drop before it.
  await drag(editor, beta, { x: alpha.x + alpha.width / 4, y: alpha.y + alpha.height / 2 })

  await expect
    .poll(async () => {
      const text = await app.read('src/App.tsx')
      return text.indexOf('Beta card') < text.indexOf('Alpha card')
    })
    .toBe(true)
  await expect(editor.rendered('section > div')).toHaveText(['Beta card', 'Alpha card'])
  await expect(editor.rendered('section > div').first()).toBeVisible()
  await editor.tab('History').click()
  await expect(editor.historyItem('Move Element')).toContainText('Applied')
})

test('dragging a card into another parent moves it there in the preview and in the source', async ({
  editor,
  app,
}) => {
  const alpha = card(editor, 'Alpha card')
  await editor.selectInPreview(alpha, 'div Alpha card')
  const gamma = await card(editor, 'Gamma card').boundingBox()
  if (gamma === null) throw new Error('Gamma card is not visible')
  // Over the right quarter of the aside's only card: drop after it, inside the aside.
  await drag(editor, alpha, { x: gamma.x + (gamma.width * 3) / 4, y: gamma.y + gamma.height / 2 })

  await expect
    .poll(() => app.read('src/App.tsx'))
    .toMatch(/<aside[^>]*>\s*<div[^>]*>Gamma card<\/div>\s*<div[^>]*>Alpha card<\/div>\s*<\/aside>/)
  await expect(editor.rendered('aside > div')).toHaveText(['Gamma card', 'Alpha card'])
  await expect(editor.rendered('section > div')).toHaveText(['Beta card'])
  await expect(card(editor, 'Alpha card')).toBeVisible()
})

/**
 * The page point at `fraction` of the width of child node `child` (a text run, an element) of
 * `parent`, on its first line: measured inside the preview relative to the parent's box, so the
 * preview's zoom does not matter.
 */
async function pointInChild(parent: Locator, child: number, fraction: number) {
  const [relative, box] = await Promise.all([
    parent.evaluate(
      (element, [child, fraction]) => {
        const own = element.getBoundingClientRect()
        const range = document.createRange()
        range.selectNodeContents(element.childNodes[child] as Node)
        const first = range.getClientRects()[0] as DOMRect
        return {
          x: (first.left + first.width * fraction - own.left) / own.width,
          y: (first.top + first.height / 2 - own.top) / own.height,
        }
      },
      [child, fraction] as const,
    ),
    parent.boundingBox(),
  ])
  if (box === null) throw new Error('the parent is not visible')
  return { x: box.x + relative.x * box.width, y: box.y + relative.y * box.height }
}

test('dropping after a conditionally rendered element places the card after its {expression}', async ({
  editor,
  app,
}) => {
  const gamma = card(editor, 'Gamma card')
  await editor.selectInPreview(gamma, 'div Gamma card')
  const beta = await editor.rendered('p').filter({ hasText: 'Now in beta' }).boundingBox()
  if (beta === null) throw new Error('the notice is not visible')
  // The lower half of "Now in beta": after the {showNotice && …} that renders it, before the list.
  await drag(editor, gamma, { x: beta.x + 20, y: beta.y + (beta.height * 3) / 4 })

  await expect
    .poll(() => app.read('src/App.tsx'))
    .toMatch(/Now in beta<\/p>\}\n\s*<div[^>]*>Gamma card<\/div>\n\s*<ul /)
  await expect(card(editor, 'Gamma card')).toBeVisible()
  await expect(editor.rendered('aside > div')).toHaveCount(0)
  await editor.tab('History').click()
  await expect(editor.historyItem('Move Element')).toContainText('Applied')
})

test('dropping at the end of a text run places the element after the text, not after the element before it', async ({
  editor,
  app,
}) => {
  const fixture = await app.read('src/App.tsx')
  await app.write(
    'src/App.tsx',
    fixture
      .replace('Build lessons visually', 'Build lessons <em>visually</em>')
      .replace('Every change lands', 'Every change <strong>lands</strong>'),
  )
  const paragraph = editor.rendered('p').filter({ hasText: 'Every change' })
  await expect(paragraph.locator('strong')).toBeVisible()
  await editor.open()
  const emphasis = editor.rendered('h1 em')
  await editor.selectInPreview(emphasis, 'em visually')
  // "Every change ", <strong>, " in your source code.": near the end of the last run.
  await drag(editor, emphasis, await pointInChild(paragraph, 2, 0.9))

  await expect
    .poll(() => app.read('src/App.tsx'))
    .toContain(
      '<p className="mt-2 text-slate-600">Every change <strong>lands</strong> in your source code.<em>visually</em></p>',
    )
  await expect(editor.rendered('h1')).toHaveText('Build lessons ')
  await expect(editor.rendered('p em')).toHaveText('visually')
  await expect(editor.tempNodes).toHaveCount(0)
})

test("dragging among a layout component's children moves them in its caller's source, not the component's", async ({
  editor,
  app,
}) => {
  await addPanel(app, [
    '<div className="rounded bg-sky-100 p-3">Delta card</div>',
    '<div className="rounded bg-rose-100 p-3">Epsilon card</div>',
  ])
  await expect(card(editor, 'Epsilon card')).toBeVisible()
  await editor.open()
  const quarter = async (name: string, fraction: number) => {
    const box = await card(editor, name).boundingBox()
    if (box === null) throw new Error(`${name} is not visible`)
    return { x: box.x + 20, y: box.y + box.height * fraction }
  }

  // Epsilon over the top of Delta: first among <Panel>'s children, in App.tsx.
  const epsilon = card(editor, 'Epsilon card')
  await editor.selectInPreview(epsilon, 'div Epsilon card')
  await drag(editor, epsilon, await quarter('Delta card', 0.25))
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toMatch(
      /<Panel>\n\s*<div[^>]*>Epsilon card<\/div>\n\s*<div[^>]*>Delta card<\/div>\n\s*<\/Panel>/,
    )

  // The preview reloads the new order (the instant update's clone gone).
  const panelCards = editor.rendered('div').filter({ hasText: /^(Delta|Epsilon|Gamma) card$/ })
  await expect(panelCards).toHaveText(['Gamma card', 'Epsilon card', 'Delta card'])
  await expect(editor.tempNodes).toHaveCount(0)

  // Gamma, from the aside, over the bottom of Delta: after it, inside <Panel>.
  const gamma = card(editor, 'Gamma card')
  await editor.selectInPreview(gamma, 'div Gamma card')
  await drag(editor, gamma, await quarter('Delta card', 0.75))
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toMatch(/Delta card<\/div>\n\s*<div[^>]*>Gamma card<\/div>\n\s*<\/Panel>/)
  await expect(panelCards).toHaveText(['Epsilon card', 'Delta card', 'Gamma card'])
  await expect(editor.rendered('aside > div')).toHaveCount(0)
  // The layout component itself is left as it was: the children are its caller's.
  expect(await app.read('src/components/Panel.tsx')).toBe(PANEL_SOURCE)
  await editor.tab('History').click()
  await expect(editor.historyItem('Move Element')).toHaveCount(2)
})

test("dragging among a layout's children rendered beside its own heading stays in its caller's source", async ({
  editor,
  app,
}) => {
  // <div><h3>Panel heading</h3>{children}<p>Panel note</p></div>: the cards are App.tsx's.
  await addPanel(
    app,
    [
      '<div className="rounded bg-sky-100 p-3">Delta card</div>',
      '<div className="rounded bg-rose-100 p-3">Epsilon card</div>',
    ],
    TITLED_PANEL_SOURCE,
  )
  await expect(card(editor, 'Epsilon card')).toBeVisible()
  await editor.open()
  const at = async (name: string, fraction: number) => {
    const box = await card(editor, name).boundingBox()
    if (box === null) throw new Error(`${name} is not visible`)
    return { x: box.x + 20, y: box.y + box.height * fraction }
  }
  const panelCards = editor.rendered('div').filter({ hasText: /^(Delta|Epsilon) card$/ })

  // Epsilon over the top of Delta (just below the heading): first among <Panel>'s children.
  const epsilon = card(editor, 'Epsilon card')
  await editor.selectInPreview(epsilon, 'div Epsilon card')
  await drag(editor, epsilon, await at('Delta card', 0.25))
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toMatch(
      /<Panel>\n\s*<div[^>]*>Epsilon card<\/div>\n\s*<div[^>]*>Delta card<\/div>\n\s*<\/Panel>/,
    )
  await expect(panelCards).toHaveText(['Epsilon card', 'Delta card'])
  await expect(editor.tempNodes).toHaveCount(0)

  // Epsilon back over the bottom of Delta (just above the note): last among them. (A click on
  // the selected card would edit its text: the heading is selected in between.)
  await editor.selectInPreview(editor.rendered('h3'), 'h3 Panel heading')
  await editor.selectInPreview(epsilon, 'div Epsilon card')
  await drag(editor, epsilon, await at('Delta card', 0.75))
  await expect
    .poll(() => app.read('src/App.tsx'))
    .toMatch(/Delta card<\/div>\n\s*<div[^>]*>Epsilon card<\/div>\n\s*<\/Panel>/)
  await expect(panelCards).toHaveText(['Delta card', 'Epsilon card'])
  // The layout component is left as it was: nothing was placed around its {children}.
  expect(await app.read('src/components/Panel.tsx')).toBe(TITLED_PANEL_SOURCE)
})
