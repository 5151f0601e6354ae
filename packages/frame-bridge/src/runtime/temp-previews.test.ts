// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { HIDDEN_ATTRIBUTE } from './runtime-markers'
import { createTempPreviews } from './temp-previews'

describe('createTempPreviews', () => {
  it('previews a move at an index with a clone and restores the original', () => {
    document.body.innerHTML = '<ul><li>a</li><li>b</li><li>c</li></ul>'
    const list = document.querySelector('ul') as HTMLElement
    const [first] = [...list.children]
    const previews = createTempPreviews(document)
    previews.moveTo(first as Element, list, 2)
    const visible = [...list.children].filter((child) => !child.hasAttribute(HIDDEN_ATTRIBUTE))
    expect(visible.map((child) => child.textContent)).toEqual(['b', 'c', 'a'])
    previews.restoreMove()
    expect(list.innerHTML).toBe('<li>a</li><li>b</li><li>c</li>')
  })

  it('shows and removes a placeholder box of the given size', () => {
    document.body.innerHTML = '<div><p>x</p></div>'
    const parent = document.querySelector('div') as HTMLElement
    const previews = createTempPreviews(document)
    previews.addDiv(parent, 0, 40, 20)
    const box = parent.firstElementChild as HTMLElement
    expect([box.style.width, box.style.height]).toEqual(['40px', '20px'])
    previews.removeDiv()
    expect(parent.innerHTML).toBe('<p>x</p>')
  })
})
