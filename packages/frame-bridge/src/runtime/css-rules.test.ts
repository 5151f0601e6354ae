// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { processRulesForElement } from './css-rules'
import { isValidSelector } from './selector-tools'

function page() {
  document.head.innerHTML = `<style data-vite-dev-id="/src/app.css">
    .btn.primary { color: red; }
    .btn:hover { color: blue; }
    @media (min-width: 768px) { .btn { padding: 4px; } }
    .big { font-size: 2em; }
    .other > .big { margin: 0; }
    section { display: block; }
    main { color: green; margin: 2px; }
  </style>`
  document.body.innerHTML =
    '<main><button class="btn primary" style="margin: 1px">Go</button></main>'
  return document.querySelector('button') as HTMLElement
}

describe('processRulesForElement', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
  })

  it('lists matching rules with removability and modifiers, and eligible rules', () => {
    const button = page()
    const logger = { warn: vi.fn() }
    const rules = processRulesForElement(document, button, [], logger)
    const bySelector = Object.fromEntries(rules.map((rule) => [rule.selector, rule]))
    expect(bySelector['.btn.primary']).toMatchObject({
      applied: true,
      removable: true,
      filename: '/src/app.css',
      allowChanges: true,
      styles: { color: 'red' },
      modifiers: [],
    })
    expect(bySelector['.btn:hover']).toMatchObject({ applied: true, modifiers: ['hover'] })
    expect(rules.find((rule) => rule.modifiers.includes('md'))).toMatchObject({ selector: '.btn' })
    expect(bySelector['.big']).toMatchObject({ applied: false, removable: false })
    expect(bySelector['.other > .big']).toBeUndefined()
    expect(bySelector.section).toBeUndefined()
    expect(bySelector['element.style']).toMatchObject({ styles: { margin: '1px' }, applied: true })
    expect(bySelector.main).toMatchObject({
      inherited: true,
      applied: true,
      removable: false,
      styles: { color: 'green' },
    })
    expect(button.className).toBe('btn primary')
  })

  it('re-checks known rules that are not on the page', () => {
    const button = page()
    const known = {
      filename: 'src/extra.css',
      selector: '.primary',
      styles: { color: 'green' },
      applied: false,
      removable: false,
      allowChanges: true,
      inherited: false,
      modifiers: [],
      codebaseId: null,
    }
    const rules = processRulesForElement(document, button, [known], { warn: vi.fn() })
    expect(rules.at(-1)).toEqual({ ...known, applied: true, removable: true })
  })
})

describe('isValidSelector', () => {
  it('needs both the browser and the parser to accept the selector, logging the parser error', () => {
    const logger = { warn: vi.fn() }
    expect(isValidSelector(document, '.a > .b:hover', logger)).toBe(true)
    expect(isValidSelector(document, '.a[', logger)).toBe(false)
    expect(isValidSelector(document, 'div::', logger)).toBe(false)
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^css-selector-parser parse error: .* Pos: \d+\.$/),
    )
  })
})
