import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { codebaseIdFor } from './codebase-id'
import { CodebaseIdError } from './codebase-id-error'
import { indexJsx, type JsxElementEntry } from './index-jsx'

const fixture = (name: string): string =>
  readFileSync(new URL(`../test/fixtures/components/${name}`, import.meta.url), 'utf8')

const byTag = (elements: readonly JsxElementEntry[], tagName: string): JsxElementEntry[] =>
  elements.filter((element) => element.tagName === tagName)

const only = (elements: readonly JsxElementEntry[], tagName: string): JsxElementEntry => {
  const found = byTag(elements, tagName)
  expect(found).toHaveLength(1)
  return found[0] as JsxElementEntry
}

describe('indexJsx', () => {
  it('numbers elements in depth-first source order and derives ids from path and ordinal', () => {
    const source = `const App = () => (
  <main>
    <h1>Title</h1>
    <section>
      <p>One</p>
    </section>
    <footer />
  </main>
)`
    const { elements, relativePath } = indexJsx('./src\\App.tsx', source)
    expect(relativePath).toBe('src/App.tsx')
    expect(elements.map((element) => element.tagName)).toEqual([
      'main',
      'h1',
      'section',
      'p',
      'footer',
    ])
    elements.forEach((element, index) => {
      expect(element.ordinal).toBe(index)
      expect(element.id).toBe(codebaseIdFor('src/App.tsx', index))
    })
  })

  it('excludes <>, <Fragment> and <React.Fragment> from ordinals and parents', () => {
    const source = `const List = () => (
  <>
    <ul>
      <Fragment key="a"><li>a</li></Fragment>
      <React.Fragment key="b"><li>b</li></React.Fragment>
    </ul>
  </>
)`
    const { elements } = indexJsx('src/List.tsx', source)
    expect(elements.map((element) => element.tagName)).toEqual(['ul', 'li', 'li'])
    const [ul, first, second] = elements
    expect(ul?.parentId).toBeNull()
    expect(first?.parentId).toBe(ul?.id)
    expect(second?.parentId).toBe(ul?.id)
  })

  it('counts elements inside props and expressions, in source order, under their owner', () => {
    const source = `const Toolbar = ({ items }) => (
  <Bar icon={<Icon name="menu" />}>
    {items.map((item) => <Item key={item.id}>{item.label}</Item>)}
  </Bar>
)`
    const { elements } = indexJsx('src/Toolbar.tsx', source)
    expect(elements.map((element) => element.tagName)).toEqual(['Bar', 'Icon', 'Item'])
    const [bar, icon, item] = elements
    expect(icon?.parentId).toBe(bar?.id)
    expect(item?.parentId).toBe(bar?.id)
  })

  it('tells host elements from components, member tags and namespaced tags included', () => {
    const source = `const X = () => (
  <div>
    <motion.div />
    <Foo.Bar />
    <Card />
    <my-widget />
    <svg:rect />
    <this.Slot />
  </div>
)`
    const { elements } = indexJsx('src/X.tsx', source)
    expect(elements.map((element) => [element.tagName, element.isComponent])).toEqual([
      ['div', false],
      ['motion.div', true],
      ['Foo.Bar', true],
      ['Card', true],
      ['my-widget', false],
      ['svg:rect', false],
      ['this.Slot', true],
    ])
  })

  it('names the enclosing component for declarations, arrows, default exports and wrappers', () => {
    const source = `function Declared() { return <a /> }
const Arrow = () => <b />
export default function DefaultNamed() { return <i /> }
const Memo = memo(() => <u />)
const Forwarded = React.forwardRef((props, ref) => <s ref={ref} />)
const Both = memo(forwardRef(function Inner(props, ref) { return <em /> }))
const Cast = ((() => <q />) as unknown) as FC
class Legacy extends Component { render() { return <table /> } }
const helpers = { Row: () => <tr />, Cell() { return <th /> } }
function renderCell() { return <td /> }
const element = <hr />
export const Page = () => {
  const renderItem = (x) => <li>{x}</li>
  return <ol>{[1].map(renderItem)}</ol>
}`
    const { elements } = indexJsx('src/many.tsx', source)
    expect(elements.map((element) => [element.tagName, element.componentName])).toEqual([
      ['a', 'Declared'],
      ['b', 'Arrow'],
      ['i', 'DefaultNamed'],
      ['u', 'Memo'],
      ['s', 'Forwarded'],
      ['em', 'Inner'],
      ['q', 'Cast'],
      ['table', 'Legacy'],
      ['tr', 'Row'],
      ['th', 'Cell'],
      ['td', null],
      ['hr', null],
      ['li', 'Page'],
      ['ol', 'Page'],
    ])
  })

  it('gives no component name to JSX in an anonymous default export', () => {
    const { elements } = indexJsx('src/anon.tsx', 'export default function () { return <p /> }')
    expect(elements[0]?.componentName).toBeNull()
  })

  it('reports offsets and 1-based lines with 0-based columns for the element and its opening tag', () => {
    const source = 'const A = () => (\n  <div id="x">\n    <br />\n  </div>\n)'
    const { elements } = indexJsx('src/A.tsx', source)
    const [div, br] = elements
    expect(div?.range.start).toBe(source.indexOf('<div'))
    expect(div?.range.end).toBe(source.indexOf('</div>') + '</div>'.length)
    expect(div?.range.startPosition).toEqual({ line: 2, column: 2 })
    expect(div?.range.endPosition).toEqual({ line: 4, column: 8 })
    expect(div?.openingRange.end).toBe(source.indexOf('>', source.indexOf('<div')) + 1)
    expect(div?.selfClosing).toBe(false)
    expect(br?.range.startPosition).toEqual({ line: 3, column: 4 })
    expect(br?.selfClosing).toBe(true)
    expect(br?.openingRange).toEqual(br?.range)
  })

  it('lists text children as rendered and says whether an element holds only text', () => {
    const source = `const T = ({ name }) => (
  <div>
    <p>
      Hello &amp; welcome
    </p>
    <span>Hi {name}!</span>
    <b>{name}</b>
    <i></i>
  </div>
)`
    const { elements } = indexJsx('src/T.tsx', source)
    const p = only(elements, 'p')
    expect(p.textChildren.map((child) => child.text)).toEqual(['Hello & welcome'])
    expect(p.hasOnlyTextChildren).toBe(true)
    const raw = p.textChildren[0]?.range
    expect(source.slice(raw?.start, raw?.end)).toContain('Hello &amp; welcome')
    const span = only(elements, 'span')
    expect(span.textChildren.map((child) => child.text)).toEqual(['Hi ', '!'])
    expect(span.hasOnlyTextChildren).toBe(false)
    expect(only(elements, 'b').textChildren).toEqual([])
    expect(only(elements, 'i').hasOnlyTextChildren).toBe(false)
    expect(only(elements, 'div').textChildren).toEqual([])
  })

  it('indexes the fixture corpus with the expected structure', () => {
    const { elements } = indexJsx('components/lesson-list.tsx', fixture('lesson-list.tsx'))
    expect(elements.every((element) => element.componentName === 'LessonList')).toBe(true)
    expect(byTag(elements, 'dt')[0]?.parentId).toBeNull()
    const section = only(elements, 'section')
    expect(only(elements, 'hr').parentId).toBe(section.id)
    expect(only(elements, 'footer').parentId).toBe(section.id)
    expect(only(elements, 'h4').parentId).toBe(section.id)
    expect(only(elements, 'small').parentId).toBe(only(elements, 'h4').id)
  })

  it('returns the same ids for the same input and different ids for another path', () => {
    const source = fixture('dashboard.tsx')
    const first = indexJsx('components/dashboard.tsx', source).elements.map((e) => e.id)
    const again = indexJsx('components/dashboard.tsx', source).elements.map((e) => e.id)
    const moved = indexJsx('pages/dashboard.tsx', source).elements.map((e) => e.id)
    expect(again).toEqual(first)
    expect(new Set(first).size).toBe(first.length)
    expect(moved.some((id) => first.includes(id))).toBe(false)
  })

  it('keeps ids under formatting changes and shifts later ids when an element is inserted', () => {
    const before = indexJsx('src/S.tsx', 'const S = () => <ul><li>a</li><li>b</li></ul>')
    const reformatted = indexJsx(
      'src/S.tsx',
      'const S = () => (\n  <ul>\n    <li className="x">a</li>\n    <li>b</li>\n  </ul>\n)',
    )
    const inserted = indexJsx(
      'src/S.tsx',
      'const S = () => <ul><li>new</li><li>a</li><li>b</li></ul>',
    )
    const ids = (index: typeof before) => index.elements.map((element) => element.id)
    expect(ids(reformatted)).toEqual(ids(before))
    expect(ids(inserted).slice(0, 3)).toEqual(ids(before))
    expect(inserted.elements[2]?.textChildren[0]?.text).toBe('a')
  })

  it('reports syntax errors it recovered from, and none for valid files', () => {
    expect(indexJsx('src/ok.tsx', fixture('button.tsx')).syntaxErrors).toEqual([])
    const broken = indexJsx('src/bad.tsx', 'const A = () => (\n  <div>\n)')
    expect(broken.syntaxErrors.length).toBeGreaterThan(0)
    expect(broken.syntaxErrors[0]?.message).toMatch(/\w/)
    expect(broken.syntaxErrors[0]?.position.line).toBeGreaterThanOrEqual(1)
  })
})

