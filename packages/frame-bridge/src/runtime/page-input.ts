import { isOverlayNode } from '@splendid/overlay'
import type { FrameRuntime } from './frame-runtime'
import { pointerOf } from './input-forwarding'

const BLOCKED_ONLY = ['mousedown', 'mouseup', 'dblclick', 'auxclick'] as const

/**
 * Routes the page's pointer events to the runtime (capture phase, before the app): outside drive
 * mode presses, clicks and context menus are taken from the app (default prevented, propagation
 * stopped); pointer moves are observed only. Events on the overlay are left to it. Returns the function that stops listening.
 */
export function routePageInput(win: Window, runtime: FrameRuntime): () => void {
  const asElement = (target: EventTarget | null): Element | null =>
    target !== null && typeof (target as Partial<Element>).closest === 'function'
      ? (target as Element)
      : null
  const take = (event: Event): boolean => {
    // The overlay's own controls (Edit Dynamic Text) handle their events themselves.
    const target = asElement(event.target)
    if (target && isOverlayNode(target)) return false
    if (runtime.passesThrough(event.target)) return false
    event.preventDefault()
    event.stopPropagation()
    return true
  }
  const listeners: [string, (event: Event) => void][] = [
    [
      'pointerdown',
      (event) => {
        if (take(event))
          runtime.pointerDown(asElement(event.target), pointerOf(event as PointerEvent))
      },
    ],
    [
      'pointermove',
      (event) => {
        const pointer = event as PointerEvent
        runtime.pointerMove(asElement(pointer.target), pointerOf(pointer), pointer.buttons)
      },
    ],
    [
      'pointerup',
      (event) => {
        if (take(event)) runtime.pointerUp(pointerOf(event as PointerEvent))
      },
    ],
    [
      'click',
      (event) => {
        const mouse = event as MouseEvent
        if (take(event)) {
          runtime.click(asElement(mouse.target), {
            exact: mouse.ctrlKey || mouse.metaKey,
            shift: mouse.shiftKey,
            point: { clientX: mouse.clientX, clientY: mouse.clientY },
          })
        }
      },
    ],
    [
      'contextmenu',
      (event) => {
        if (take(event))
          runtime.contextMenu(asElement(event.target), pointerOf(event as MouseEvent))
      },
    ],
    [
      'mouseout',
      (event) => {
        const mouse = event as MouseEvent
        if (mouse.relatedTarget === null) runtime.pointerMove(null, pointerOf(mouse), mouse.buttons)
      },
    ],
    ...BLOCKED_ONLY.map((type): [string, (event: Event) => void] => [type, take]),
  ]
  for (const [type, listener] of listeners) win.addEventListener(type, listener, { capture: true })
  return () => {
    for (const [type, listener] of listeners) {
      win.removeEventListener(type, listener, { capture: true })
    }
  }
}
