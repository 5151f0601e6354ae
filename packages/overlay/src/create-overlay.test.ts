// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createOverlay, type Overlay } from './create-overlay'
import { OVERLAY_HOST_ATTRIBUTE } from './overlay-constants'
import { OverlayError } from './overlay-error'
import { EMPTY_OVERLAY_STATE, type OverlayState } from './overlay-state'

const viewport = { scrollX: 0, scrollY: 0, width: 1024, height: 768 }
const rect = { x: 100, y: 200, width: 300.4, height: 49.5 }
const getViewport = () => viewport

function state(partial: Partial<OverlayState>): OverlayState {
  return { ...EMPTY_OVERLAY_STATE, ...partial }
}

function shadowOf(overlay: Overlay): ShadowRoot {
  const shadow = overlay.host.shadowRoot
  if (shadow === null) throw new Error('overlay host has no shadow root')
  return shadow
}

function outlines(overlay: Overlay): HTMLElement[] {
  return [...shadowOf(overlay).querySelectorAll<HTMLElement>('.outline')]
}

function labels(overlay: Overlay): HTMLElement[] {
  return [...shadowOf(overlay).querySelectorAll<HTMLElement>('.label')]
}

function editButton(overlay: Overlay): HTMLButtonElement | null {
  return shadowOf(overlay).querySelector<HTMLButtonElement>('button')
}

