import type { Overlay } from '@splendid/overlay'
import { applyDriveMode } from './drive-mode'

/** What {@link createFrameModes} needs. */
export interface FrameModesOptions {
  readonly document: Document
  /** Where drive mode is kept across reloads (`null`: nowhere). */
  readonly storage: Pick<Storage, 'setItem'> | null
  /** The overlay, told of every mode change. */
  readonly overlay: Pick<Overlay, 'setDriveMode' | 'setZoom' | 'setAiContext'>
  /** Drive mode at start (read from the storage by the caller, who also gave it to the overlay). */
  readonly driveMode: boolean
}

/** The editor's modes as the frame applies them. */
export interface FrameModes {
  /** Interactions go to the app (§4 Drive mode). */
  readonly driveMode: boolean
  /** The preview's zoom as a fraction: drag thresholds and labels scale by it. */
  readonly zoom: number
  /** Selecting elements as AI context: no dragging. */
  readonly aiContext: boolean
  /** Stores drive mode, applies its cursor rule and tells the overlay. */
  setDriveMode(enabled: boolean): void
  setZoom(zoom: number): void
  setAiContext(enabled: boolean): void
}

/**
 * Drive mode, zoom and AI-context selection: flags the editor sets and the rest of the runtime
 * reads. Drive mode is stored and its cursor rule applied at once (also at creation). What a mode
 * change stops (a press, the hover, a drag) is up to the caller.
 *
 * @example
 * ```ts
 * const modes = createFrameModes({ document, storage, overlay, driveMode: readDriveMode(storage) })
 * modes.setDriveMode(true) // session storage 'true', the app's cursors back
 * ```
 */
export function createFrameModes(options: FrameModesOptions): FrameModes {
  const { document: doc, storage, overlay } = options
  let driveMode = options.driveMode
  let zoom = 1
  let aiContext = false
  applyDriveMode(doc, storage, driveMode)
  return {
    get driveMode() {
      return driveMode
    },
    get zoom() {
      return zoom
    },
    get aiContext() {
      return aiContext
    },
    setDriveMode(enabled) {
      driveMode = enabled
      applyDriveMode(doc, storage, enabled)
      overlay.setDriveMode(enabled)
    },
    setZoom(next) {
      zoom = next
      overlay.setZoom(next)
    },
    setAiContext(enabled) {
      aiContext = enabled
      overlay.setAiContext(enabled)
    },
  }
}
