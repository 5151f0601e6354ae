import { RUNTIME_STYLE_ATTRIBUTE } from './runtime-markers'

/** The session-storage key of drive mode (§4: kept in session storage). */
export const DRIVE_MODE_STORAGE_KEY = 'splendid-editor-drive-mode'

const CURSOR_STYLE = 'cursor'

/** Reads drive mode from session storage (off when absent or unreadable). */
export function readDriveMode(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(DRIVE_MODE_STORAGE_KEY) === 'true'
  } catch {
    return false
  }
}

/**
 * Stores drive mode and applies its cursor rule (§4): on restores the app's own cursors, off
 * forces the default cursor everywhere.
 */
export function applyDriveMode(
  doc: Document,
  storage: Pick<Storage, 'setItem'> | null,
  enabled: boolean,
): void {
  try {
    storage?.setItem(DRIVE_MODE_STORAGE_KEY, String(enabled))
  } catch {
    // Storage can be unavailable (sandboxed frame); the mode still applies to this page.
  }
  const existing = doc.querySelector(`style[${RUNTIME_STYLE_ATTRIBUTE}="${CURSOR_STYLE}"]`)
  if (enabled) {
    existing?.remove()
    return
  }
  if (existing) return
  const style = doc.createElement('style')
  style.setAttribute(RUNTIME_STYLE_ATTRIBUTE, CURSOR_STYLE)
  style.textContent = '*, *::before, *::after { cursor: default !important; }'
  ;(doc.head ?? doc.documentElement).append(style)
}

/** The window's session storage, or `null` where reading it throws (a sandboxed frame). */
export function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage
  } catch {
    return null
  }
}