let overlay: Overlay | null = null
function mount(options: Parameters<typeof createOverlay>[0] = {}): Overlay {
  overlay = createOverlay({ getViewport, direction: 'ltr', ...options })
  return overlay
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  overlay?.destroy()
  overlay = null
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('createOverlay mounting', () => {
  it('mounts one marked host with a shadow root in document.body', () => {
    const mounted = mount()
    expect(document.querySelectorAll(`[${OVERLAY_HOST_ATTRIBUTE}]`)).toHaveLength(1)
    expect(mounted.host.parentElement).toBe(document.body)
    expect(mounted.host.tagName.toLowerCase()).toBe('splendid-overlay')
    expect(mounted.host.shadowRoot).not.toBeNull()
  })

  it('mounts under a given root', () => {
    const root = document.createElement('section')
    document.body.append(root)
    expect(mount({ root }).host.parentElement).toBe(root)
  })

  it('styles the host inline with !important: fixed, click-through, z-index 2000000004', () => {
    // jsdom's CSSOM drops the priority of some properties (position, z-index), so the priority is
    // checked on the calls rather than read back.
    const setProperty = vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty')
    const { style } = mount().host
    expect(style.getPropertyValue('position')).toBe('fixed')
    expect(style.getPropertyValue('pointer-events')).toBe('none')
    expect(style.getPropertyValue('z-index')).toBe('2000000004')
    const hostCalls = setProperty.mock.contexts
      .map((context, index) => [context, setProperty.mock.calls[index]] as const)
      .filter(([context]) => context === style)
      .map(([, call]) => call)
    expect(hostCalls.map((call) => call?.[0])).toEqual(
      expect.arrayContaining(['all', 'position', 'pointer-events', 'z-index', 'display']),
    )
    expect(hostCalls.every((call) => call?.[2] === 'important')).toBe(true)
  })

  it('keeps the outlines out of the light DOM, so a tree walker over children never sees them', () => {
    const mounted = mount()
    mounted.update(
      state({ selected: { rect, name: 'div' }, hovered: { rect: { ...rect, x: 0 }, name: 'p' } }),
    )
    expect(mounted.host.children).toHaveLength(0)
    expect(document.querySelectorAll('.outline, .label')).toHaveLength(0)
    expect(outlines(mounted)).toHaveLength(2)
  })

  it('refuses an invalid initial zoom', () => {
    expect(() => createOverlay({ zoom: 0 })).toThrowError(OverlayError)
  })
})

describe('createOverlay drawing', () => {
  it('draws the selection with position, stroke, colour and layer from the model', () => {
    const mounted = mount({ zoom: 2 })
    mounted.update(state({ selected: { rect, name: 'div' } }))
    const [outline] = outlines(mounted)
    expect(outline?.style.left).toBe('100px')
    expect(outline?.style.top).toBe('200px')
    expect(outline?.style.width).toBe('300.4px')
    expect(outline?.style.height).toBe('49.5px')
    expect(outline?.style.borderWidth).toBe('0.5px')
    expect(outline?.style.borderStyle).toBe('solid')
    expect(outline?.style.borderColor).toMatch(/^(#4597f7|rgb\(69, 151, 247\))$/i)
    expect(outline?.style.zIndex).toBe('2000000002')
  })

  it('shows the element-name label and the size label', () => {
    const mounted = mount()
    mounted.update(state({ selected: { rect, name: 'Card' } }))
    expect(labels(mounted).map((label) => label.textContent)).toEqual(['Card', '300 x 50'])
  })

  it('writes label text as text, never as markup', () => {
    const mounted = mount()
    mounted.update(state({ selected: { rect, name: '<img src=x onerror=alert(1)>' } }))
    expect(shadowOf(mounted).querySelector('img')).toBeNull()
    expect(labels(mounted)[0]?.textContent).toBe('<img src=x onerror=alert(1)>')
  })

  it('draws child and move outlines dashed, 5 wide', () => {
    const mounted = mount({ zoom: 0.5 })
    mounted.update(state({ children: [rect], moveTarget: { ...rect, y: 0 } }))
    expect(
      outlines(mounted).map((o) => [o.style.borderStyle, o.style.borderWidth, o.style.zIndex]),
    ).toEqual([
      ['dashed', '5px', '2000000000'],
      ['dashed', '5px', '2000000003'],
    ])
  })

  it('shows one combined box labelled with the count for a multi-selection', () => {
    const mounted = mount()
    mounted.update(
      state({
        multiSelected: [
          { x: 0, y: 100, width: 10, height: 10 },
          { x: 90, y: 150, width: 10, height: 50 },
        ],
      }),
    )
    const combined = outlines(mounted).filter((o) => o.dataset.kind === 'multi')
    expect(combined).toHaveLength(1)
    expect([combined[0]?.style.width, combined[0]?.style.height]).toEqual(['100px', '100px'])
    expect(labels(mounted).map((label) => label.textContent)).toEqual(['2 elements'])
  })

  it('re-colours to the violet palette when the AI context flag is switched on', () => {
    const mounted = mount()
    mounted.update(state({ selected: { rect, name: 'div' } }))
    mounted.setAiContext(true)
    vi.advanceTimersByTime(15)
    expect(outlines(mounted)[0]?.style.borderColor).toMatch(/^(#6858f5|rgb\(104, 88, 245\))$/i)
  })

  it('re-draws stroke widths when the zoom changes and refuses an invalid zoom', () => {
    const mounted = mount()
    mounted.update(state({ hovered: { rect, name: 'div' } }))
    mounted.setZoom(0.5)
    vi.advanceTimersByTime(15)
    expect(outlines(mounted)[0]?.style.borderWidth).toBe('1px')
    expect(() => mounted.setZoom(-2)).toThrow(expect.objectContaining({ code: 'INVALID_ZOOM' }))
  })

  it('reuses the same nodes between updates and removes the ones no longer drawn', () => {
    const mounted = mount()
    mounted.update(
      state({ selected: { rect, name: 'div' }, hovered: { rect: { ...rect, x: 0 }, name: 'p' } }),
    )
    const before = outlines(mounted)
    vi.advanceTimersByTime(15)
    mounted.update(state({ selected: { rect: { ...rect, y: 10 }, name: 'div' } }))
    const after = outlines(mounted)
    expect(after).toHaveLength(1)
    expect(after[0]).toBe(before.find((node) => node.dataset.key === 'selected'))
    expect(after[0]?.style.top).toBe('10px')
  })

  it('mirrors label alignment when the page is rtl', () => {
    document.documentElement.setAttribute('dir', 'rtl')
    try {
      overlay = createOverlay({ getViewport })
      overlay.update(state({ selected: { rect, name: 'div' } }))
      const [name] = labels(overlay)
      expect(name?.style.left).toBe(`${rect.x + rect.width}px`)
      expect(name?.classList.contains('grow-left')).toBe(true)
    } finally {
      document.documentElement.removeAttribute('dir')
    }
  })
})

describe('createOverlay scrolling', () => {
  it('re-draws the last state at the new scroll offset when the page scrolls', () => {
    let scrollY = 0
    const mounted = mount({ getViewport: () => ({ ...viewport, scrollY }) })
    mounted.update(state({ selected: { rect, name: 'div' } }))
    expect(outlines(mounted)[0]?.style.top).toBe('200px')
    scrollY = 150
    window.dispatchEvent(new Event('scroll'))
    vi.advanceTimersByTime(15)
    expect(outlines(mounted)[0]?.style.top).toBe('50px')
  })

  it('stops listening to the page once destroyed', () => {
    const removeEventListener = vi.spyOn(window, 'removeEventListener')
    mount().destroy()
    expect(removeEventListener.mock.calls.map((call) => call[0])).toEqual(
      expect.arrayContaining(['scroll', 'resize']),
    )
  })
})

describe('createOverlay throttling', () => {
  it('renders a burst of 10 updates within 15 ms at most twice, and the last state wins', () => {
    const mounted = mount()
    const shadow = shadowOf(mounted)
    let renders = 0
    const observer = new MutationObserver(() => {})
    observer.observe(shadow, {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    })
    const countRender = () => {
      if (observer.takeRecords().length > 0) renders += 1
    }
    for (let i = 0; i < 10; i += 1) {
      mounted.update(state({ selected: { rect: { ...rect, x: i }, name: `el-${i}` } }))
      countRender()
      vi.advanceTimersByTime(1)
    }
    vi.advanceTimersByTime(15)
    countRender()
    observer.disconnect()
    expect(renders).toBeLessThanOrEqual(2)
    expect(outlines(mounted)[0]?.style.left).toBe('9px')
    expect(labels(mounted)[0]?.textContent).toBe('el-9')
  })

  it('draws the first update at once and a pending one on flush', () => {
    const mounted = mount()
    mounted.update(state({ selected: { rect, name: 'first' } }))
    expect(labels(mounted)[0]?.textContent).toBe('first')
    mounted.update(state({ selected: { rect, name: 'second' } }))
    expect(labels(mounted)[0]?.textContent).toBe('first')
    mounted.flush()
    expect(labels(mounted)[0]?.textContent).toBe('second')
  })
})

describe('createOverlay drive mode', () => {
  it('hides everything at once when drive mode turns on and draws the latest state when it turns off', () => {
    const mounted = mount()
    mounted.update(state({ selected: { rect, name: 'div', showEditDynamicText: true } }))
    mounted.setDriveMode(true)
    expect(mounted.host.style.getPropertyValue('display')).toBe('none')
    expect(outlines(mounted)).toHaveLength(0)
    expect(labels(mounted)).toHaveLength(0)
    mounted.update(state({ selected: { rect, name: 'later' } }))
    vi.advanceTimersByTime(50)
    expect(outlines(mounted)).toHaveLength(0)
    mounted.setDriveMode(false)
    vi.advanceTimersByTime(15)
    expect(mounted.host.style.getPropertyValue('display')).toBe('block')
    expect(labels(mounted)[0]?.textContent).toBe('later')
  })

  it('can start in drive mode', () => {
    const mounted = mount({ driveMode: true })
    mounted.update(state({ hovered: { rect, name: 'div' } }))
    vi.advanceTimersByTime(50)
    expect(mounted.host.style.getPropertyValue('display')).toBe('none')
    expect(outlines(mounted)).toHaveLength(0)
  })
})

describe('createOverlay Edit Dynamic Text button', () => {
  it('appears only when the selection asks for it', () => {
    const mounted = mount({ onEditDynamicText: () => {} })
    mounted.update(state({ selected: { rect, name: 'p' } }))
    expect(editButton(mounted)).toBeNull()
    vi.advanceTimersByTime(15)
    mounted.update(state({ selected: { rect, name: 'p', showEditDynamicText: true } }))
    const button = editButton(mounted)
    expect(button?.textContent).toBe('Edit Dynamic Text')
    expect(button?.closest('.label')).toBe(labels(mounted)[0])
    expect(labels(mounted)[0]?.querySelector('.label-text')?.textContent).toBe('p')
    vi.advanceTimersByTime(15)
    mounted.update(state({ selected: { rect, name: 'p' } }))
    expect(editButton(mounted)).toBeNull()
  })

  it('carries a 22px pencil icon and takes pointer events while the rest of the overlay does not', () => {
    const mounted = mount({ onEditDynamicText: () => {} })
    mounted.update(state({ selected: { rect, name: 'p', showEditDynamicText: true } }))
    const icon = editButton(mounted)?.querySelector('svg')
    expect(icon?.getAttribute('width')).toBe('22')
    expect(icon?.getAttribute('height')).toBe('22')
    const css = shadowOf(mounted).querySelector('style')?.textContent ?? ''
    expect(css).toMatch(/\.edit-dynamic-text \{[^}]*pointer-events: auto;/)
    expect(css).toMatch(/\.pencil \{[^}]*width: 22px;[^}]*height: 22px;/)
    expect(css).toMatch(/font-size: 20px;/)
    expect(css).toMatch(/height: 38px;/)
  })

  it('calls onEditDynamicText on click without the click reaching the page', () => {
    const onEditDynamicText = vi.fn()
    const pageClick = vi.fn()
    document.addEventListener('click', pageClick)
    const mounted = mount({ onEditDynamicText })
    mounted.update(state({ selected: { rect, name: 'p', showEditDynamicText: true } }))
    editButton(mounted)?.click()
    document.removeEventListener('click', pageClick)
    expect(onEditDynamicText).toHaveBeenCalledTimes(1)
    expect(pageClick).not.toHaveBeenCalled()
  })

  it('uses a given button text', () => {
    const mounted = mount({
      onEditDynamicText: () => {},
      editDynamicTextLabel: 'تعديل النص الديناميكي',
    })
    mounted.update(state({ selected: { rect, name: 'p', showEditDynamicText: true } }))
    expect(editButton(mounted)?.textContent).toBe('تعديل النص الديناميكي')
  })
})

describe('createOverlay isolation from page styles', () => {
  // jsdom's getComputedStyle applies document stylesheets inside shadow trees and ignores shadow
  // stylesheets, so the computed-style check runs in Chromium (shadow-isolation.browser.test.ts).
  it('is out of reach of page selectors and brings its own stylesheet', () => {
    const mounted = mount()
    mounted.update(state({ selected: { rect, name: 'div' } }))
    expect(document.querySelectorAll('div')).toHaveLength(0)
    expect(shadowOf(mounted).querySelectorAll('div.outline')).toHaveLength(1)
    expect(shadowOf(mounted).querySelector('style')?.textContent).toContain('.outline')
  })
})

describe('createOverlay destroy', () => {
  it('removes the host and everything in it, stops pending renders and refuses further updates', () => {
    const mounted = mount({ onEditDynamicText: () => {} })
    mounted.update(state({ selected: { rect, name: 'p', showEditDynamicText: true } }))
    mounted.update(state({ selected: { rect, name: 'q' } }))
    mounted.destroy()
    expect(document.querySelector(`[${OVERLAY_HOST_ATTRIBUTE}]`)).toBeNull()
    expect(vi.getTimerCount()).toBe(0)
    expect(() => mounted.update(EMPTY_OVERLAY_STATE)).toThrow(
      expect.objectContaining({ code: 'OVERLAY_DESTROYED' }),
    )
    expect(() => mounted.destroy()).not.toThrow()
  })
})
