// @vitest-environment jsdom
import { createOverlay } from '@splendid/overlay'
import { describe, expect, it, vi } from 'vitest'
import type { FrameRuntime } from './frame-runtime'
import { routePageInput } from './page-input'

function fakeRuntime(passesThrough: boolean) {
  return {
    pointerDown: vi.fn(),
    pointerMove: vi.fn(),
    pointerUp: vi.fn(),
    click: vi.fn(),
    contextMenu: vi.fn(),
    passesThrough: () => passesThrough,
  }
}

describe('routePageInput', () => {
  it('takes clicks from the app outside drive mode, with ctrl/meta as exact and shift', () => {
    document.body.innerHTML = '<button>Go</button>'
    const runtime = fakeRuntime(false)
    const stop = routePageInput(window, runtime as unknown as FrameRuntime)
    const appClick = vi.fn()
    const button = document.querySelector('button') as HTMLElement
    button.addEventListener('click', appClick)
    const event = new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      metaKey: true,
      clientX: 12,
      clientY: 34,
    })
    button.dispatchEvent(event)
    expect(appClick).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(true)
    expect(runtime.click).toHaveBeenCalledWith(button, {
      exact: true,
      shift: false,
      point: { clientX: 12, clientY: 34 },
    })
    stop()
  })

  it('lets clicks through in drive mode and on the overlay', () => {
    document.body.innerHTML = '<button>Go</button>'
    const runtime = fakeRuntime(true)
    const stop = routePageInput(window, runtime as unknown as FrameRuntime)
    const appClick = vi.fn()
    document.querySelector('button')?.addEventListener('click', appClick)
    document.querySelector('button')?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(appClick).toHaveBeenCalledTimes(1)
    stop()
    const editing = fakeRuntime(false)
    const stopEditing = routePageInput(window, editing as unknown as FrameRuntime)
    const overlay = createOverlay()
    overlay.host.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(editing.click).not.toHaveBeenCalled()
    overlay.destroy()
    stopEditing()
  })
})
