// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DRIVE_MODE_STORAGE_KEY, readDriveMode, sessionStorageOf } from './drive-mode'
import { createFrameModes } from './frame-modes'

const cursorRule = () => document.querySelector('style[data-arb89-style="cursor"]')

function setup(driveMode: boolean) {
  const overlay = { setDriveMode: vi.fn(), setZoom: vi.fn(), setAiContext: vi.fn() }
  const modes = createFrameModes({ document, storage: sessionStorage, overlay, driveMode })
  return { modes, overlay }
}

describe('createFrameModes', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
    sessionStorage.clear()
  })

  it('applies the starting drive mode at once: stored, and the cursor rule only when off', () => {
    setup(false)
    expect(sessionStorage.getItem(DRIVE_MODE_STORAGE_KEY)).toBe('false')
    expect(cursorRule()).not.toBeNull()
    setup(true)
    expect(readDriveMode(sessionStorage)).toBe(true)
    expect(cursorRule()).toBeNull()
  })

  it('keeps drive mode in session storage and tells the overlay', () => {
    const { modes, overlay } = setup(false)
    modes.setDriveMode(true)
    expect(modes.driveMode).toBe(true)
    expect(sessionStorage.getItem(DRIVE_MODE_STORAGE_KEY)).toBe('true')
    expect(cursorRule()).toBeNull()
    expect(overlay.setDriveMode).toHaveBeenLastCalledWith(true)
  })

  it('holds zoom and AI context and tells the overlay', () => {
    const { modes, overlay } = setup(false)
    expect([modes.zoom, modes.aiContext]).toEqual([1, false])
    modes.setZoom(0.5)
    modes.setAiContext(true)
    expect([modes.zoom, modes.aiContext]).toEqual([0.5, true])
    expect(overlay.setZoom).toHaveBeenCalledWith(0.5)
    expect(overlay.setAiContext).toHaveBeenCalledWith(true)
  })

  it('works without storage (a sandboxed frame)', () => {
    const sandboxed = {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError')
      },
    } as unknown as Window
    expect(sessionStorageOf(sandboxed)).toBeNull()
    const overlay = { setDriveMode: vi.fn(), setZoom: vi.fn(), setAiContext: vi.fn() }
    const modes = createFrameModes({ document, storage: null, overlay, driveMode: false })
    modes.setDriveMode(true)
    expect(modes.driveMode).toBe(true)
  })
})
