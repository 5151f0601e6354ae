import { describe, expect, it } from 'vitest'
import { dropBeside, layerMoveDrop, siblingMove } from './layer-moves'
import { indexNavTree } from './nav-tree-index'
import { buildNavTree, codebaseId, comp, el, nodeOf, samplePage } from './testing/nav-tree-fixtures'

const page = samplePage()
const { A, B, C, D, E, F } = page.ids
const key = page.key

describe('siblingMove', () => {
  it('moves before the previous sibling and after the next one', () => {
    expect(siblingMove(page.index, key(C), 'up')).toEqual({
      kind: 'move',
      drop: { dropParentKey: key(A), dropIndex: 0 },
      overKey: key(B),
      side: 'before',
    })
    expect(siblingMove(page.index, key(C), 'down')).toEqual({
      kind: 'move',
      drop: { dropParentKey: key(A), dropIndex: 2 },
      overKey: key(F),
      side: 'after',
    })
    expect(siblingMove(page.index, key(D), 'down')).toEqual({
      kind: 'move',
      drop: { dropParentKey: key(C), dropIndex: 1 },
      overKey: key(E),
      side: 'after',
    })
  })

  it('does nothing at the first and the last place', () => {
    expect(siblingMove(page.index, key(B), 'up')).toEqual({ kind: 'none' })
    expect(siblingMove(page.index, key(F), 'down')).toEqual({ kind: 'none' })
    expect(siblingMove(page.index, key(E), 'down')).toEqual({ kind: 'none' })
  })

  it('refuses elements outside the source and copies of a list item', () => {
    expect(siblingMove(page.index, key(A), 'down')).toEqual({ kind: 'none' })
    expect(siblingMove(page.index, key('root'), 'up')).toEqual({ kind: 'none' })
    expect(siblingMove(page.index, 'missing', 'up')).toEqual({ kind: 'refused', reason: 'fixed' })
    const li = codebaseId(9)
    const list = buildNavTree(el('body', 'body', [el(A, 'ul', [el(li, 'li'), el(li, 'li')])]))
    const index = indexNavTree(list)
    const second = list.children[0]?.children[1]?.key ?? ''
    expect(siblingMove(index, second, 'up')).toEqual({ kind: 'refused', reason: 'repeated' })
  })
})

describe('dropBeside', () => {
  it('drops before or after a row in the same parent', () => {
    expect(dropBeside(page.index, key(F), key(B), 'before')).toEqual({
      kind: 'move',
      drop: { dropParentKey: key(A), dropIndex: 0 },
      overKey: key(B),
      side: 'before',
    })
    expect(dropBeside(page.index, key(B), key(C), 'after')).toEqual({
      kind: 'move',
      drop: { dropParentKey: key(A), dropIndex: 1 },
      overKey: key(C),
      side: 'after',
    })
  })

  it('drops into another parent', () => {
    expect(dropBeside(page.index, key(B), key(E), 'before')).toEqual({
      kind: 'move',
      drop: { dropParentKey: key(C), dropIndex: 1 },
      overKey: key(E),
      side: 'before',
    })
    expect(dropBeside(page.index, key(B), key(E), 'after')).toEqual({
      kind: 'move',
      drop: { dropParentKey: key(C), dropIndex: 2 },
      overKey: key(E),
      side: 'after',
    })
  })

  it('sends nothing when the element stays where it is', () => {
    expect(dropBeside(page.index, key(C), key(C), 'after')).toEqual({ kind: 'none' })
    expect(dropBeside(page.index, key(C), key(B), 'after')).toEqual({ kind: 'none' })
    expect(dropBeside(page.index, key(C), key(F), 'before')).toEqual({ kind: 'none' })
  })

  it('refuses a drop inside the element itself', () => {
    expect(dropBeside(page.index, key(C), key(D), 'after')).toEqual({
      kind: 'refused',
      reason: 'inside-itself',
    })
  })

  it('refuses a drop among the rows of a component instance, and moves out of one', () => {
    const G = codebaseId(7)
    const H = codebaseId(8)
    const tree = buildNavTree(
      el('body', 'body', [
        el(A, 'main', [el(B, 'h1'), comp(F, [el(G, 'footer', [el(H, 'span')])])]),
      ]),
    )
    const index = indexNavTree(tree)
    const at = (id: string) => nodeOf(tree, id).key
    expect(dropBeside(index, at(B), at(G), 'before')).toEqual({
      kind: 'refused',
      reason: 'component-instance',
    })
    expect(dropBeside(index, at(G), at(B), 'before')).toEqual({
      kind: 'refused',
      reason: 'component-instance',
    })
    expect(dropBeside(index, at(H), at(B), 'after')).toEqual({
      kind: 'move',
      drop: { dropParentKey: at(A), dropIndex: 1 },
      overKey: at(B),
      side: 'after',
    })
  })

  it('refuses a drop beside a row outside the source', () => {
    expect(dropBeside(page.index, key(B), key(A), 'after')).toEqual({
      kind: 'refused',
      reason: 'not-in-source',
    })
  })
})