describe('indexJsx with options.sourceFile', () => {
  const parse = (text: string, kind: ts.ScriptKind, parents: boolean): ts.SourceFile =>
    ts.createSourceFile('any-name.tsx', text, ts.ScriptTarget.Latest, parents, kind)

  it('returns exactly what its own parse gives, with or without parent pointers', () => {
    const source = fixture('dashboard.tsx')
    const own = indexJsx('src/dashboard.tsx', source)
    for (const parents of [true, false]) {
      const sourceFile = parse(source, ts.ScriptKind.TSX, parents)
      expect(indexJsx('src/dashboard.tsx', source, { sourceFile })).toEqual(own)
    }
  })

  it('reports the same syntax errors from a given parse of a broken file', () => {
    const source = 'const A = () => (\n  <div>\n)'
    const sourceFile = parse(source, ts.ScriptKind.TSX, true)
    expect(indexJsx('src/bad.tsx', source, { sourceFile })).toEqual(indexJsx('src/bad.tsx', source))
  })

  it('refuses a SourceFile parsed from other text with SOURCE_FILE_MISMATCH', () => {
    const sourceFile = parse('const A = () => <a />', ts.ScriptKind.TSX, true)
    const call = () => indexJsx('src/A.tsx', 'const A = () => <b />', { sourceFile })
    expect(call).toThrow(CodebaseIdError)
    expect(call).toThrow(expect.objectContaining({ code: 'SOURCE_FILE_MISMATCH' }))
  })

  it('refuses a SourceFile parsed without JSX with SOURCE_FILE_MISMATCH', () => {
    const source = 'const n = <number>value'
    const sourceFile = parse(source, ts.ScriptKind.TS, true)
    expect(() => indexJsx('src/n.tsx', source, { sourceFile })).toThrow(
      expect.objectContaining({ code: 'SOURCE_FILE_MISMATCH' }),
    )
  })
})
