import { useLingui } from '@lingui/react/macro'
import { parseElementKey } from '@splendid/change-items'
import {
  dropBeside,
  type LayerMove,
  type LayerMoveRefusal,
  type LayerRow,
  type NavTreeIndex,
  siblingMove,
} from '@splendid/editor-engine'
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react'
import { useEditor, useSession } from '../app/session-context'

/** Where a dragged layer would land: beside the row under the pointer, and whether it may. */
export interface LayerDropIndicator {
  readonly overKey: string
  readonly side: 'before' | 'after'
  readonly allowed: boolean
}

interface Press {
  readonly key: string
  readonly x: number
  readonly y: number
  dragging: boolean
  drop: { readonly overKey: string; readonly side: 'before' | 'after'; move: LayerMove } | null
}

/** Pixels the pointer moves before a press on a row becomes a drag. */
const DRAG_THRESHOLD = 5
/** How long a move waits at most for the preview's tree to show the previous one. */
const TREE_CATCH_UP_MS = 2000

/**
 * A move sent: the place it goes to, by the parent's path in the page (a rewrite may give the
 * elements new codebase ids, never the parent a new path).
 */
interface MoveInFlight {
  readonly parentPath: string
  readonly index: number
  readonly at: number
}

const pathOf = (key: string) => parseElementKey(key).uniquePath

/**
 * Whether `tree` shows the selected element — the moved one: the selection follows it — at the
 * place the move sent it to.
 */
function showsMove(tree: NavTreeIndex, selectedKey: string | null, move: MoveInFlight): boolean {
  const node = selectedKey === null ? undefined : tree.nodes.get(selectedKey)
  const parent = node?.parentKey ? tree.nodes.get(node.parentKey) : undefined
  if (node === undefined || parent === undefined) return false
  return (
    pathOf(parent.key) === move.parentPath &&
    parent.children.findIndex((child) => child.key === node.key) === move.index
  )
}

/**
 * Reordering from the layers panel: Alt+ArrowUp / Alt+ArrowDown move the selected layer among
 * its siblings, and a row dragged onto another row's upper / lower half moves before / after it.
 * A move becomes one Move Element change (one undo); refused moves send nothing. Each outcome is
 * announced in the returned polite status text.
 */
export function useLayerReorder(rows: readonly LayerRow[]) {
  const { t } = useLingui()
  const session = useSession()
  const navTree = useEditor((state) => state.navTree)
  const selectedKey = useEditor((state) => state.selectedKey)
  const inFlight = useRef<MoveInFlight | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [indicator, setIndicator] = useState<LayerDropIndicator | null>(null)
  const press = useRef<Press | null>(null)

  const refusalText = (reason: LayerMoveRefusal): string => {
    switch (reason) {
      case 'fixed':
        return t`This layer cannot be moved.`
      case 'inside-itself':
        return t`A layer cannot be moved inside itself.`
      case 'component-instance':
        return t`Layers cannot be moved into or out of a component instance.`
      case 'not-in-source':
        return t`Layers cannot be moved there.`
      case 'repeated':
        return t`Copies of a repeated layer cannot be reordered.`
    }
  }

  const nameOf = (key: string) => navTree.nodes.get(key)?.name ?? ''

  const apply = (key: string, move: LayerMove) => {
    if (move.kind === 'refused') {
      setAnnouncement(refusalText(move.reason))
      return
    }
    if (move.kind === 'none') return
    // Until the tree shows the last move, its places are the old ones: a move from them would
    // be wrong. Once it does, the next move may go even if the last one's answer is still on its
    // way (the hot reload can come first): changes are sent in order.
    const previous = inFlight.current
    const catchingUp =
      previous !== null &&
      !showsMove(navTree, selectedKey, previous) &&
      Date.now() - previous.at < TREE_CATCH_UP_MS
    if (catchingUp) {
      setAnnouncement(t`Wait until the last move is saved.`)
      return
    }
    const name = nameOf(key)
    inFlight.current = {
      parentPath: pathOf(move.drop.dropParentKey),
      index: move.drop.dropIndex ?? 0,
      at: Date.now(),
    }
    session.select(key)
    void session.moveLayer(key, move)
    setAnnouncement(t`Moved ${name}.`)
  }
  const cancelled = t`Move cancelled.`
  // The window listeners below read the latest tree and texts without subscribing again.
  const latest = useRef({ navTree, apply, cancelled })
  latest.current = { navTree, apply, cancelled }

  /** Alt+ArrowUp / Alt+ArrowDown on the tree; true when the key was a move. */
  const onMoveKey = (event: KeyboardEvent, selectedKey: string | null): boolean => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return false
    event.preventDefault()
    if (selectedKey === null) return true
    const direction = event.key === 'ArrowUp' ? 'up' : 'down'
    const move = siblingMove(navTree, selectedKey, direction)
    if (move.kind === 'none') {
      const name = nameOf(selectedKey)
      setAnnouncement(
        direction === 'up' ? t`${name} is already first.` : t`${name} is already last.`,
      )
    } else apply(selectedKey, move)
    return true
  }

  const onRowPointerDown = (event: PointerEvent, key: string) => {
    if (event.button !== 0) return
    press.current = { key, x: event.clientX, y: event.clientY, dragging: false, drop: null }
  }

  useEffect(() => {
    const end = () => {
      press.current = null
      setIndicator(null)
    }
    const onMove = (event: globalThis.PointerEvent) => {
      const current = press.current
      if (!current) return
      if (!current.dragging) {
        const distance = Math.hypot(event.clientX - current.x, event.clientY - current.y)
        if (distance < DRAG_THRESHOLD) return
        current.dragging = true
      }
      const row = document
        .elementFromPoint(event.clientX, event.clientY)
        ?.closest<HTMLElement>('[role="treeitem"][data-key]')
      const overKey = row?.dataset.key
      if (!row || !overKey) {
        current.drop = null
        setIndicator(null)
        return
      }
      const box = row.getBoundingClientRect()
      const side = event.clientY < box.top + box.height / 2 ? 'before' : 'after'
      const move = dropBeside(latest.current.navTree, current.key, overKey, side)
      current.drop = { overKey, side, move }
      setIndicator({ overKey, side, allowed: move.kind !== 'refused' })
    }
    const onUp = () => {
      const current = press.current
      end()
      if (current?.dragging && current.drop) latest.current.apply(current.key, current.drop.move)
    }
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !press.current?.dragging) return
      event.preventDefault()
      event.stopImmediatePropagation()
      end()
      setAnnouncement(latest.current.cancelled)
    }
    window.addEventListener('pointermove', onMove)
    window.addEventListener('pointerup', onUp)
    window.addEventListener('pointercancel', end)
    window.addEventListener('keydown', onKey, true)
    return () => {
      window.removeEventListener('pointermove', onMove)
      window.removeEventListener('pointerup', onUp)
      window.removeEventListener('pointercancel', end)
      window.removeEventListener('keydown', onKey, true)
    }
  }, [])

  const rowIndexOf = (key: string) => rows.findIndex((row) => row.node.key === key)
  return { announcement, indicator, onMoveKey, onRowPointerDown, rowIndexOf }
}
