import { describe, expect, it } from 'vitest'
import { unknownCodebaseIds } from '../lookups-refresh'
import { indexNavTree } from '../nav-tree-index'
import { flush, okResponse } from '../testing/fake-mutate-api'
import { buildNavTree, codebaseId, el, lookupsFor, treeElement } from '../testing/nav-tree-fixtures'
import { CANVAS, restyle, type Setup, setup } from './session-harness'

const NEW_ID = codebaseId(99)

/** The sample page with one more element: a component written outside the editor. */
function treeWithNewElement(s: Setup) {
  const { A, B } = s.ids
  return buildNavTree(
    el('body', 'body', [el('root', 'div', [el(A, 'main', [el(B, 'h1'), el(NEW_ID, 'p')])])]),
  )
}

describe('lookups follow files changed outside the editor', () => {
  it('lists the tree ids the lookups lack, never placeholders or the page frame', () => {
    const s = setup()
    const tree = indexNavTree(treeWithNewElement(s))
    expect(unknownCodebaseIds(tree, s.lookups)).toEqual([NEW_ID])
    const placeholder = buildNavTree(el('tempo-duplicate-placeholder-1', 'div'))
    expect(unknownCodebaseIds(indexNavTree(placeholder), s.lookups)).toEqual([])
  })

  it('a tree showing an unknown element loads the lookups again, once for the same ids', async () => {
    const s = setup()
    const fresh = {
      treeElements: {
        ...s.lookups.treeElements,
        ...lookupsFor([NEW_ID], 'src/new/Card.tsx').treeElements,
      },
      scopes: {},
    }
    s.api.lookupsAnswer = () => Promise.resolve(fresh)
    s.frame.emit('navTree', { tree: treeWithNewElement(s), outerHtml: '' })
    await flush()
    expect(s.api.lookupCalls).toEqual(['learner-web'])
    expect(s.state().lookups).toBe(fresh)
    expect(s.frame.callsOf('setNewLookups')).toHaveLength(1)
    // Known now: the next trees ask nothing.
    s.frame.emit('navTree', { tree: treeWithNewElement(s), outerHtml: '' })
    await flush()
    expect(s.api.lookupCalls).toHaveLength(1)
  })

  it('asks once for ids mutate-api does not know either', async () => {
    const s = setup()
    s.api.lookupsAnswer = () => Promise.resolve(s.lookups)
    s.frame.emit('navTree', { tree: treeWithNewElement(s), outerHtml: '' })
    await flush()
    s.frame.emit('navTree', { tree: treeWithNewElement(s), outerHtml: '' })
    await flush()
    expect(s.api.lookupCalls).toHaveLength(1)
  })

  it('waits while a change of the editor is on its way', async () => {
    const s = setup()
    void s.session.act(() => restyle(s))
    await flush()
    expect(s.state().flushing).toBe(true)
    s.frame.emit('navTree', { tree: treeWithNewElement(s), outerHtml: '' })
    await flush()
    expect(s.api.lookupCalls).toHaveLength(0)
    s.api.resolve(0, okResponse('activity-1'))
    await flush()
    s.frame.emit('navTree', { tree: treeWithNewElement(s), outerHtml: '' })
    await flush()
    expect(s.api.lookupCalls).toHaveLength(1)
  })
})

describe('a refresh overtaken by a change of the editor', () => {
  it('drops the answer (it may predate the change) and asks again with the next tree', async () => {
    const s = setup()
    let answer: (lookups: typeof s.lookups) => void = () => undefined
    s.api.lookupsAnswer = () => new Promise((resolve) => (answer = resolve))
    s.frame.emit('navTree', { tree: treeWithNewElement(s), outerHtml: '' })
    await flush()
    expect(s.api.lookupCalls).toHaveLength(1)
    // A change lands meanwhile: its answer's lookups are merged into the store.
    void s.session.act(() => restyle(s))
    await flush()
    s.api.resolve(
      0,
      okResponse('activity-1', {
        changedFiles: ['src/app.tsx'],
        lookups: lookupsFor(Object.values(s.ids), 'src/app.tsx'),
      }),
    )
    await flush()
    const merged = s.state().lookups
    answer({ treeElements: {}, scopes: {} })
    await flush()
    expect(s.state().lookups).toBe(merged)
    s.api.lookupsAnswer = () => Promise.resolve(merged)
    s.frame.emit('navTree', { tree: treeWithNewElement(s), outerHtml: '' })
    await flush()
    expect(s.api.lookupCalls).toHaveLength(2)
  })

  it('an answer whose file was at another version loads the lookups again, in the background', async () => {
    const s = setup()
    const { B } = s.ids
    s.session.store.setState({
      lookups: { ...s.lookups, fileVersions: { 'src/app.tsx': 'k.1' } },
    })
    const fresh = {
      ...lookupsFor([s.ids.A, B], 'src/app.tsx'),
      fileVersions: { 'src/app.tsx': 'k.5' },
    }
    s.api.lookupsAnswer = () => Promise.resolve(fresh)
    const restyled = treeElement(B, { filePath: 'src/app.tsx', removableClasses: ['p-4'] })
    const outcome = s.session.submit(restyle(s, B))
    await flush()
    // The file was saved in a code editor since (k.3): the change applies to entries not held.
    s.api.resolve(
      0,
      okResponse('activity-1', {
        changedFiles: ['src/app.tsx'],
        lookups: {
          treeElements: { [B]: restyled },
          scopes: {},
          baseFileVersions: { 'src/app.tsx': 'k.3' },
          fileVersions: { 'src/app.tsx': 'k.4' },
        },
      }),
    )
    await outcome
    await flush()
    expect(s.api.lookupCalls).toEqual([CANVAS])
    expect(s.state().lookups).toBe(fresh)
    expect(s.frame.callsOf('setNewLookups')).toHaveLength(1)
  })

  it('an answer at the version held loads nothing', async () => {
    const s = setup()
    s.session.store.setState({
      lookups: { ...s.lookups, fileVersions: { 'src/app.tsx': 'k.1' } },
    })
    const outcome = s.session.submit(restyle(s, s.ids.B))
    await flush()
    s.api.resolve(
      0,
      okResponse('activity-1', {
        changedFiles: ['src/app.tsx'],
        lookups: {
          treeElements: {},
          scopes: {},
          baseFileVersions: { 'src/app.tsx': 'k.1' },
          fileVersions: { 'src/app.tsx': 'k.2' },
        },
      }),
    )
    await outcome
    await flush()
    expect(s.api.lookupCalls).toEqual([])
    expect(s.state().lookups.fileVersions).toEqual({ 'src/app.tsx': 'k.2' })
  })
})
