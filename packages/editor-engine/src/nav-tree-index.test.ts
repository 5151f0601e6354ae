import { describe, expect, it } from 'vitest'
import {
  EMPTY_NAV_TREE_INDEX,
  editableParentKey,
  indexNavTree,
  type LayerRow,
  layerRows,
} from './nav-tree-index'
import { buildNavTree, codebaseId, el, nodeOf, samplePage } from './testing/nav-tree-fixtures'

const page = samplePage()
const { A, B, C, D, E, F } = page.ids
const key = page.key

const summary = (rows: readonly LayerRow[]) =>
  rows.map((row) => [row.node.identity.codebaseId, row.depth, row.hasChildren, row.expanded])

describe('indexNavTree', () => {
  it('indexes every node by key', () => {
    const index = indexNavTree(page.tree)
    expect(index.root).toBe(page.tree)
    expect(index.nodes.size).toBe(8)
    for (const id of [A, B, C, D, E, F])
      expect(index.nodes.get(key(id))?.identity.codebaseId).toBe(id)
    expect(index.nodes.get(key(D))?.parentKey).toBe(key(C))
  })

  it('an empty tree has no nodes', () => {
    expect(indexNavTree(null)).toEqual({ root: null, nodes: new Map() })
    expect(EMPTY_NAV_TREE_INDEX.nodes.size).toBe(0)
  })
})

describe('layerRows', () => {
  it('lists the nodes depth first, starting below the body and root containers', () => {
    expect(summary(layerRows(page.index, new Set(), null))).toEqual([
      [A, 0, true, true],
      [B, 1, false, false],
      [C, 1, true, true],
      [D, 2, false, false],
      [E, 2, false, false],
      [F, 1, false, false],
    ])
  })

  it('hides the children of collapsed nodes', () => {
    expect(summary(layerRows(page.index, new Set([key(C)]), null))).toEqual([
      [A, 0, true, true],
      [B, 1, false, false],
      [C, 1, true, false],
      [F, 1, false, false],
    ])
    expect(summary(layerRows(page.index, new Set([key(A)]), null))).toEqual([[A, 0, true, false]])
  })

  it('keeps the ancestors of the selection open', () => {
    const rows = layerRows(page.index, new Set([key(A), key(C)]), key(D))
    expect(summary(rows).map(([id]) => id)).toEqual([A, B, C, D, E, F])
  })

  it('revealing a collapsed node itself does not open it', () => {
    const rows = layerRows(page.index, new Set([key(C)]), key(C))
    expect(summary(rows).find(([id]) => id === C)).toEqual([C, 1, true, false])
  })

  it('starts at the root when it is not a container, and shows several top nodes', () => {
    const plain = indexNavTree(buildNavTree(el(A, 'main', [el(B, 'p')])))
    expect(summary(layerRows(plain, new Set(), null))).toEqual([
      [A, 0, true, true],
      [B, 1, false, false],
    ])
    const twoTop = indexNavTree(buildNavTree(el('body', 'body', [el(A, 'main'), el(B, 'p')])))
    expect(summary(layerRows(twoTop, new Set(), null))).toEqual([
      [A, 0, false, false],
      [B, 0, false, false],
    ])
  })

  it('skips __next and SKIP-ROOT containers', () => {
    const tree = buildNavTree(
      el('body', 'body', [el('__next', 'div', [el('SKIP-ROOT', 'div', [el(A, 'main')])])]),
    )
    expect(summary(layerRows(indexNavTree(tree), new Set(), null))).toEqual([[A, 0, false, false]])
  })

  it('has no rows without a tree', () => {
    expect(layerRows(EMPTY_NAV_TREE_INDEX, new Set(), null)).toEqual([])
  })
})

describe('editableParentKey', () => {
  it('is the parent when it is a real element', () => {
    expect(editableParentKey(page.index, key(D))).toBe(key(C))
    expect(editableParentKey(page.index, key(B))).toBe(key(A))
  })

  it('is null under a container, for the root and for unknown keys', () => {
    expect(editableParentKey(page.index, key(A))).toBeNull()
    expect(editableParentKey(page.index, page.tree.key)).toBeNull()
    expect(editableParentKey(page.index, `${codebaseId(99)}|preview|7`)).toBeNull()
  })

  it('works with a custom tree', () => {
    const tree = buildNavTree(el(A, 'main', [el(B, 'section', [el(C, 'p')])]))
    expect(editableParentKey(indexNavTree(tree), nodeOf(tree, C).key)).toBe(nodeOf(tree, B).key)
  })
})
