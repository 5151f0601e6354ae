import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type ComponentType, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import { isTempoId } from '../codebase-id'
import { indexJsx, type JsxElementEntry } from '../index-jsx'
import { instrumentJsx } from '../instrument-jsx'
import { FIXTURES_ROOT } from './fixture-corpus'

const COMPONENTS = path.join(FIXTURES_ROOT, 'components')
const OUTPUT = path.join(FIXTURES_ROOT, '.generated', 'render')

type Variant = 'original' | 'instrumented'

/** TSX → an ES module Node can import; relative imports get the `.mjs` extension. */
function toModule(source: string, fileName: string): string {
  const { outputText } = ts.transpileModule(source, {
    fileName,
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
    },
  })
  return outputText.replace(/(from\s+['"])(\.{1,2}\/[^'"]+)(['"])/g, '$1$2.mjs$3')
}

const allEntries = new Map<string, JsxElementEntry>()

beforeAll(() => {
  rmSync(OUTPUT, { recursive: true, force: true })
  for (const variant of ['original', 'instrumented'] as const) {
    mkdirSync(path.join(OUTPUT, variant), { recursive: true })
  }
  for (const name of readdirSync(COMPONENTS)) {
    const source = readFileSync(path.join(COMPONENTS, name), 'utf8')
    const relativePath = `components/${name}`
    const instrumented = instrumentJsx(relativePath, source)?.code ?? source
    for (const entry of indexJsx(relativePath, source).elements) allEntries.set(entry.id, entry)
    const moduleName = name.replace(/\.tsx?$/, '.mjs')
    writeFileSync(path.join(OUTPUT, 'original', moduleName), toModule(source, name))
    writeFileSync(path.join(OUTPUT, 'instrumented', moduleName), toModule(instrumented, name))
  }
})

async function render(variant: Variant, file: string, exportName: string, props: object) {
  const module = (await import(
    /* @vite-ignore */ path.join(OUTPUT, variant, `${file}.mjs`)
  )) as Record<string, ComponentType<object>>
  const component = module[exportName]
  if (component === undefined) throw new Error(`${file} exports no ${exportName}`)
  return renderToStaticMarkup(createElement(component, props))
}

/** The markup with the ids taken out again: tempoelementid attributes and tempo-* classes. */
function withoutIds(html: string): string {
  return normaliseClasses(html.replace(/ tempoelementid="[^"]*"/g, ''), (token) => isTempoId(token))
}

function normaliseClasses(html: string, drop: (token: string) => boolean = () => false): string {
  return html.replace(/ class="([^"]*)"/g, (_whole, value: string) => {
    const tokens = value.split(/\s+/).filter((token) => token !== '' && !drop(token))
    return tokens.length === 0 ? '' : ` class="${tokens.join(' ')}"`
  })
}

const lessons = [
  { id: 'l1', title: 'Variables', minutes: 12, sections: ['let', 'const'] },
  { id: 'l2', title: 'Loops', minutes: 20, sections: ['for'] },
]

const cases: ReadonlyArray<readonly [string, string, object]> = [
  [
    'course-card',
    'CourseCard',
    { title: 'Intro', level: 'advanced', lessons: ['One', 'Two'], progress: 75 },
  ],
  ['button', 'Button', { children: 'Save', icon: 'x', className: 'wide', title: 'Save it' }],
  ['button', 'PlusIcon', {}],
  ['button', 'Chip', { className: 'chip', children: 'c' }],
  ['button', 'Chip', { children: 'plain' }],
  ['lesson-list', 'LessonList', { lessons, emptyText: 'Nothing yet' }],
  ['lesson-list', 'LessonList', { lessons: [], emptyText: 'Nothing yet' }],
  ['profile-form', 'default', { name: '', bio: 'Hi' }],
  ['profile-form', 'default', { name: 'Sam', bio: '' }],
  ['dashboard', 'Dashboard', { userName: 'Sam' }],
]

describe('instrumented components render the same DOM apart from the ids', () => {
  it.each(cases)('%s › %s renders the same markup plus ids', async (file, exportName, props) => {
    const before = await render('original', file, exportName, props)
    const after = await render('instrumented', file, exportName, props)
    expect(after).not.toBe(before)
    expect(withoutIds(after)).toBe(normaliseClasses(before))
  })

  it.each(cases)(
    '%s › %s tags every DOM element with its own id',
    async (file, exportName, props) => {
      const after = await render('instrumented', file, exportName, props)
      const tags = [...after.matchAll(/<([a-z][\w-]*)((?:\s[^>]*)?)>/g)]
      expect(tags.length).toBeGreaterThan(0)
      for (const [, tagName, attributes = ''] of tags) {
        const id = /\stempoelementid="([^"]*)"/.exec(attributes)?.[1]
        const classes = /\sclass="([^"]*)"/.exec(attributes)?.[1]?.split(/\s+/) ?? []
        expect(id && allEntries.get(id)?.tagName, `${tagName} ${attributes}`).toBe(tagName)
        expect(classes.filter((token) => isTempoId(token))).toEqual([id])
      }
    },
  )
})
