import { buildHydrationStatusMessage, type HydrationStatusMessage } from '../hydration-status'

/** The tag of Vite's error overlay element. */
export const VITE_ERROR_OVERLAY_TAG = 'vite-error-overlay'

function textOf(root: ParentNode, selector: string): string | null {
  const text = root.querySelector(selector)?.textContent?.trim() ?? ''
  return text === '' ? null : text
}

/**
 * Reads the preview's error overlay (Vite's `vite-error-overlay`, §4 Hydration status): its
 * message, file label and stack, classified as `no_error`, `error` ('Hydration failed') or
 * `other_error`.
 */
export function readHydrationStatus(doc: Document): HydrationStatusMessage {
  const overlay = doc.querySelector(VITE_ERROR_OVERLAY_TAG)
  const root = overlay?.shadowRoot ?? overlay
  if (!root)
    return buildHydrationStatusMessage({
      errorDescription: null,
      errorLabel: null,
      errorBody: null,
    })
  return buildHydrationStatusMessage({
    errorDescription: textOf(root, '.message-body') ?? textOf(root, '.message'),
    errorLabel: textOf(root, '.file'),
    errorBody: textOf(root, '.stack') ?? textOf(root, '.frame'),
  })
}

type OverlayConstructor = new (error: { message: string; stack: string }) => HTMLElement

/**
 * In Vite mode (§2 framework=VITE), uncaught errors and unhandled rejections open Vite's error
 * overlay. Returns the function that stops listening.
 */
export function showErrorsInViteOverlay(win: Window, onShown: () => void): () => void {
  const show = (reason: unknown) => {
    const Overlay = win.customElements?.get(VITE_ERROR_OVERLAY_TAG) as
      | OverlayConstructor
      | undefined
    if (!Overlay) return
    const error = reason instanceof Error ? reason : new Error(String(reason))
    win.document.querySelector(VITE_ERROR_OVERLAY_TAG)?.remove()
    win.document.body.append(new Overlay({ message: error.message, stack: error.stack ?? '' }))
    onShown()
  }
  const onError = (event: ErrorEvent) => show(event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => show(event.reason)
  win.addEventListener('error', onError)
  win.addEventListener('unhandledrejection', onRejection)
  return () => {
    win.removeEventListener('error', onError)
    win.removeEventListener('unhandledrejection', onRejection)
  }
}
