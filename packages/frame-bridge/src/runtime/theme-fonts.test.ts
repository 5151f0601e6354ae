// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readCssEvals } from './css-evals'
import { themeFontVariables } from './theme-fonts'

describe('themeFontVariables', () => {
  it("lists the :root font-family variables, not weights or other rules' variables", () => {
    document.head.innerHTML = `<style>
      @layer theme {
        :root, :host {
          --font-sans: Inter, sans-serif;
          --font-display: 'Playfair Display', serif;
          --font-weight-bold: 700;
          --font-sans--font-feature-settings: normal;
          --color-red-500: red;
        }
      }
      .card { --font-local: serif; }
    </style>`
    document.body.innerHTML = '<p>Hi</p>'
    expect(themeFontVariables(document)).toEqual(['--font-sans', '--font-display'])
    const evals = readCssEvals(document.querySelector('p') as Element)
    expect(Object.keys(evals).filter((name) => name.startsWith('--'))).toEqual([
      '--font-sans',
      '--font-display',
    ])
  })

  it('sees a style sheet replaced by a hot update', () => {
    document.head.innerHTML = '<style>:root { --font-sans: Inter; }</style>'
    expect(themeFontVariables(document)).toEqual(['--font-sans'])
    const style = document.querySelector('style') as HTMLStyleElement
    style.textContent = ':root { --font-sans: Inter; --font-mono: monospace; }'
    expect(themeFontVariables(document)).toEqual(['--font-sans', '--font-mono'])
  })
})
