import { describe, expect, it } from 'vitest'
import { ActionRefused } from '../changes/action-target'
import { ENGLISH_EDITOR_TEXTS } from '../editor-texts'
import { flush, okResponse } from '../testing/fake-mutate-api'
import { treeElement } from '../testing/nav-tree-fixtures'
import { keyPayload, OTHER_FILE_ID, setup } from './session-harness'

/** The sample page's lookups with the source parents written in: main(A) › [h1(B), section(C) › [p(D), p(E)]]. */
function withParents(s: ReturnType<typeof setup>) {
  const { A, B, C, D, E } = s.ids
  const parents: Record<string, string | null> = { [A]: null, [B]: A, [C]: A, [D]: C, [E]: C }
  const treeElements = { ...s.lookups.treeElements }
  for (const [id, parent] of Object.entries(parents))
    treeElements[id] = treeElement(id, {
      tagName: id === A ? 'main' : 'p',
      parentCodebaseId: parent,
    })
  s.session.store.setState({ lookups: { ...s.lookups, treeElements } })
  return treeElements
}

describe('copy and paste', () => {
  it('Ctrl+C copies the selection; Ctrl+V adds a copy right after the selected element, in its source parent', async () => {
    const s = setup()
    const elements = withParents(s)
    s.session.select(s.page.key(s.ids.D))
    s.frame.emit('keyDown', keyPayload('c', { ctrlKey: true }))
    expect(s.state().copied).toEqual({ codebaseIds: [s.ids.D] })
    expect(s.state().notices.at(-1)).toMatchObject({ kind: 'success', message: 'Copied 1 element' })

    s.session.select(s.page.key(s.ids.B))
    s.frame.emit('keyDown', keyPayload('v', { ctrlKey: true }))
    await flush()
    const sent = s.api.sent[0]?.request
    expect(sent?.urlPath).toBe('canvases/learner-web/parseAndMutate/mutate/addJsxElement')
    expect(sent?.body).toMatchObject({
      destinationElement: elements[s.ids.A],
      afterElement: elements[s.ids.B],
      beforeElement: null,
      newElement: elements[s.ids.D],
    })
    s.api.resolve(0, okResponse('activity-1'))
    await flush()
    expect(s.state().history.map((entry) => entry.status)).toEqual(['applied'])
  })

  it('pastes several copies in the order they were copied, each right after the selection', async () => {
    const s = setup()
    withParents(s)
    s.session.store.setState({ multiselectedKeys: [s.page.key(s.ids.D), s.page.key(s.ids.E)] })
    s.session.copy()
    expect(s.state().copied).toEqual({ codebaseIds: [s.ids.D, s.ids.E] })
    expect(s.state().notices.at(-1)?.message).toBe('Copied 2 elements')
    s.session.select(s.page.key(s.ids.B))
    const pasting = s.session.paste()
    await flush()
    // The last copied goes first: the first copied then lands between the selection and it.
    expect(s.api.sent[0]?.request.body).toMatchObject({ newElement: { codebaseId: s.ids.E } })
    s.api.resolve(0, okResponse('activity-1'))
    await flush()
    expect(s.api.sent[1]?.request.body).toMatchObject({
      newElement: { codebaseId: s.ids.D },
      afterElement: { codebaseId: s.ids.B },
    })
    s.api.resolve(1, okResponse('activity-2'))
    await pasting
  })

  it('a component’s root element takes the copy as its last child; a text element at the root refuses', async () => {
    const s = setup()
    const elements = withParents(s)
    s.session.select(s.page.key(s.ids.D))
    s.session.copy()
    s.session.select(s.page.key(s.ids.A))
    void s.session.paste()
    await flush()
    expect(s.api.sent[0]?.request.body).toMatchObject({
      destinationElement: elements[s.ids.A],
      afterElement: null,
      newElement: elements[s.ids.D],
    })

    s.session.store.setState({
      lookups: {
        ...s.state().lookups,
        treeElements: { ...elements, [s.ids.B]: treeElement(s.ids.B, { tagName: 'h1' }) },
      },
    })
    s.session.select(s.page.key(s.ids.B))
    await s.session.paste()
    expect(s.api.sent).toHaveLength(1)
    expect(s.state().notices.at(-1)).toMatchObject({
      kind: 'info',
      message: 'Elements cannot be pasted here',
    })
  })

  it('refuses with a reason and sends nothing: nothing copied, nothing selected, a copy gone from the source, the page root', async () => {
    const s = setup()
    withParents(s)
    s.session.select(s.page.key(s.ids.B))
    await s.session.paste()
    expect(s.state().notices.at(-1)?.message).toBe('Copy an element first')

    s.session.copy()
    s.session.select(null)
    await s.session.paste()
    expect(s.state().notices.at(-1)?.message).toBe('Select where to paste first')

    s.session.store.setState({ copied: { codebaseIds: [OTHER_FILE_ID.replace(/.$/, '9')] } })
    s.session.select(s.page.key(s.ids.B))
    await s.session.paste()
    expect(s.state().notices.at(-1)?.message).toBe('The copied element is no longer in the source')

    s.session.select(s.page.key('root'))
    s.session.copy()
    expect(s.state().notices.at(-1)?.message).toBe(
      'Only elements written in the source can be copied',
    )
    expect(s.api.sent).toEqual([])
  })

  it('tells refusals in the texts the app passed (the Arabic UI passes its own)', async () => {
    const s = setup({
      texts: {
        ...ENGLISH_EDITOR_TEXTS,
        refused: (refusal, value) => `رفض ${refusal}${value}`,
      },
    })
    withParents(s)
    s.session.select(null)
    s.session.copy()
    expect(s.state().notices.at(-1)?.message).toBe('رفض select-element')
    await s.session.act(() => {
      throw new ActionRefused('invalid-class-name', 'a b')
    })
    expect(s.state().notices.at(-1)?.message).toBe('رفض invalid-class-namea b')
    expect(s.api.sent).toEqual([])
  })
})
