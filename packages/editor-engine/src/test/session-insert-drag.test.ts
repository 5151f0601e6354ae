import type { ProjectComponent } from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import { addElement } from '../changes/change-builders'
import { insertComponent } from '../changes/insert-component'
import { flush } from '../testing/fake-mutate-api'
import { setup } from './session-harness'

const badge: ProjectComponent = {
  name: 'Badge',
  filePath: 'src/Badge.tsx',
  exportName: 'Badge',
  props: [],
}

describe('inserting by dragging from the insert panel', () => {
  it('over the preview: asks the frame where it would land and shows a placeholder there once', async () => {
    const s = setup()
    const main = s.page.key(s.ids.A)
    s.frame.insertDropTarget = { parentKey: main, index: 1, childIndex: null, horizontal: false }
    await expect(s.session.insertDragOver({ clientX: 40, clientY: 60 })).resolves.toEqual(
      s.frame.insertDropTarget,
    )
    await s.session.insertDragOver({ clientX: 41, clientY: 61 })
    expect(s.frame.callsOf('insertDropTargetAt')).toEqual([
      [{ clientX: 40, clientY: 60 }],
      [{ clientX: 41, clientY: 61 }],
    ])
    // A column: a thin bar across it (the fixture has no boxes: the smallest bar).
    expect(s.frame.callsOf('tempAddDiv')).toEqual([
      [
        {
          parentElementKey: main,
          indexInParent: 1,
          width: 24,
          height: 4,
          childIndexInParent: null,
        },
      ],
    ])
    // The page was refreshed (a hot reload removes the placeholder): shown again.
    s.session.store.setState({ navTree: { ...s.page.index } })
    await s.session.insertDragOver({ clientX: 41, clientY: 61 })
    expect(s.frame.callsOf('tempAddDiv')).toHaveLength(2)
    s.frame.insertDropTarget = { parentKey: main, index: 2, childIndex: null, horizontal: true }
    await s.session.insertDragOver({ clientX: 90, clientY: 61 })
    expect(s.frame.callsOf('tempAddDiv').at(-1)).toEqual([
      { parentElementKey: main, indexInParent: 2, width: 4, height: 24, childIndexInParent: null },
    ])
    s.session.hideInsertPlace()
    expect(s.frame.callsOf('tempAddDiv').at(-1)).toEqual([
      { parentElementKey: null, indexInParent: 0, width: 0, height: 0 },
    ])
  })

  it('a drag-over answered after the drag left shows nothing', async () => {
    const s = setup()
    s.frame.insertDropTarget = {
      parentKey: s.page.key(s.ids.A),
      index: 1,
      childIndex: null,
      horizontal: false,
    }
    const over = s.session.insertDragOver({ clientX: 40, clientY: 60 })
    s.session.hideInsertPlace()
    await over
    expect(s.frame.callsOf('tempAddDiv')).toEqual([])
  })

  it('hovering an item shows where a click would insert at the selection, and hides it after', () => {
    const s = setup()
    s.session.showInsertPlace()
    expect(s.frame.callsOf('tempAddDiv')).toEqual([])
    s.session.select(s.page.key(s.ids.C))
    s.session.showInsertPlace()
    expect(s.frame.callsOf('tempAddDiv')).toEqual([
      [
        {
          parentElementKey: s.page.key(s.ids.C),
          indexInParent: 2,
          width: 24,
          height: 4,
          childIndexInParent: null,
        },
      ],
    ])
    s.session.hideInsertPlace()
    expect(s.frame.callsOf('tempAddDiv').at(-1)?.[0]).toMatchObject({ parentElementKey: null })
  })

  it('a drop inserts between the children on either side, whatever is selected', async () => {
    const s = setup()
    s.session.select(s.page.key(s.ids.D))
    s.frame.insertDropTarget = {
      parentKey: s.page.key(s.ids.A),
      index: 1,
      childIndex: null,
      horizontal: false,
    }
    await s.session.insertDragOver({ clientX: 40, clientY: 60 })
    void s.session.insertDrop({ clientX: 40, clientY: 60 }, (target) => addElement(target, 'p'))
    await flush()
    expect(s.api.sent[0]?.request.pathSuffix).toBe('mutate/addJsxElement')
    expect(s.api.sent[0]?.request.body).toMatchObject({
      destinationElement: { codebaseId: s.ids.A },
      afterElement: { codebaseId: s.ids.B },
      beforeElement: { codebaseId: s.ids.C },
      newElement: { nativeTag: 'p' },
    })
    // The placeholder goes before the instant update shows the new element.
    expect(s.frame.callsOf('tempAddDiv').at(-1)?.[0]).toMatchObject({ parentElementKey: null })
  })

  it('first and last places name one neighbour; an empty container none', async () => {
    // A session each: the changes would otherwise wait for one another's answer.
    const drop = async (id: string, index: number, childIndex: number | null = null) => {
      const s = setup()
      s.frame.insertDropTarget = { parentKey: s.page.key(id), index, childIndex, horizontal: false }
      void s.session.insertDrop({ clientX: 0, clientY: 0 }, (target) => addElement(target, 'p'))
      await flush()
      return s.api.sent.at(-1)?.request.body as unknown as Record<string, unknown>
    }
    const { ids } = setup()
    const first = await drop(ids.C, 0)
    expect(first).toMatchObject({ beforeElement: { codebaseId: ids.D } })
    expect(first.afterElement ?? null).toBeNull()
    const last = await drop(ids.C, 2)
    expect(last).toMatchObject({ afterElement: { codebaseId: ids.E } })
    expect(last.beforeElement ?? null).toBeNull()
    const empty = await drop(ids.B, 0)
    expect(empty).toMatchObject({ destinationElement: { codebaseId: ids.B } })
    expect([empty.afterElement ?? null, empty.beforeElement ?? null]).toEqual([null, null])
    // Where the frame knows the children as written (next to text, an expression): that index.
    const between = await drop(ids.C, 1, 3)
    expect(between).toMatchObject({ destinationElement: { codebaseId: ids.C }, childIndex: 3 })
    expect([between.afterElement ?? null, between.beforeElement ?? null]).toEqual([null, null])
  })

  it('refuses a drop over nothing, outside the source, or inside the component itself', async () => {
    const s = setup()
    const build = (target: Parameters<typeof insertComponent>[0]) => insertComponent(target, badge)
    await s.session.insertDrop({ clientX: 0, clientY: 0 }, build, 'Badge')
    expect(s.state().notices.at(-1)?.message).toBe('Nothing can be inserted there')
    s.frame.insertDropTarget = {
      parentKey: s.page.tree.key,
      index: 0,
      childIndex: null,
      horizontal: false,
    }
    await s.session.insertDrop({ clientX: 0, clientY: 0 }, build, 'Badge')
    expect(s.state().notices.at(-1)?.message).toBe('Nothing can be inserted there')
    // The fixture's component instance is named Component002.
    const instance = s.page.index.nodes.get(s.page.key(s.ids.F))
    s.frame.insertDropTarget = {
      parentKey: instance?.key ?? '',
      index: 0,
      childIndex: null,
      horizontal: false,
    }
    await s.session.insertDrop({ clientX: 0, clientY: 0 }, build, instance?.name)
    expect(s.state().notices.at(-1)?.message).toBe(
      `${instance?.name} cannot be inserted inside itself`,
    )
    expect(s.api.sent).toEqual([])
  })
})
