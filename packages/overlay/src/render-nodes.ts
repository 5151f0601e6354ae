import type { OutlineBox, OverlayLabel } from './overlay-model'
import { OVERLAY_CLASS } from './overlay-stylesheet'

/** Updates keyed nodes in place: creates the missing, removes the stale, reuses the rest. */
export function reconcile<Item extends { readonly key: string }>(
  nodes: Map<string, HTMLElement>,
  items: readonly Item[],
  create: () => HTMLElement,
  apply: (node: HTMLElement, item: Item) => void,
): void {
  const live = new Set<string>()
  for (const item of items) {
    live.add(item.key)
    let node = nodes.get(item.key)
    if (node === undefined) {
      node = create()
      node.dataset.key = item.key
      nodes.set(item.key, node)
    }
    apply(node, item)
  }
  for (const [key, node] of nodes) {
    if (live.has(key)) continue
    node.remove()
    nodes.delete(key)
  }
}

/** Positions and strokes an outline node. */
export function applyOutline(node: HTMLElement, outline: OutlineBox): void {
  node.dataset.kind = outline.kind
  const { style } = node
  style.left = px(outline.box.x)
  style.top = px(outline.box.y)
  style.width = px(outline.box.width)
  style.height = px(outline.box.height)
  style.border = `${px(outline.strokeWidth)} ${outline.strokeStyle} ${outline.color}`
  style.zIndex = String(outline.zIndex)
}

/** Writes a label's text (into its text span, leaving a carried button alone) and places it. */
export function applyLabel(node: HTMLElement, label: OverlayLabel): void {
  node.dataset.kind = label.kind
  const text = node.firstElementChild
  if (text !== null && text.textContent !== label.text) text.textContent = label.text
  node.classList.toggle(OVERLAY_CLASS.growLeft, label.grow === 'left')
  const { style } = node
  style.left = px(label.x)
  style.top = px(label.y)
  style.backgroundColor = label.color
  style.color = label.textColor
  style.zIndex = String(label.zIndex)
}

function px(value: number): string {
  return `${value}px`
}
