import { describe, expect, it } from 'vitest'
import { dropBeside, siblingMove } from './layer-moves'
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
    })
    expect(siblingMove(page.index, key(C), 'down')).toEqual({
      kind: 'move',
      drop: { dropParentKey: key(A), dropIndex: 2 },
    })
    expect(siblingMove(page.index, key(D), 'down')).toEqual({
      kind: 'move',
      drop: { dropParentKey: key(C), dropIndex: 1 },
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
    })
    expect(dropBeside(page.index, key(B), key(C), 'after')).toEqual({
      kind: 'move',
      drop: { dropParentKey: key(A), dropIndex: 1 },
    })
  })

  it('drops into another parent', () => {
    expect(dropBeside(page.index, key(B), key(E), 'before')).toEqual({
      kind: 'move',
      drop: { dropParentKey: key(C), dropIndex: 1 },
    })
    expect(dropBeside(page.index, key(B), key(E), 'after')).toEqual({
      kind: 'move',
      drop: { dropParentKey: key(C), dropIndex: 2 },
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
    })
  })

  it('refuses a drop beside a row outside the source', () => {
    expect(dropBeside(page.index, key(B), key(A), 'after')).toEqual({
      kind: 'refused',
      reason: 'not-in-source',
    })
  })
})
