import type {
  ActiveElementInfo,
  KeyboardEventPayload,
  PointerEventPayload,
  WheelEventPayload,
} from '../entities/input-events'

/** Where forwarded input goes (the endpoint's `emit`, narrowed). */
export interface InputSink {
  mouseMove(payload: PointerEventPayload): void
  wheel(payload: WheelEventPayload): void
  keyDown(payload: KeyboardEventPayload): void
  keyUp(payload: KeyboardEventPayload): void
  latestHref(href: string): void
}

/** The pointer fields of a mouse event (§3: pageX, pageY, clientX, clientY). */
export function pointerOf(event: {
  pageX: number
  pageY: number
  clientX: number
  clientY: number
}): PointerEventPayload {
  return { pageX: event.pageX, pageY: event.pageY, clientX: event.clientX, clientY: event.clientY }
}

/** What the parent needs of the focused element: tag, editability, input type (§3). */
export function activeElementInfo(doc: Document): ActiveElementInfo | null {
  const active = doc.activeElement
  if (!active || active === doc.body || active === doc.documentElement) return null
  return {
    tagName: active.localName,
    isContentEditable: (active as HTMLElement).isContentEditable === true,
    inputType: active.localName === 'input' ? (active.getAttribute('type') ?? 'text') : null,
  }
}

/** The key event payload (§3): key, meta/shift/ctrl and the active element. */
export function keyboardPayload(event: KeyboardEvent, doc: Document): KeyboardEventPayload {
  return {
    key: event.key,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    ctrlKey: event.ctrlKey,
    activeElement: activeElementInfo(doc),
  }
}

/**
 * Forwards key, mouse-move and wheel events and the latest href to the parent. Returns the
 * function that stops forwarding.
 */
export function forwardInput(win: Window, sink: InputSink): () => void {
  const doc = win.document
  let lastHref = ''
  const reportHref = () => {
    if (win.location.href === lastHref) return
    lastHref = win.location.href
    sink.latestHref(lastHref)
  }
  const onKeyDown = (event: KeyboardEvent) => sink.keyDown(keyboardPayload(event, doc))
  const onKeyUp = (event: KeyboardEvent) => sink.keyUp(keyboardPayload(event, doc))
  const onMove = (event: MouseEvent) => sink.mouseMove(pointerOf(event))
  const onWheel = (event: WheelEvent) =>
    sink.wheel({
      ...pointerOf(event),
      deltaX: event.deltaX,
      deltaY: event.deltaY,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
    })
  const listeners: [string, EventListener][] = [
    ['keydown', onKeyDown as EventListener],
    ['keyup', onKeyUp as EventListener],
    ['mousemove', onMove as EventListener],
    ['wheel', onWheel as EventListener],
    ['popstate', reportHref],
    ['hashchange', reportHref],
  ]
  for (const [type, listener] of listeners) win.addEventListener(type, listener, { passive: true })
  // Client-side routers change the URL without popstate: the DOM changes with them.
  const Observer = (win as unknown as typeof globalThis).MutationObserver
  const observer = new Observer(reportHref)
  observer.observe(doc, { childList: true, subtree: true })
  reportHref()
  return () => {
    for (const [type, listener] of listeners) win.removeEventListener(type, listener)
    observer.disconnect()
  }
}
