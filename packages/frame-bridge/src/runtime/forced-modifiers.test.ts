// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { createForcedModifiers } from './forced-modifiers'

describe('createForcedModifiers', () => {
  it('copies :hover rules onto a forcing class on the element and clears them again', () => {
    document.head.innerHTML = '<style>.btn:hover { color: red; } .btn { color: blue; }</style>'
    document.body.innerHTML = '<button class="btn">Go</button>'
    const button = document.querySelector('button') as HTMLElement
    const forced = createForcedModifiers(document, { warn: vi.fn() })
    forced.set([button], ['hover'])
    expect(button.classList.contains('arb89-force-hover')).toBe(true)
    expect(getComputedStyle(button).color).toBe('rgb(255, 0, 0)')
    forced.set([button], [])
    expect(button.className).toBe('btn')
    expect(getComputedStyle(button).color).toBe('rgb(0, 0, 255)')
  })
})
