import { describe, expect, it } from 'vitest'
import { findDynamicTextSource } from './dynamic-text-source'
import type { Lookups } from './lookups'
import { indexNavTree } from './nav-tree-index'
import {
  buildNavTree,
  codebaseId,
  comp,
  el,
  nodeOf,
  treeElement,
} from './testing/nav-tree-fixtures'

const [PAGE, OUTER, CARD, TITLE, BODY] = [1, 2, 3, 4, 5].map(codebaseId) as [
  string,
  string,
  string,
  string,
  string,
]

// body › main(PAGE) › Layout(OUTER) › Card(CARD) › article › h3(TITLE), p(BODY)
function page(lookups: Partial<Record<string, Partial<Parameters<typeof treeElement>[1]>>>) {
  const tree = buildNavTree(
    el('body', 'body', [
      el(PAGE, 'main', [comp(OUTER, [comp(CARD, [el(TITLE, 'h3'), el(BODY, 'p')])])]),
    ]),
  )
  const index = indexNavTree(tree)
  const all: Lookups = {
    treeElements: Object.fromEntries(
      Object.entries(lookups).map(([id, overrides]) => [id, treeElement(id, overrides)]),
    ),
    scopes: {},
  }
  const keyOf = (id: string) => nodeOf(tree, id).key
  return { index, lookups: all, keyOf, nameOf: (id: string) => nodeOf(tree, id).name }
}

const instance = (literalProps: Record<string, string | number | boolean>, line = 12) => ({
  type: 'component-instance' as const,
  filePath: 'src/pages/home.tsx',
  line,
  literalProps,
})

describe('findDynamicTextSource', () => {
  it('finds the literal prop of the nearest component instance the text equals', () => {
    const { index, lookups, keyOf, nameOf } = page({
      [OUTER]: instance({ heading: 'Algebra' }, 4),
      [CARD]: instance({ title: '  Algebra ', lessons: 12 }),
      [TITLE]: { textIsStatic: false, filePath: 'src/card.tsx', line: 3 },
    })
    expect(findDynamicTextSource(index, lookups, keyOf(TITLE), 'Algebra')).toEqual({
      kind: 'prop',
      instanceCodebaseId: CARD,
      componentName: nameOf(CARD),
      propName: 'title',
      value: '  Algebra ',
      filePath: 'src/pages/home.tsx',
      line: 12,
    })
  })

  it('prefers an exact match further up to a contained one nearby, and falls back to containment', () => {
    const { index, lookups, keyOf } = page({
      [OUTER]: instance({ label: 'Course Algebra' }, 4),
      [CARD]: instance({ title: 'Algebra' }),
      [TITLE]: { textIsStatic: false },
    })
    expect(findDynamicTextSource(index, lookups, keyOf(TITLE), 'Course  Algebra')).toMatchObject({
      kind: 'prop',
      instanceCodebaseId: OUTER,
      propName: 'label',
    })
    expect(findDynamicTextSource(index, lookups, keyOf(TITLE), 'Lesson: Algebra')).toMatchObject({
      kind: 'prop',
      instanceCodebaseId: CARD,
      propName: 'title',
    })
  })

  it('ignores numbers, booleans, one-letter values and instances outside the source', () => {
    const { index, lookups, keyOf } = page({
      [CARD]: instance({ lessons: 12, free: true, size: 'm' }),
      [TITLE]: { textIsStatic: false, filePath: 'src/card.tsx', line: 3 },
    })
    expect(findDynamicTextSource(index, lookups, keyOf(TITLE), '12 lessons, size m')).toEqual({
      kind: 'code',
      filePath: 'src/card.tsx',
      line: 3,
    })
  })

  it('tells a static source text shown translated from text computed by code', () => {
    const { index, lookups, keyOf } = page({
      [TITLE]: { textIsStatic: true, editableText: 'Welcome', filePath: 'src/card.tsx', line: 3 },
      [BODY]: { textIsStatic: false, filePath: 'src/card.tsx', line: 4 },
    })
    expect(findDynamicTextSource(index, lookups, keyOf(TITLE), 'مرحبا')).toEqual({
      kind: 'translation',
      elementKey: keyOf(TITLE),
      sourceText: 'Welcome',
      filePath: 'src/card.tsx',
      line: 3,
    })
    expect(findDynamicTextSource(index, lookups, keyOf(BODY), 'Hello, Amira')).toEqual({
      kind: 'code',
      filePath: 'src/card.tsx',
      line: 4,
    })
  })

  it('knows nothing of an element outside the tree or the indexed source', () => {
    const { index, lookups, keyOf } = page({})
    expect(findDynamicTextSource(index, lookups, 'gone|preview|0', 'x')).toEqual({
      kind: 'unknown',
    })
    expect(findDynamicTextSource(index, lookups, keyOf(TITLE), 'x')).toEqual({ kind: 'unknown' })
  })
})
