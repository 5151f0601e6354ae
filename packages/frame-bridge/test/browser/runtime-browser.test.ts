import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applyChange,
  bridgeCall,
  dragMoverTo,
  keysNamed,
  lastKeyNamed,
  type NodeLike,
  openPreview,
  previewFrame,
  type RuntimeApp,
  selected,
  startRuntimeApp,
} from './runtime-page'

// The frame runtime in Debian's Chromium: a React 19 page instrumented by the codebase-ids plugin
// in a Vite dev server, inside the iframe of an editor stand-in that uses createParentBridge.

describe('the frame runtime in a real browser', () => {
  let app: RuntimeApp
  let browser: Browser
  let origin: string

  beforeAll(async () => {
    app = await startRuntimeApp('runtime-browser')
    ;({ browser, origin } = app)
  }, 120_000)

  afterAll(() => app?.close())

  it('builds the tree, selects on click, applies a STYLING change instantly and undoes it', async () => {
    const page = await browser.newPage()
    const tree = await openPreview(page, origin)
    const all: NodeLike[] = []
    const collect = (node: NodeLike) => {
      all.push(node)
      node.children.forEach(collect)
    }
    collect(tree)
    expect(all.map((node) => node.name)).toEqual(
      expect.arrayContaining(['body', 'div', 'App', 'main', 'h1', 'Card', 'section', 'h2', 'p']),
    )
    expect(tree.children[0]?.key).toBe('root|sb|0-0')
    const title = all.find((node) => node.name === 'h1') as NodeLike
    const titleId = title.key.split('|')[0] as string

    const frame = previewFrame(page)
    await frame.locator('h1').click()
    await selected(page, title.key)

    const colorOf = () =>
      frame.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).color)
    expect(await colorOf()).toBe('rgb(0, 0, 255)')
    const done = await page.evaluate(
      async ({ titleId, key }) => {
        const w = window as unknown as {
          bridge: { call(name: string, ...args: unknown[]): Promise<{ successful: boolean }> }
          createChangeItem(input: unknown): unknown
          serialiseChangeItem(item: unknown): unknown
        }
        const item = w.createChangeItem({
          type: 'STYLING',
          changeFields: {
            codebaseId: titleId,
            stylingChanges: { color: 'rgb(255, 0, 0)' },
            stylingFramework: 'Inline',
            modifiers: [],
            customProperties: {},
          },
          selectAfterInstantUpdate: { elementKey: key, multiselectElementKeys: null },
        })
        const applied = await w.bridge.call(
          'applyChangeItemToDocument',
          w.serialiseChangeItem(item),
        )
        ;(window as unknown as { applied: unknown }).applied = item
        return applied
      },
      { titleId, key: title.key },
    )
    expect(done).toMatchObject({ successful: true, selection: { elementKey: title.key } })
    expect(await colorOf()).toBe('rgb(255, 0, 0)')

    const undone = await page.evaluate(async () => {
      const w = window as unknown as {
        bridge: { call(name: string, ...args: unknown[]): Promise<{ successful: boolean }> }
        createChangeItem(input: unknown): unknown
        serialiseChangeItem(item: unknown): unknown
        applied: unknown
      }
      const undo = w.createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: w.applied } })
      return w.bridge.call('applyChangeItemToDocument', w.serialiseChangeItem(undo))
    })
    expect(undone).toMatchObject({ successful: true })
    expect(await colorOf()).toBe('rgb(0, 0, 255)')
    await page.close()
  }, 90_000)

  it('drops among text runs and {expressions} at the index mutate-api counts, and draws where', async () => {
    const page = await browser.newPage()
    const tree = await openPreview(page, origin)
    const keyOf = (name: string) => lastKeyNamed(tree, name)
    const frame = previewFrame(page)
    await frame.locator('em.mover').click()
    await selected(page, keyOf('em'))
    // A point at `fraction` of the width of a child node (a text run, an element) of `selector`.
    const pointIn = (selector: string, child: number, fraction: number) =>
      frame.evaluate(
        ([selector, child, fraction]) => {
          const node = (document.querySelector(selector as string) as Element).childNodes[
            child as number
          ] as Node
          const range = document.createRange()
          range.selectNodeContents(node)
          const box = range.getBoundingClientRect()
          return {
            x: box.left + box.width * (fraction as number),
            y: box.top + box.height / 2,
            right: box.right,
            left: box.left,
          }
        },
        [selector, child, fraction] as const,
      )

    // <p>: "Hello ", <b>, " and ", {learner}, ", bye" — five children as written.
    const and = await pointIn('p.mixed', 2, 0.8)
    const intoText = await dragMoverTo(page, and)
    expect(intoText.end).toMatchObject({
      dropParentKey: keyOf('p'),
      dropChildIndex: 3,
      selectedChildIndex: null,
    })
    // The caret stands where " and " ends and the expression's text begins.
    expect(Math.abs(intoText.line.left + 1.5 - and.right)).toBeLessThan(1)
    const startOfText = await dragMoverTo(page, await pointIn('p.mixed', 0, 0.2))
    expect(startOfText.end).toMatchObject({ dropParentKey: keyOf('p'), dropChildIndex: 0 })
    const afterExpression = await dragMoverTo(page, await pointIn('p.mixed', 3, 0.9))
    expect(afterExpression.end).toMatchObject({ dropChildIndex: 4 })

    // <ul>: one child, {topics.map(…)}: before or after it, never between its items.
    const overLastItem = await dragMoverTo(page, await pointIn('ul.topics', 1, 0.5))
    expect(overLastItem.end).toMatchObject({ dropParentKey: keyOf('ul'), dropChildIndex: 1 })

    // Its own parent: <h3>, {showBadge && <h4>}, <em> — the moved <em> left out of the count.
    const h4 = await frame.evaluate(() => {
      const box = (document.querySelector('h4') as Element).getBoundingClientRect()
      return { top: box.top + 3, bottom: box.bottom - 3, x: box.left + 10 }
    })
    const beforeBadge = await dragMoverTo(page, { x: h4.x, y: h4.top })
    expect(beforeBadge.end).toMatchObject({
      dropParentKey: keyOf('div'),
      dropChildIndex: 1,
      selectedChildIndex: 2,
    })
    const inPlace = await dragMoverTo(page, { x: h4.x, y: h4.bottom })
    expect(inPlace.end).toMatchObject({ dropChildIndex: 2, selectedChildIndex: 2 })

    // The instant update shows the moved element at that index until the source reloads.
    const idOf = (key: string | null) => key?.split('|')[0] ?? ''
    const move = (codebaseIdToMove: string, codebaseIdToMoveTo: string, childIndex: number) =>
      applyChange(page, {
        type: 'MOVE_JSX',
        changeFields: { codebaseIdToMove, codebaseIdToMoveTo, childIndex },
      })
    const shownIn = (selector: string) =>
      frame.evaluate(
        (selector) =>
          [...(document.querySelector(selector) as Element).childNodes].map(
            (node) => node.textContent,
          ),
        selector,
      )
    expect(await move(idOf(keyOf('em')), idOf(keyOf('p')), 3)).toMatchObject({ successful: true })
    expect(await shownIn('p.mixed')).toEqual(['Hello ', 'bold', ' and ', 'Move me', 'Ada', ', bye'])
    // Within its own parent the index leaves the element out: 1 is after {showBadge && <h4>}.
    expect(await move(idOf(keyOf('h3')), idOf(keyOf('div')), 1)).toMatchObject({ successful: true })
    expect(await shownIn('div.stack')).toEqual(['Top', 'Badge', 'Top', 'Move me'])
    await page.close()
  }, 90_000)

  it('places an insertion among text runs too: the drop target and the placeholder', async () => {
    const page = await browser.newPage()
    const tree = await openPreview(page, origin)
    const frame = previewFrame(page)
    const paragraphKey = lastKeyNamed(tree, 'p')
    // The right part of " and ": before {learner}, child 3 as written.
    const point = await frame.evaluate(() => {
      const range = document.createRange()
      range.selectNodeContents((document.querySelector('p.mixed') as Element).childNodes[2] as Node)
      const box = range.getBoundingClientRect()
      return { clientX: box.left + box.width * 0.8, clientY: box.top + box.height / 2 }
    })
    const call = (name: string, ...args: unknown[]) => bridgeCall(page, name, ...args)
    expect(await call('insertDropTargetAt', point)).toEqual({
      parentKey: paragraphKey,
      index: 1,
      childIndex: 3,
      horizontal: true,
    })
    await call('tempAddDiv', {
      parentElementKey: paragraphKey,
      indexInParent: 1,
      width: 4,
      height: 24,
      childIndexInParent: 3,
    })
    const shown = () =>
      frame.evaluate(() =>
        [...(document.querySelector('p.mixed') as Element).childNodes].map((node) =>
          node.nodeType === 3
            ? node.textContent
            : `<${node.nodeName.toLowerCase()} ${(node as HTMLElement).style.display}>`,
        ),
      )
    expect(await shown()).toEqual(['Hello ', '<b >', ' and ', '<div inline-block>', 'Ada', ', bye'])
    await call('tempAddDiv', { parentElementKey: null, indexInParent: 0, width: 0, height: 0 })
    // Dropped there: the instant update shows the new element at that index.
    const added = await applyChange(page, {
      type: 'ADD_JSX',
      changeFields: {
        codebaseIdToAddTo: paragraphKey?.split('|')[0] ?? '',
        childIndex: 3,
        addNativeTag: 'i',
        htmlForInstantUpdate: '<i>new</i>',
      },
    })
    expect(added).toMatchObject({ successful: true })
    expect(await shown()).toEqual(['Hello ', '<b >', ' and ', '<i >', 'Ada', ', bye'])
    await page.close()
  }, 90_000)

  it("drops among a component's {children} handed on into its instance, at the caller's index", async () => {
    // <Panel><h6>First</h6>Note<h6>Last</h6></Panel>, Panel rendering <Box>{children}</Box> and
    // Box <div className="box">{children}</div>: the children are Panel's, written in App.
    const page = await browser.newPage()
    const tree = await openPreview(page, origin)
    const frame = previewFrame(page)
    const panelKey = lastKeyNamed(tree, 'Panel')
    const call = (name: string, ...args: unknown[]) => bridgeCall(page, name, ...args)
    // Where each is written, for the layers panel's moves: Panel's children are Panel's; the
    // conditional <h4> is all its expression renders, a mapped <li> one of the items of its own.
    const [firstH6, lastH6] = keysNamed(tree, 'h6')
    const keys = [firstH6, lastH6, ...['em', 'h4', 'li'].map((name) => lastKeyNamed(tree, name))]
    expect(await call('writtenPlaces', keys)).toEqual([
      { parentKey: panelKey, childIndex: 0, own: true },
      { parentKey: panelKey, childIndex: 2, own: true },
      { parentKey: lastKeyNamed(tree, 'div'), childIndex: 2, own: true },
      { parentKey: lastKeyNamed(tree, 'div'), childIndex: 1, own: true },
      { parentKey: lastKeyNamed(tree, 'ul'), childIndex: 0, own: false },
    ])
    // The root of a component's render is not placed among children: its instance is.
    expect(await call('writtenPlaces', [lastKeyNamed(tree, 'section')])).toEqual([null])
    const topOf = (selector: string, text: string) =>
      frame.evaluate(
        ([selector, text]) => {
          const element = [...document.querySelectorAll(selector as string)].find(
            (each) => each.textContent === text,
          ) as Element
          const box = element.getBoundingClientRect()
          return { x: box.left + 10, y: box.top + 2, bottom: box.bottom - 2 }
        },
        [selector, text] as const,
      )
    await frame.locator('em.mover').click()
    await selected(page, lastKeyNamed(tree, 'em'))
    const beforeLast = await dragMoverTo(page, await topOf('h6', 'Last'))
    expect(beforeLast.end).toMatchObject({ dropParentKey: panelKey, dropChildIndex: 2 })

    // Moving one of them: its parent as written is the instance too, and it is left out.
    const first = await topOf('h6', 'First')
    await frame.locator('h6', { hasText: 'First' }).click()
    await selected(page, firstH6 ?? null)
    const last = await topOf('h6', 'Last')
    const afterLast = await dragMoverTo(page, { x: last.x, y: last.bottom }, 'h6')
    expect(afterLast.end).toMatchObject({
      dropParentKey: panelKey,
      dropChildIndex: 2,
      selectedChildIndex: 0,
      selectedSourceParentKey: panelKey,
    })
    expect(first.y).toBeLessThan(last.y)

    // The insertion placeholder and the instant update go into Box's <div>, at that index.
    const idOf = (key: string | null) => key?.split('|')[0] ?? ''
    const shown = () =>
      frame.evaluate(() =>
        [...(document.querySelector('div.box') as Element).childNodes].map(
          (node) => node.textContent || node.nodeName,
        ),
      )
    expect(await call('insertDropTargetAt', { clientX: last.x, clientY: last.y })).toMatchObject({
      parentKey: panelKey,
      childIndex: 2,
    })
    await call('tempAddDiv', {
      parentElementKey: panelKey,
      indexInParent: 0,
      width: 40,
      height: 10,
      childIndexInParent: 2,
    })
    expect(await shown()).toEqual(['First', 'Note', 'DIV', 'Last'])
    await call('tempAddDiv', { parentElementKey: null, indexInParent: 0, width: 0, height: 0 })
    expect(
      await applyChange(page, {
        type: 'MOVE_JSX',
        changeFields: {
          codebaseIdToMove: idOf(lastKeyNamed(tree, 'em')),
          codebaseIdToMoveTo: idOf(panelKey),
          childIndex: 1,
        },
      }),
    ).toMatchObject({ successful: true })
    expect(await shown()).toEqual(['First', 'Move me', 'Note', 'Last'])
    await page.close()
  }, 90_000)
})
