import type { TextDirection } from './label-placement'
import type { FormatCount } from './label-text'
import {
  DEFAULT_ZOOM,
  OUTLINE_UPDATE_THROTTLE_MS,
  OVERLAY_HOST_ATTRIBUTE,
  OVERLAY_HOST_TAG,
  OVERLAY_Z_INDEX,
} from './overlay-constants'
import { assertValidZoom, OverlayError } from './overlay-error'
import { computeOverlayModel } from './overlay-model'
import { EMPTY_OVERLAY_STATE, type OverlayState } from './overlay-state'
import { adoptOverlayStyles, OVERLAY_CLASS } from './overlay-stylesheet'
import { readDirection, readViewport } from './page-environment'
import { createPencilIcon } from './pencil-icon'
import type { Viewport } from './rect'
import { applyLabel, applyOutline, reconcile } from './render-nodes'
import { globalScheduler, type Scheduler, throttle } from './throttle'

/** Options of {@link createOverlay}. */
export interface CreateOverlayOptions {
  /** Element the overlay host is appended to; `document.body` by default. */
  readonly root?: HTMLElement
  /** Zoom percentage of the preview; {@link DEFAULT_ZOOM} by default. */
  readonly zoom?: number
  /** AI context flag: the violet palette while on. */
  readonly aiContext?: boolean
  /** Start in drive mode (everything hidden). */
  readonly driveMode?: boolean
  /**
   * Called when the Edit Dynamic Text button is pressed. Without it the button is never shown,
   * since it would have nothing to do.
   */
  readonly onEditDynamicText?: () => void
  /** Text of the Edit Dynamic Text button; the spec's English text by default. */
  readonly editDynamicTextLabel?: string
  /** Label of the multi-selection box; `3 elements` style by default. */
  readonly formatCount?: FormatCount
  /** Clock and timers of the 15 ms throttle; the global ones by default. */
  readonly scheduler?: Scheduler
  /** Reads scroll offset and viewport size; the root's window by default. */
  readonly getViewport?: () => Viewport
  /** Fixes the writing direction instead of reading it from the page at each render. */
  readonly direction?: TextDirection
}

/** A mounted overlay. */
export interface Overlay {
  /** The host element in the page (carries {@link OVERLAY_HOST_ATTRIBUTE}); its shadow root is open. */
  readonly host: HTMLElement
  /**
   * Sets what to draw. Renders at most once per 15 ms, leading and trailing; the last state wins.
   * Page scroll and resize re-render the last state on their own.
   */
  update(state: OverlayState): void
  /** Sets the zoom percentage. @throws {OverlayError} `INVALID_ZOOM` unless finite and above 0. */
  setZoom(zoom: number): void
  /** Switches between the blue and the violet (AI context) palette. */
  setAiContext(on: boolean): void
  /** Drive mode hides everything at once; leaving it draws the latest state again. */
  setDriveMode(on: boolean): void
  /** Draws a pending throttled update now. */
  flush(): void
  /** Removes the host and stops pending renders. Calling it again does nothing. */
  destroy(): void
}

/** English text of the button (spec §2). */
export const EDIT_DYNAMIC_TEXT_LABEL = 'Edit Dynamic Text'

const HOST_STYLE: readonly (readonly [string, string])[] = [
  ['all', 'initial'],
  ['display', 'block'],
  ['position', 'fixed'],
  ['top', '0'],
  ['left', '0'],
  ['right', '0'],
  ['bottom', '0'],
  ['margin', '0'],
  ['padding', '0'],
  ['border', '0'],
  ['overflow', 'visible'],
  ['pointer-events', 'none'],
  ['z-index', String(OVERLAY_Z_INDEX)],
]

/**
 * Mounts the in-preview overlay: one host element holding, in its shadow root, every outline,
 * label and the Edit Dynamic Text button. Page styles cannot reach inside, the host's own styles
 * are inline `!important`, and the frame's tree walker skips it by {@link OVERLAY_HOST_ATTRIBUTE}.
 *
 * @throws {OverlayError} `INVALID_ZOOM` for an invalid initial zoom.
 * @example
 * ```ts
 * const overlay = createOverlay({ zoom: 1, onEditDynamicText: () => startDynamicTextEdit() })
 * overlay.update({
 *   ...EMPTY_OVERLAY_STATE,
 *   selected: { rect, name: 'Button', isComponent: true, showEditDynamicText: true },
 * })
 * overlay.setDriveMode(true) // hides everything
 * overlay.destroy()
 * ```
 */
