import { expect, it } from 'vitest'
import { writeStyleRule } from './style-rule'

const padding = (sheet: string, sheetPath = 'src/a.module.scss') =>
  writeStyleRule(sheet, sheetPath, {
    className: 'card',
    modifiers: { states: [], responsive: null, dark: false },
    entries: [['padding', '24px']],
    keepEmptyBaseRule: true,
  })

it('puts a declaration before the rule’s nested rules when it has no declaration yet', () => {
  expect(padding('.card {\n  &:hover {\n    color: red;\n  }\n}\n')).toBe(
    '.card {\n  padding: 24px;\n  &:hover {\n    color: red;\n  }\n}\n',
  )
})

it('keeps a comment on the line of the last declaration with it (CSS and SCSS)', () => {
  expect(padding('.card {\n  gap: 4px; /* items */\n}\n', 'src/a.css')).toBe(
    '.card {\n  gap: 4px; /* items */\n  padding: 24px;\n}\n',
  )
  expect(padding('.card {\n  gap: 4px; // items\n  // next\n  margin: 0;\n}\n')).toBe(
    '.card {\n  gap: 4px; // items\n  // next\n  margin: 0;\n  padding: 24px;\n}\n',
  )
})

it('writes SCSS back with its line comments, and refuses what does not parse', () => {
  expect(padding('// top\n$x: 1px;\n')).toBe('// top\n$x: 1px;\n\n.card {\n  padding: 24px;\n}\n')
  expect(() => padding('.card { color: red', 'src/a.css')).toThrow(/Unclosed block/)
})
