import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { planFor } from '../http/mutate-routes'
import { createFixtureProject, type FixtureProject } from '../test/fixture-project'

const CARD = `export function Card() {
  return <div>Lessons</div>
}
`

let project: FixtureProject | undefined
afterEach(async () => {
  await project?.dispose()
  project = undefined
})

async function restyleCard(files: Record<string, string>) {
  project = await createFixtureProject({ 'src/Card.tsx': CARD, ...files })
  const [element] = Object.values(project.canvas.index.lookups(['src/Card.tsx']).treeElements)
  const body = {
    reactElement: element,
    styling: { padding: '24px' },
    stylingFramework: 'CSS',
    modifiers: [],
    customProperties: {},
  }
  const done = await project.canvas.mutate('mutate/styling', planFor('mutate/styling', body))
  const read = (relative: string) => readFile(path.join(project?.dir ?? '', relative), 'utf8')
  const exists = (relative: string) => existsSync(path.join(project?.dir ?? '', relative))
  const ownClass = element?.codebaseId.replace('tempo-', '').slice(0, 8)
  return { project, activityId: done.activityId, read, exists, ownClass }
}

it('creates the component’s own module and its import; undo removes both, redo brings them back', async () => {
  const { project, activityId, read, exists, ownClass } = await restyleCard({
    'src/Other.module.css': '.other {\n  margin: 0;\n}\n',
  })
  expect(await read('src/Card.tsx')).toBe(`import styles from './Card.module.css'

export function Card() {
  return <div className={styles.sp${ownClass}}>Lessons</div>
}
`)
  expect(await read('src/Card.module.css')).toBe(`.sp${ownClass} {\n  padding: 24px;\n}\n`)
  await project.canvas.undo(activityId)
  expect(await read('src/Card.tsx')).toBe(CARD)
  expect(exists('src/Card.module.css')).toBe(false)
  await project.canvas.redo(activityId)
  expect(await read('src/Card.tsx')).toContain("import styles from './Card.module.css'")
  expect(await read('src/Card.module.css')).toContain('padding: 24px;')
})

it('writes a global class into index.css in a project without CSS modules, as before', async () => {
  const { read, exists, ownClass } = await restyleCard({ 'src/index.css': '' })
  expect(await read('src/Card.tsx')).toContain(`<div className="sp-${ownClass}">`)
  expect(await read('src/index.css')).toBe(`.sp-${ownClass} {\n  padding: 24px;\n}\n`)
  expect(exists('src/Card.module.css')).toBe(false)
})
