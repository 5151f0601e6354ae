// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createOverlay } from './create-overlay'
import { isOverlayNode } from './is-overlay-node'
import { EMPTY_OVERLAY_STATE } from './overlay-state'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('isOverlayNode', () => {
  it('recognises the host and everything in its shadow root, and nothing else', () => {
    const page = document.createElement('main')
    document.body.append(page)
    const overlay = createOverlay({
      getViewport: () => ({ scrollX: 0, scrollY: 0, width: 800, height: 600 }),
      direction: 'ltr',
    })
    overlay.update({
      ...EMPTY_OVERLAY_STATE,
      selected: { rect: { x: 0, y: 50, width: 10, height: 10 }, name: 'main' },
    })
    const outline = overlay.host.shadowRoot?.querySelector('.outline')
    if (outline === null || outline === undefined) throw new Error('no outline drawn')
    expect(isOverlayNode(overlay.host)).toBe(true)
    expect(isOverlayNode(outline)).toBe(true)
    expect(isOverlayNode(page)).toBe(false)
    expect(isOverlayNode(document.body)).toBe(false)
    overlay.destroy()
  })

  it('does not mistake an unrelated shadow tree for the overlay', () => {
    const host = document.createElement('x-widget')
    document.body.append(host)
    const inner = document.createElement('span')
    host.attachShadow({ mode: 'open' }).append(inner)
    expect(isOverlayNode(inner)).toBe(false)
  })
})
