import type { EditorStore } from './editor-state'
import type { FrameConnection } from './frame/frame-connection'
import { clampZoom, nextZoomLevel, type Viewport } from './viewport'

/** How the preview is shown: zoom, width, drive mode, its history, forced states. */
export interface PreviewControls {
  /** Sets the zoom, kept within 25–200 %. */
  setZoom(zoom: number): void
  /** Steps to the next zoom level; nothing at the ends. */
  zoomBy(direction: 1 | -1): void
  setViewport(viewport: Viewport): void
  /** Drive mode: the designer uses the app (clicks go to it, outlines are hidden). */
  setDriveMode(enabled: boolean): void
  navigate(action: 'goBack' | 'goForward' | 'refresh'): void
  /** Shows the element in the preview as in these states (hover, focus…, breakpoints, dark). */
  forceModifiers(elementKey: string, modifiers: readonly string[]): Promise<void>
}

/**
 * Creates the controls; each keeps the store and the preview in step.
 *
 * @example
 * ```ts
 * const preview = createPreviewControls(store, frame)
 * preview.zoomBy(1) // 100 % → 125 %
 * ```
 */
export function createPreviewControls(store: EditorStore, frame: FrameConnection): PreviewControls {
  function setZoom(zoom: number): void {
    const clamped = clampZoom(zoom)
    store.setState({ zoom: clamped })
    void frame.call('setZoomPerc', clamped)
  }
  return {
    setZoom,
    zoomBy(direction) {
      const next = nextZoomLevel(store.getState().zoom, direction)
      if (next !== undefined) setZoom(next)
    },
    setViewport(viewport) {
      store.setState({ viewport })
    },
    setDriveMode(enabled) {
      store.setState({ driveMode: enabled, hoveredKey: null })
      void frame.call(enabled ? 'enableDriveMode' : 'disableDriveMode')
    },
    navigate(action) {
      void frame.call(action)
    },
    async forceModifiers(elementKey, modifiers) {
      await frame.call('setModifiersForSelectedElement', {
        selectedElementKey: elementKey,
        modifiers,
      })
    },
  }
}
