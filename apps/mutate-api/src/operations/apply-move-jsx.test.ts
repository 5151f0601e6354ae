import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { planFor } from '../http/mutate-routes'
import { createFixtureProject, type FixtureProject } from '../test/fixture-project'
import { newIdOf } from '../test/http-harness'

const APP = `export function App() {
  return (
    <main>
      <section>
        <div>
          <ul className="list">
            <li>One</li>
            <li>
              <b>Two</b>
            </li>
          </ul>
        </div>
      </section>
      <aside>
        <span>Side</span>
      </aside>
    </main>
  )
}
`

let project: FixtureProject | undefined
afterEach(async () => {
  await project?.dispose()
  project = undefined
})

describe('moveJsxElement re-indenting a multi-line element', () => {
  it('follows the id of every element inside it to the same element at its new depth', async () => {
    project = await createFixtureProject({ 'src/App.tsx': APP })
    const before = Object.values(project.canvas.index.lookups().treeElements)
    const byTag = (tag: string) => before.find((each) => each.tagName === tag)
    const answer = await project.canvas.mutate(
      'mutate/moveJsxElement',
      planFor('mutate/moveJsxElement', {
        elementToMove: byTag('ul'),
        newContainerElement: byTag('aside'),
        afterElement: byTag('span'),
        beforeElement: null,
        expectedCurrentParent: null,
      }),
    )
    expect(await readFile(path.join(project.dir, 'src/App.tsx'), 'utf8')).toContain(
      '        <span>Side</span>\n        <ul className="list">\n          <li>One</li>\n          <li>\n            <b>Two</b>\n          </li>\n        </ul>\n      </aside>',
    )
    const after = project.canvas.index.lookups().treeElements
    for (const old of before) {
      const renamed = after[newIdOf(answer, old.codebaseId)]
      expect([old.tagName, renamed?.tagName, renamed?.editableText]).toEqual([
        old.tagName,
        old.tagName,
        old.editableText,
      ])
    }
  })
})
