/** What a key press asks of the player. */
export type PlayerCommand =
  | { readonly type: 'toggle-play' }
  | { readonly type: 'seek-by'; readonly seconds: number }
  | { readonly type: 'volume-by'; readonly delta: number }
  | { readonly type: 'toggle-captions' }
  | { readonly type: 'toggle-fullscreen' }
  | { readonly type: 'toggle-mute' }

/**
 * Where the key was pressed: a button (space and Enter press it), the volume slider (arrows move
 * it), an open menu (it handles its own keys) or anywhere else in the player (the seek bar
 * included: its arrows take 5 s steps like the rest of the player).
 */
export type ShortcutTarget = 'button' | 'volume' | 'menu' | 'other'

/** A key press, as `KeyboardEvent` has it. */
export interface ShortcutKey {
  readonly key: string
  readonly ctrlKey?: boolean
  readonly metaKey?: boolean
  readonly altKey?: boolean
}

export const SEEK_STEP_SECONDS = 5
export const VOLUME_STEP = 0.1

/**
 * The player's keyboard shortcuts (YouTube's): space or K play/pause, ←/→ 5 s back/forward,
 * ↑/↓ volume, C captions on/off, F full screen, M mute. Arrows keep media time in right-to-left
 * layouts too: the seek bar runs left to right in Arabic as well, as on YouTube, so ← is always
 * back. Keys with Ctrl, Meta or Alt belong to the browser.
 */
export function shortcutFor(event: ShortcutKey, target: ShortcutTarget): PlayerCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey || target === 'menu') return null
  switch (event.key) {
    case ' ':
      return target === 'button' ? null : { type: 'toggle-play' }
    case 'k':
    case 'K':
      return { type: 'toggle-play' }
    case 'ArrowLeft':
      return target === 'volume' ? null : { type: 'seek-by', seconds: -SEEK_STEP_SECONDS }
    case 'ArrowRight':
      return target === 'volume' ? null : { type: 'seek-by', seconds: SEEK_STEP_SECONDS }
    case 'ArrowUp':
      return target === 'volume' ? null : { type: 'volume-by', delta: VOLUME_STEP }
    case 'ArrowDown':
      return target === 'volume' ? null : { type: 'volume-by', delta: -VOLUME_STEP }
    case 'c':
    case 'C':
      return { type: 'toggle-captions' }
    case 'f':
    case 'F':
      return { type: 'toggle-fullscreen' }
    case 'm':
    case 'M':
      return { type: 'toggle-mute' }
    default:
      return null
  }
}
