// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { forwardInput } from './input-forwarding'

describe('forwardInput', () => {
  it('forwards keys with the active element, mouse moves, wheel and the href', () => {
    document.body.innerHTML = '<input type="email" />'
    const sink = {
      mouseMove: vi.fn(),
      wheel: vi.fn(),
      keyDown: vi.fn(),
      keyUp: vi.fn(),
      latestHref: vi.fn(),
    }
    const stop = forwardInput(window, sink)
    expect(sink.latestHref).toHaveBeenCalledWith(location.href)
    ;(document.querySelector('input') as HTMLInputElement).focus()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', metaKey: true }))
    expect(sink.keyDown).toHaveBeenCalledWith({
      key: 'z',
      metaKey: true,
      shiftKey: false,
      ctrlKey: false,
      activeElement: { tagName: 'input', isContentEditable: false, inputType: 'email' },
    })
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 5, clientY: 6 }))
    expect(sink.mouseMove).toHaveBeenCalledWith(expect.objectContaining({ clientX: 5, clientY: 6 }))
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 3, ctrlKey: true }))
    expect(sink.wheel).toHaveBeenCalledWith(
      expect.objectContaining({ deltaY: 3, ctrlKey: true, metaKey: false }),
    )
    stop()
  })
})