export function createOverlay(options: CreateOverlayOptions = {}): Overlay {
  const root = options.root ?? document.body
  const doc = root.ownerDocument
  let zoom = assertValidZoom(options.zoom ?? DEFAULT_ZOOM)
  let aiContext = options.aiContext ?? false
  let driveMode = options.driveMode ?? false
  let state: OverlayState = EMPTY_OVERLAY_STATE
  let destroyed = false

  const host = doc.createElement(OVERLAY_HOST_TAG)
  host.setAttribute(OVERLAY_HOST_ATTRIBUTE, '')
  for (const [property, value] of HOST_STYLE) host.style.setProperty(property, value, 'important')
  const shadow = host.attachShadow({ mode: 'open' })
  adoptOverlayStyles(shadow)
  root.append(host)

  const outlineNodes = new Map<string, HTMLElement>()
  const labelNodes = new Map<string, HTMLElement>()
  let editButton: HTMLButtonElement | null = null

  const render = () => {
    if (destroyed) return
    const direction = options.direction ?? readDirection(root)
    const model = computeOverlayModel(state, {
      zoom,
      aiContext,
      driveMode,
      direction,
      viewport: options.getViewport?.() ?? readViewport(doc),
      ...(options.formatCount === undefined ? {} : { formatCount: options.formatCount }),
    })
    host.style.setProperty('display', driveMode ? 'none' : 'block', 'important')
    host.style.setProperty('direction', direction, 'important')
    reconcile(outlineNodes, model.outlines, () => createBox(OVERLAY_CLASS.outline), applyOutline)
    reconcile(labelNodes, model.labels, createLabel, applyLabel)
    const placement = options.onEditDynamicText === undefined ? null : model.editButton
    const carrier = placement === null ? undefined : labelNodes.get(placement.labelKey)
    if (carrier === undefined) {
      editButton?.remove()
      editButton = null
    } else {
      editButton ??= createEditButton()
      if (editButton.parentNode !== carrier) carrier.append(editButton)
    }
  }
  const scheduled = throttle(
    render,
    OUTLINE_UPDATE_THROTTLE_MS,
    options.scheduler ?? globalScheduler,
  )

  function createBox(className: string): HTMLElement {
    const node = doc.createElement('div')
    node.className = className
    shadow.append(node)
    return node
  }

  function createLabel(): HTMLElement {
    const node = createBox(OVERLAY_CLASS.label)
    const text = doc.createElement('span')
    text.className = OVERLAY_CLASS.labelText
    node.append(text)
    return node
  }

  function createEditButton(): HTMLButtonElement {
    const button = doc.createElement('button')
    button.type = 'button'
    button.className = OVERLAY_CLASS.editButton
    const text = doc.createElement('span')
    text.textContent = options.editDynamicTextLabel ?? EDIT_DYNAMIC_TEXT_LABEL
    button.append(createPencilIcon(doc), text)
    // The frame selects elements on pointer events at the document; a press on the button must
    // not reach it as a click on the page.
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup']) {
      button.addEventListener(type, (event) => event.stopPropagation())
    }
    button.addEventListener('click', (event) => {
      event.preventDefault()
      event.stopPropagation()
      options.onEditDynamicText?.()
    })
    return button
  }

  const assertAlive = () => {
    if (destroyed) throw new OverlayError('OVERLAY_DESTROYED', 'The overlay was destroyed.')
  }

  // Rects are in page coordinates, so a page scroll or resize only moves the drawing: re-render
  // from the last state without waiting for the frame to measure again.
  const win = doc.defaultView
  const onViewportChange = () => {
    if (!driveMode) scheduled.request()
  }
  win?.addEventListener('scroll', onViewportChange, { passive: true })
  win?.addEventListener('resize', onViewportChange, { passive: true })

  if (!driveMode) render()
  else host.style.setProperty('display', 'none', 'important')

  return {
    host,
    update(next) {
      assertAlive()
      state = next
      if (!driveMode) scheduled.request()
    },
    setZoom(next) {
      assertAlive()
      zoom = assertValidZoom(next)
      if (!driveMode) scheduled.request()
    },
    setAiContext(on) {
      assertAlive()
      aiContext = on
      if (!driveMode) scheduled.request()
    },
    setDriveMode(on) {
      assertAlive()
      if (driveMode === on) return
      driveMode = on
      if (on) {
        scheduled.cancel()
        render()
      } else {
        scheduled.request()
      }
    },
    flush() {
      assertAlive()
      scheduled.flush()
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      scheduled.cancel()
      win?.removeEventListener('scroll', onViewportChange)
      win?.removeEventListener('resize', onViewportChange)
      host.remove()
      outlineNodes.clear()
      labelNodes.clear()
      editButton = null
    },
  }
}
