import { describe, expect, it } from 'vitest'
import { indexNavTree } from '../nav-tree-index'
import { refusal, sampleTarget } from '../test/action-targets'
import { buildNavTree, codebaseId, el, nodeOf, samplePage } from '../testing/nav-tree-fixtures'
import { moveElement } from './change-builders'

const page = samplePage()
const { A, B, C, D, E, F } = page.ids
const key = page.key
const target = sampleTarget(page)
const nothing = target(null)

describe('moveElement', () => {
  it('moves into another parent between two children', () => {
    // A's children without D: B, C, F; index 1 is after B and before C.
    expect(moveElement(target(D), { dropParentKey: key(A), dropIndex: 1 })).toEqual({
      type: 'MOVE_JSX',
      changeFields: {
        codebaseIdToMove: D,
        codebaseIdToMoveTo: A,
        beforeCodebaseId: C,
        afterCodebaseId: B,
        expectedCurrentParentCodebaseId: C,
      },
    })
  })

  it('moves to the start (no after) and to the end (no before)', () => {
    expect(moveElement(target(D), { dropParentKey: key(A), dropIndex: 0 })?.changeFields).toEqual({
      codebaseIdToMove: D,
      codebaseIdToMoveTo: A,
      beforeCodebaseId: B,
      expectedCurrentParentCodebaseId: C,
    })
    expect(moveElement(target(D), { dropParentKey: key(A), dropIndex: 3 })?.changeFields).toEqual({
      codebaseIdToMove: D,
      codebaseIdToMoveTo: A,
      afterCodebaseId: F,
      expectedCurrentParentCodebaseId: C,
    })
  })

  it('reorders within the same parent, leaving the moved element out of the count', () => {
    // A's children: B, C, F. B to index 1 of [C, F]: after C, before F.
    expect(moveElement(target(B), { dropParentKey: key(A), dropIndex: 1 })?.changeFields).toEqual({
      codebaseIdToMove: B,
      codebaseIdToMoveTo: A,
      beforeCodebaseId: F,
      afterCodebaseId: C,
      expectedCurrentParentCodebaseId: A,
    })
    expect(moveElement(target(F), { dropParentKey: key(A), dropIndex: 0 })?.changeFields).toEqual({
      codebaseIdToMove: F,
      codebaseIdToMoveTo: A,
      beforeCodebaseId: B,
      expectedCurrentParentCodebaseId: A,
    })
  })

  it('names the position among the children as written when the frame knows it', () => {
    // Between a text run and an {expression} of A: no element child on either side to name.
    const drop = {
      dropParentKey: key(A),
      dropIndex: 1,
      dropChildIndex: 3,
      selectedChildIndex: null,
    }
    expect(moveElement(target(D), drop)).toEqual({
      type: 'MOVE_JSX',
      changeFields: {
        codebaseIdToMove: D,
        codebaseIdToMoveTo: A,
        childIndex: 3,
        expectedCurrentParentCodebaseId: C,
      },
    })
    expect(
      moveElement(target(B), { ...drop, dropChildIndex: 0, selectedChildIndex: 2 })?.changeFields,
    ).toMatchObject({ codebaseIdToMove: B, childIndex: 0 })
    // Dropped back at its own index: nothing to change.
    expect(moveElement(target(B), { ...drop, dropChildIndex: 2, selectedChildIndex: 2 })).toBeNull()
    // The refusals come first, as for element positions.
    expect(refusal(() => moveElement(target(C), { ...drop, dropParentKey: key(D) }))).toBe(
      'An element cannot be moved inside itself',
    )
  })

  it("expects the parent whose JSX holds it: the instance its parent's children were handed to", () => {
    // E is rendered inside D, but written as a child of the instance A (D renders A's children).
    const drop = {
      dropParentKey: key(A),
      dropIndex: 0,
      dropChildIndex: 1,
      selectedChildIndex: 0,
      selectedSourceParentKey: key(A),
    }
    expect(moveElement(target(E), drop)?.changeFields).toEqual({
      codebaseIdToMove: E,
      codebaseIdToMoveTo: A,
      childIndex: 1,
      expectedCurrentParentCodebaseId: A,
    })
    // At its own index, but among another parent's children (a layout's own child dropped
    // first among its caller's): a move.
    expect(
      moveElement(target(E), { ...drop, dropChildIndex: 0, selectedSourceParentKey: key(D) })
        ?.changeFields,
    ).toMatchObject({ codebaseIdToMoveTo: A, childIndex: 0, expectedCurrentParentCodebaseId: D })
  })

  it("takes another copy of its parent (a `.map(…)`'s item) for its own parent as written", () => {
    // <ul>{rows.map(() => <li><b /><i /></li>)}</ul>: the two <li>s are one element, L.
    const [U, L, X, Y] = [81, 82, 83, 84].map(codebaseId) as [string, string, string, string]
    const tree = buildNavTree(
      el(U, 'ul', [el(L, 'li', [el(X, 'b'), el(Y, 'i')]), el(L, 'li', [el(X, 'b'), el(Y, 'i')])]),
    )
    const index = indexNavTree(tree)
    const [first, second] = tree.children as [(typeof tree.children)[0], (typeof tree.children)[0]]
    const bold = first.children[0]?.key ?? ''
    const selection = { index, selectedKey: bold, multiselectedKeys: [] }
    const drop = {
      dropParentKey: second.key,
      dropIndex: 0,
      dropChildIndex: 0,
      selectedChildIndex: 0,
      selectedSourceParentKey: first.key,
    }
    // Dropped on its own place in the other copy: nothing to change.
    expect(moveElement(selection, drop)).toBeNull()
    // After the other copy's <i>: the same move as in its own copy.
    expect(moveElement(selection, { ...drop, dropChildIndex: 1 })?.changeFields).toEqual({
      codebaseIdToMove: X,
      codebaseIdToMoveTo: L,
      childIndex: 1,
      expectedCurrentParentCodebaseId: L,
    })
  })

  it('is a no-op when dropped where it is', () => {
    expect(moveElement(target(B), { dropParentKey: key(A), dropIndex: 0 })).toBeNull()
    expect(moveElement(target(E), { dropParentKey: key(C), dropIndex: 1 })).toBeNull()
  })

  it('is a no-op without a drop target or for unknown keys', () => {
    expect(moveElement(target(B), { dropParentKey: null, dropIndex: null })).toBeNull()
    expect(moveElement(target(B), { dropParentKey: key(A), dropIndex: null })).toBeNull()
    const unknownParent = `${codebaseId(90)}|preview|9`
    expect(moveElement(target(B), { dropParentKey: unknownParent, dropIndex: 0 })).toBeNull()
  })

  it('refuses without a selection', () => {
    expect(refusal(() => moveElement(nothing, { dropParentKey: key(A), dropIndex: 0 }))).toBe(
      'Select an element first',
    )
  })

  it('refuses to move an element whose parent is a page container, even in place', () => {
    const tree = buildNavTree(el('body', 'body', [el(A, 'main', [el(C, 'section')]), el(B, 'p')]))
    const index = indexNavTree(tree)
    const selection = { index, selectedKey: nodeOf(tree, A).key, multiselectedKeys: [] }
    expect(
      refusal(() => moveElement(selection, { dropParentKey: nodeOf(tree, C).key, dropIndex: 0 })),
    ).toBe('This element cannot be moved')
  })

  it('refuses to move an element into itself or its own descendants', () => {
    expect(refusal(() => moveElement(target(C), { dropParentKey: key(C), dropIndex: 0 }))).toBe(
      'An element cannot be moved inside itself',
    )
    expect(refusal(() => moveElement(target(C), { dropParentKey: key(D), dropIndex: 0 }))).toBe(
      'An element cannot be moved inside itself',
    )
  })

  it('refuses to drop into the page containers (they are not in the source)', () => {
    const rootKey = page.tree.children[0]?.key ?? ''
    expect(refusal(() => moveElement(target(D), { dropParentKey: rootKey, dropIndex: 0 }))).toBe(
      'Elements cannot be moved there',
    )
  })
})

describe('moving a child of a page container', () => {
  it('refuses a reorder inside the container too', () => {
    const tree = buildNavTree(el('body', 'body', [el(A, 'main'), el(B, 'p')]))
    const index = indexNavTree(tree)
    const selection = { index, selectedKey: nodeOf(tree, B).key, multiselectedKeys: [] }
    expect(refusal(() => moveElement(selection, { dropParentKey: tree.key, dropIndex: 0 }))).toBe(
      'This element cannot be moved',
    )
  })
})