describe('layerMoveDrop', () => {
  const move = siblingMove(page.index, key(C), 'up')
  if (move.kind !== 'move') throw new Error('C moves up')
  const place = (parentKey: string, childIndex: number, own = true) => ({
    parentKey,
    childIndex,
    own,
  })

  it('places beside the child as written, the moved one left out of its own parent', () => {
    // A's children as written: B, "text", {show && <X />}, C — C up before B: index 0.
    expect(layerMoveDrop(move, place(key(A), 3), place(key(A), 0))).toEqual({
      dropParentKey: key(A),
      dropIndex: 0,
      dropChildIndex: 0,
      selectedChildIndex: 3,
      selectedSourceParentKey: key(A),
    })
    // After a child past it: the others are counted (5 after the 6th child, itself at 1 left out).
    const down = { ...move, side: 'after' as const }
    expect(layerMoveDrop(down, place(key(A), 1), place(key(A), 5))).toMatchObject({
      dropChildIndex: 5,
      selectedChildIndex: 1,
    })
  })

  it('moves into the instance that wrote the children, from another parent as written', () => {
    const panel = `${codebaseId(20)}|preview|0-0-9`
    expect(layerMoveDrop(move, place(key(C), 1), place(panel, 2))).toEqual({
      dropParentKey: panel,
      dropIndex: 0,
      dropChildIndex: 2,
      selectedChildIndex: null,
      selectedSourceParentKey: key(C),
    })
  })

  it('counts two copies of a .map item as one parent: the moved one left out', () => {
    // <li> rendered twice by a map: the same source element under two keys.
    const li = codebaseId(30)
    const [first, second] = [`${li}|preview|0-0-1`, `${li}|preview|0-0-2`]
    const after = { ...move, side: 'after' as const }
    expect(layerMoveDrop(after, place(first, 0), place(second, 1))).toMatchObject({
      dropParentKey: second,
      dropChildIndex: 1,
      selectedChildIndex: 0,
    })
  })

  it("goes past a list's items as a whole", () => {
    // Beside one of the items of {items.map(…)} (child 1): before it is 1, after it 2.
    expect(layerMoveDrop(move, place(key(A), 3), place(key(A), 1, false))).toMatchObject({
      dropChildIndex: 1,
    })
    expect(
      layerMoveDrop({ ...move, side: 'after' }, place(key(A), 0), place(key(A), 1, false)),
    ).toMatchObject({ dropChildIndex: 1, selectedChildIndex: 0 })
  })

  it("keeps the layer's own drop when a place is not known, or the moved layer is a list item", () => {
    expect(layerMoveDrop(move, null, place(key(A), 0))).toBe(move.drop)
    expect(layerMoveDrop(move, place(key(A), 0), null)).toBe(move.drop)
    expect(layerMoveDrop(move, place(key(A), 1, false), place(key(A), 0))).toBe(move.drop)
  })
})
