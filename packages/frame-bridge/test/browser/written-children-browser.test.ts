import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applyChange,
  bridgeCall,
  dragMoverTo,
  keysNamed,
  lastKeyNamed,
  openPreview,
  previewFrame,
  type RuntimeApp,
  selected,
  startRuntimeApp,
} from './runtime-page'

// Drops among children as written, in Debian's Chromium, where the DOM does not show how they
// were written: a layout's {children} among its own, the copies of a `.map(…)`'s item.
let app: RuntimeApp
let browser: Browser

beforeAll(async () => {
  app = await startRuntimeApp('written-children-browser')
  browser = app.browser
}, 120_000)

afterAll(() => app?.close())

// function Shell({ children }) { return <aside><h5>Head</h5>{children}<h5>Foot</h5></aside> },
// used in App as <Shell><article>One</article><article>Two</article></Shell> (a flex row).
describe("a caller's children handed on among a component's own", () => {
  it("are placed, dropped among and inserted into in the caller's file", async () => {
    const page = await browser.newPage()
    const tree = await openPreview(page, app.origin)
    const frame = previewFrame(page)
    const call = (name: string, ...args: unknown[]) => bridgeCall(page, name, ...args)
    const shellKey = lastKeyNamed(tree, 'Shell')
    const asideKey = lastKeyNamed(tree, 'aside')
    const [one, two] = keysNamed(tree, 'article')
    // The articles are Shell's children 0 and 1 (App.tsx); the heads are the <aside>'s own.
    expect(await call('writtenPlaces', [one, two, keysNamed(tree, 'h5').at(-1)])).toEqual([
      { parentKey: shellKey, childIndex: 0, own: true },
      { parentKey: shellKey, childIndex: 1, own: true },
      { parentKey: asideKey, childIndex: 2, own: true },
    ])

    const boxOf = (text: string) =>
      frame.evaluate((text) => {
        const element = [...document.querySelectorAll('aside.shell > *')].find(
          (each) => each.textContent === text,
        ) as Element
        const box = element.getBoundingClientRect()
        return { left: box.left + 2, right: box.right - 2, y: box.top + box.height / 2 }
      }, text)
    await frame.locator('em.mover').click()
    await selected(page, lastKeyNamed(tree, 'em'))
    // Before "Two", after it (next to Foot: still among the caller's children), before Head.
    const second = await boxOf('Two')
    const beforeTwo = await dragMoverTo(page, { x: second.left, y: second.y })
    expect(beforeTwo.end).toMatchObject({ dropParentKey: shellKey, dropChildIndex: 1 })
    const afterTwo = await dragMoverTo(page, { x: second.right, y: second.y })
    expect(afterTwo.end).toMatchObject({ dropParentKey: shellKey, dropChildIndex: 2 })
    const head = await boxOf('Head')
    const beforeHead = await dragMoverTo(page, { x: head.left, y: head.y })
    expect(beforeHead.end).toMatchObject({ dropParentKey: asideKey, dropChildIndex: 0 })

    // The layout's own "Head" dropped back on its place stays Shell's <aside>'s child 0 (the
    // editor then sends nothing), though its place is next to the caller's children.
    await frame.locator('aside.shell h5', { hasText: 'Head' }).click()
    await selected(page, keysNamed(tree, 'h5').at(-2) ?? null)
    const backInPlace = await dragMoverTo(page, { x: head.left, y: head.y }, 'aside.shell h5')
    expect(backInPlace.end).toMatchObject({
      dropParentKey: asideKey,
      dropChildIndex: 0,
      selectedChildIndex: 0,
      selectedSourceParentKey: asideKey,
    })

    // Moving "One" after "Two": its parent as written is Shell, and it is left out of the count.
    await frame.locator('article', { hasText: 'One' }).click()
    await selected(page, one ?? null)
    const moved = await dragMoverTo(page, { x: second.right, y: second.y }, 'aside.shell article')
    expect(moved.end).toMatchObject({
      dropParentKey: shellKey,
      dropChildIndex: 1,
      selectedChildIndex: 0,
      selectedSourceParentKey: shellKey,
    })

    // The placeholder and the instant update land among the articles, not around {children}.
    const shown = () =>
      frame.evaluate(() =>
        [...(document.querySelector('aside.shell') as Element).children].map(
          (each) => each.textContent || each.nodeName,
        ),
      )
    expect(
      await call('insertDropTargetAt', { clientX: second.right, clientY: second.y }),
    ).toMatchObject({ parentKey: shellKey, childIndex: 2 })
    await call('tempAddDiv', {
      parentElementKey: shellKey,
      indexInParent: 0,
      width: 40,
      height: 10,
      childIndexInParent: 2,
    })
    expect(await shown()).toEqual(['Head', 'One', 'Two', 'DIV', 'Foot'])
    await call('tempAddDiv', { parentElementKey: null, indexInParent: 0, width: 0, height: 0 })
    const idOf = (key: string | null | undefined) => key?.split('|')[0] ?? ''
    expect(
      await applyChange(page, {
        type: 'MOVE_JSX',
        changeFields: {
          codebaseIdToMove: idOf(lastKeyNamed(tree, 'em')),
          codebaseIdToMoveTo: idOf(shellKey),
          childIndex: 0,
        },
      }),
    ).toMatchObject({ successful: true })
    expect(await shown()).toEqual(['Head', 'Move me', 'One', 'Two', 'Foot'])
    await page.close()
  }, 90_000)
})

// <nav>{rows.map((row) => (
//   <figure style={{ display: 'flex' }}><kbd>{row}</kbd><code>tag</code><samp>end</samp></figure>
// ))}</nav>
describe("the copies of a `.map(…)`'s item", () => {
  it("are one parent as written: the moved one's copy is left out of the other's count", async () => {
    const page = await browser.newPage()
    const tree = await openPreview(page, app.origin)
    const frame = previewFrame(page)
    const [firstRow, secondRow] = keysNamed(tree, 'figure')
    await frame.evaluate(() => document.querySelector('nav.rows')?.scrollIntoView())
    const boxOf = (selector: string) =>
      frame.evaluate((selector) => {
        const box = (document.querySelector(selector) as Element).getBoundingClientRect()
        return { left: box.left + 2, right: box.right - 2, y: box.top + box.height / 2 }
      }, selector)
    const moving = 'nav.rows figure:first-child kbd'
    await frame.locator(moving).click()
    await selected(page, keysNamed(tree, 'kbd')[0] ?? null)
    // After the second row's <samp>: index 2 of <kbd>'s parent as written, <kbd> left out.
    const samp = await boxOf('nav.rows figure:last-child samp')
    const afterSamp = await dragMoverTo(page, { x: samp.right, y: samp.y }, moving)
    expect(afterSamp.end).toMatchObject({
      dropParentKey: secondRow,
      dropChildIndex: 2,
      selectedChildIndex: 0,
      selectedSourceParentKey: firstRow,
    })
    // Before the second row's <code>: its own place (the editor sends nothing).
    const code = await boxOf('nav.rows figure:last-child code')
    const beforeCode = await dragMoverTo(page, { x: code.left, y: code.y }, moving)
    expect(beforeCode.end).toMatchObject({
      dropParentKey: secondRow,
      dropChildIndex: 0,
      selectedChildIndex: 0,
    })
    await page.close()
  }, 90_000)
})
