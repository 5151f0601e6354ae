import { describe, expect, it } from 'vitest'
import { fontFamilySuggestions } from './typography-section'

describe('fontFamilySuggestions', () => {
  it("offers the theme's font variables first, then generic stacks", () => {
    const evals = { 'font-family': 'Inter', '--font-sans': 'Inter', '--font-display': 'Playfair' }
    expect(fontFamilySuggestions(evals)).toEqual([
      'var(--font-sans)',
      'var(--font-display)',
      'system-ui, sans-serif',
      'Georgia, serif',
      'ui-monospace, monospace',
    ])
  })
})
