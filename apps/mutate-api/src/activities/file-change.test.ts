import { describe, expect, it } from 'vitest'
import { fileAcross, fileHolds, recordFileChange } from './file-change'

const BEFORE = `<main>\n${'  <p>Lesson</p>\n'.repeat(2000)}  <h1>Title</h1>\n</main>\n`
const AFTER = BEFORE.replace('<h1>Title</h1>', '<h1 className="p-4">Title</h1>')

describe('recordFileChange', () => {
  it('keeps only the rewritten span of a large file', () => {
    const file = recordFileChange('src/App.tsx', BEFORE, AFTER)
    expect(file).toMatchObject({
      path: 'src/App.tsx',
      patch: { start: BEFORE.indexOf('<h1') + 3, removed: '', inserted: ' className="p-4"' },
    })
    expect(JSON.stringify(file).length).toBeLessThan(200)
  })

  it('undoes and redoes from the file as it is, both ways exactly', () => {
    const file = recordFileChange('src/App.tsx', BEFORE, AFTER)
    expect(fileHolds(file, AFTER, 'after')).toBe(true)
    expect(fileAcross(file, AFTER, 'after')).toBe(BEFORE)
    expect(fileHolds(file, BEFORE, 'before')).toBe(true)
    expect(fileAcross(file, BEFORE, 'before')).toBe(AFTER)
  })

  it('tells a file edited elsewhere (even outside the span, even by one character) or deleted', () => {
    const file = recordFileChange('src/App.tsx', BEFORE, AFTER)
    expect(fileHolds(file, AFTER.replace('Lesson', 'Lessen'), 'after')).toBe(false)
    expect(fileHolds(file, `${AFTER} `, 'after')).toBe(false)
    expect(fileHolds(file, null, 'after')).toBe(false)
    expect(fileHolds(file, AFTER, 'before')).toBe(false)
  })

  it('finds the span when the text repeats around it (no overlap of prefix and suffix)', () => {
    for (const [before, after] of [
      ['aaaa', 'aaaaaa'],
      ['abab', 'ab'],
      ['x', ''],
      ['', 'y'],
      ['same', 'same'],
    ] as const) {
      const file = recordFileChange('f.css', before, after)
      expect(fileAcross(file, after, 'after')).toBe(before)
      expect(fileAcross(file, before, 'before')).toBe(after)
    }
  })

  it('keeps whole texts for a created or deleted file, and reads logs written before patches', () => {
    const created = recordFileChange('src/assets/a.css', null, '.a {}')
    expect(created).toEqual({ path: 'src/assets/a.css', before: null, after: '.a {}' })
    expect(fileHolds(created, '.a {}', 'after')).toBe(true)
    expect(fileAcross(created, '.a {}', 'after')).toBeNull()
    const logged = { path: 'src/App.tsx', before: BEFORE, after: AFTER }
    expect(fileHolds(logged, AFTER, 'after')).toBe(true)
    expect(fileAcross(logged, AFTER, 'after')).toBe(BEFORE)
    expect(fileHolds(logged, BEFORE, 'after')).toBe(false)
  })
})
