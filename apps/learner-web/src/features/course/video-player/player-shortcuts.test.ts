import { describe, expect, test } from 'vitest'
import { shortcutFor } from './player-shortcuts'

describe('shortcutFor', () => {
  test('maps the player keys anywhere in the player', () => {
    expect(shortcutFor({ key: ' ' }, 'other')).toEqual({ type: 'toggle-play' })
    expect(shortcutFor({ key: 'k' }, 'other')).toEqual({ type: 'toggle-play' })
    expect(shortcutFor({ key: 'ArrowLeft' }, 'other')).toEqual({ type: 'seek-by', seconds: -5 })
    expect(shortcutFor({ key: 'ArrowRight' }, 'other')).toEqual({ type: 'seek-by', seconds: 5 })
    expect(shortcutFor({ key: 'ArrowUp' }, 'other')).toEqual({ type: 'volume-by', delta: 0.1 })
    expect(shortcutFor({ key: 'ArrowDown' }, 'other')).toEqual({ type: 'volume-by', delta: -0.1 })
    expect(shortcutFor({ key: 'c' }, 'other')).toEqual({ type: 'toggle-captions' })
    expect(shortcutFor({ key: 'F' }, 'other')).toEqual({ type: 'toggle-fullscreen' })
    expect(shortcutFor({ key: 'm' }, 'other')).toEqual({ type: 'toggle-mute' })
  })

  test('leaves space to a focused button and arrows to the volume slider', () => {
    expect(shortcutFor({ key: ' ' }, 'button')).toBeNull()
    expect(shortcutFor({ key: 'k' }, 'button')).toEqual({ type: 'toggle-play' })
    expect(shortcutFor({ key: 'ArrowUp' }, 'volume')).toBeNull()
    expect(shortcutFor({ key: 'ArrowLeft' }, 'volume')).toBeNull()
    expect(shortcutFor({ key: 'm' }, 'volume')).toEqual({ type: 'toggle-mute' })
  })

  test('ignores keys in an open menu, browser shortcuts and other keys', () => {
    expect(shortcutFor({ key: 'c' }, 'menu')).toBeNull()
    expect(shortcutFor({ key: 'f', ctrlKey: true }, 'other')).toBeNull()
    expect(shortcutFor({ key: 'ArrowLeft', altKey: true }, 'other')).toBeNull()
    expect(shortcutFor({ key: 'c', metaKey: true }, 'other')).toBeNull()
    expect(shortcutFor({ key: 'x' }, 'other')).toBeNull()
    expect(shortcutFor({ key: 'Enter' }, 'other')).toBeNull()
  })
})
