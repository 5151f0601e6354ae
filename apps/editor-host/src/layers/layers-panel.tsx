import { useLingui } from '@lingui/react/macro'
import { layerRows } from '@splendid/editor-engine'
import { useVirtualizer } from '@tanstack/react-virtual'
import { ChevronDown, ChevronRight } from 'lucide-react'
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useEditor, useSession } from '../app/session-context'
import { useLayerReorder } from './use-layer-reorder'

const ROW_HEIGHT = 26

/**
 * The navigation tree as a virtualised, keyboard-navigable tree. Selection and hover go both
 * ways: choosing a row selects the element in the preview, selecting in the preview reveals and
 * highlights its row.
 */
export function LayersPanel() {
  const { t } = useLingui()
  const session = useSession()
  const navTree = useEditor((state) => state.navTree)
  const selectedKey = useEditor((state) => state.selectedKey)
  const multiselectedKeys = useEditor((state) => state.multiselectedKeys)
  const hoveredKey = useEditor((state) => state.hoveredKey)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const scrollRef = useRef<HTMLDivElement>(null)
  const rows = useMemo(
    () => layerRows(navTree, collapsed, selectedKey),
    [navTree, collapsed, selectedKey],
  )
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  })
  const selectedIndex = rows.findIndex((row) => row.node.key === selectedKey)
  const reorder = useLayerReorder(rows)
  const dropIndex = reorder.indicator ? reorder.rowIndexOf(reorder.indicator.overKey) : -1
  const dropRow = rows[dropIndex]

  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' })
  }, [selectedIndex, virtualizer])

  const toggle = (key: string, open: boolean) => {
    const next = new Set(collapsed)
    if (open) next.delete(key)
    else next.add(key)
    setCollapsed(next)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (reorder.onMoveKey(event, selectedKey)) return
    const current = rows[selectedIndex]
    const rtl = document.documentElement.dir === 'rtl'
    const open = rtl ? 'ArrowLeft' : 'ArrowRight'
    const close = rtl ? 'ArrowRight' : 'ArrowLeft'
    let next: number | null = null
    if (event.key === 'ArrowDown') next = Math.min(rows.length - 1, selectedIndex + 1)
    else if (event.key === 'ArrowUp') next = Math.max(0, selectedIndex - 1)
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = rows.length - 1
    else if (event.key === open && current?.hasChildren) toggle(current.node.key, true)
    else if (event.key === close && current) {
      if (current.expanded) toggle(current.node.key, false)
      else {
        const parent = rows.findIndex((row) => row.node.key === current.node.parentKey)
        if (parent >= 0) next = parent
      }
    } else return
    event.preventDefault()
    const row = next === null ? undefined : rows[next]
    if (row) session.select(row.node.key)
  }

  return (
    <section className="flex h-full flex-col" aria-labelledby="layers-heading">
      <h2
        id="layers-heading"
        className="border-b border-zinc-200 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-zinc-500"
      >
        {t`Layers`}
      </h2>
      {rows.length === 0 ? (
        <p className="p-3 text-sm text-zinc-500">{t`The page has no editable elements yet.`}</p>
      ) : (
        <div
          ref={scrollRef}
          role="tree"
          aria-label={t`Layers`}
          aria-multiselectable="true"
          aria-describedby="layers-reorder-hint"
          tabIndex={0}
          onKeyDown={onKeyDown}
          onMouseLeave={() => session.hover(null)}
          className="relative flex-1 select-none overflow-auto focus-visible:outline-2 focus-visible:outline-blue-500"
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]
              if (!row) return null
              const { node } = row
              const selected = node.key === selectedKey || multiselectedKeys.includes(node.key)
              return (
                <div
                  key={node.key}
                  role="treeitem"
                  aria-level={row.depth + 1}
                  aria-selected={selected}
                  aria-expanded={row.hasChildren ? row.expanded : undefined}
                  data-key={node.key}
                  tabIndex={-1}
                  onClick={() => session.select(node.key)}
                  onPointerDown={(event) => reorder.onRowPointerDown(event, node.key)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault()
                      session.select(node.key)
                    }
                  }}
                  onMouseEnter={() => session.hover(node.key)}
                  className={`absolute inset-x-0 flex cursor-default items-center gap-1 truncate pe-2 text-sm ${
                    selected
                      ? 'bg-blue-100 text-blue-900'
                      : node.key === hoveredKey
                        ? 'bg-zinc-100'
                        : ''
                  }`}
                  style={{
                    top: item.start,
                    height: ROW_HEIGHT,
                    paddingInlineStart: 4 + row.depth * 10,
                  }}
                >
                  {row.hasChildren ? (
                    <button
                      type="button"
                      tabIndex={-1}
                      aria-hidden="true"
                      onClick={(event) => {
                        event.stopPropagation()
                        toggle(node.key, !row.expanded)
                      }}
                      className="w-4 text-xs text-zinc-500"
                    >
                      {row.expanded ? (
                        <ChevronDown className="size-3" />
                      ) : (
                        <ChevronRight className="size-3 rtl:-scale-x-100" />
                      )}
                    </button>
                  ) : (
                    <span className="w-4" />
                  )}
                  <span
                    className={
                      node.isComponent ? 'font-medium text-indigo-700' : 'font-mono text-xs'
                    }
                  >
                    {node.name}
                  </span>
                  {node.literalChildren[0] && (
                    <span className="truncate text-xs text-zinc-500">
                      {node.literalChildren[0]}
                    </span>
                  )}
                </div>
              )
            })}
            {reorder.indicator && dropRow && (
              <div
                data-testid="layers-drop-indicator"
                data-allowed={reorder.indicator.allowed}
                aria-hidden="true"
                className={`pointer-events-none absolute end-0 h-0.5 ${
                  reorder.indicator.allowed ? 'bg-blue-600' : 'bg-red-500'
                }`}
                style={{
                  top: (dropIndex + (reorder.indicator.side === 'after' ? 1 : 0)) * ROW_HEIGHT - 1,
                  insetInlineStart: 4 + dropRow.depth * 10,
                }}
              />
            )}
          </div>
        </div>
      )}
      <p id="layers-reorder-hint" className="sr-only">
        {t`Alt+Arrow Up and Alt+Arrow Down move the selected layer; drag a layer to move it.`}
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {reorder.announcement}
      </p>
    </section>
  )
}
