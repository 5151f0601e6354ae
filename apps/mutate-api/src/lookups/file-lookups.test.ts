import { describe, expect, it } from 'vitest'
import { ParsedTsx } from '../source/parsed-tsx'
import { buildFileLookups } from './file-lookups'

const classesOf = (text: string): (readonly string[])[] =>
  buildFileLookups(new ParsedTsx('src/App.tsx', text)).treeElements.map(
    (element) => element.removableClasses,
  )

describe('buildFileLookups', () => {
  it('reads removable classes per className value, the same text giving the same classes', () => {
    const text = `export const A = ({ on }: { on: boolean }) => (
  <div className="p-4 flex">
    <p className="p-4 flex">x</p>
    <span className={cn('p-4', on && 'flex')} />
    <i className={\`p-4 \${on ? 'a' : 'b'} flex\`} />
    <b className={name} />
    <u />
  </div>
)
`
    const expected = [['p-4', 'flex'], ['p-4', 'flex'], ['p-4', 'flex'], ['p-4', 'flex'], [], []]
    expect(classesOf(text)).toEqual(expected)
    // Indexed again (as after a change elsewhere in the file): same answers.
    expect(classesOf(text)).toEqual(expected)
    expect(classesOf(text.replace('<p className="p-4 flex">', '<p className="p-4 grid">'))).toEqual(
      [['p-4', 'flex'], ['p-4', 'grid'], ['p-4', 'flex'], ['p-4', 'flex'], [], []],
    )
  })
})
