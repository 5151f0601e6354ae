import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createChangeItem } from '@splendid/change-items'
import { afterEach, describe, expect, it } from 'vitest'
import { byTag, elements, newIdOf, send, start, stopHarness } from './http-harness'

afterEach(stopHarness)

describe('across files', () => {
  it('moves an element into another file with the imports it uses, mapping its ids there', async () => {
    const h = await start({
      'src/App.tsx': `import { Icon } from './ui/Icon'\n\nexport function App() {\n  return (\n    <main>\n      <p>\n        <Icon name="star" />\n      </p>\n    </main>\n  )\n}\n`,
      'src/pages/Other.tsx': `'use client'\nexport function Other() {\n  return <aside className="p-2">\n    <b>Hi</b>\n  </aside>\n}\n`,
    })
    const list = await elements(h)
    const p = byTag(list, 'p')
    const icon = byTag(list, 'Icon')
    const aside = byTag(list, 'aside')
    const item = createChangeItem({
      type: 'MOVE_JSX',
      changeFields: { codebaseIdToMove: p.codebaseId, codebaseIdToMoveTo: aside.codebaseId },
    })
    const answer = await send(h, item)
    expect(answer.changedFiles.toSorted()).toEqual(['src/App.tsx', 'src/pages/Other.tsx'])
    const other = await readFile(path.join(h.project.dir, 'src/pages/Other.tsx'), 'utf8')
    expect(other).toBe(
      `'use client'\nimport { Icon } from '../ui/Icon'\nexport function Other() {\n  return <aside className="p-2">\n    <b>Hi</b>\n    <p>\n      <Icon name="star" />\n    </p>\n  </aside>\n}\n`,
    )
    const after = new Map((await elements(h)).map((each) => [each.codebaseId, each]))
    expect(after.get(newIdOf(answer, icon.codebaseId))).toMatchObject({
      tagName: 'Icon',
      filePath: 'src/pages/Other.tsx',
    })
    expect(after.get(newIdOf(answer, p.codebaseId))).toMatchObject({
      tagName: 'p',
      filePath: 'src/pages/Other.tsx',
    })
  })
})

describe('id maps', () => {
  it('maps every element to itself through a wrap, and the wrapper gets a new id', async () => {
    const h = await start()
    const before = await elements(h)
    const item = createChangeItem({
      type: 'WRAP_DIV',
      changeFields: {
        codebaseIdsToWrap: [byTag(before, 'p', 0).codebaseId, byTag(before, 'p', 1).codebaseId],
      },
    })
    const answer = await send(h, item)
    const after = new Map((await elements(h)).map((each) => [each.codebaseId, each]))
    for (const old of before) {
      const renamed = after.get(newIdOf(answer, old.codebaseId))
      expect(renamed && [renamed.tagName, renamed.editableText]).toEqual([
        old.tagName,
        old.editableText,
      ])
    }
    const mapped = new Set(before.map((each) => newIdOf(answer, each.codebaseId)))
    const added = [...after.values()].filter((each) => !mapped.has(each.codebaseId))
    expect(added.map((each) => each.tagName)).toEqual(['div'])
    expect(after.get(newIdOf(answer, byTag(before, 'p', 0).codebaseId))?.parentCodebaseId).toBe(
      added[0]?.codebaseId,
    )
  })
})
