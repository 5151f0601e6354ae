import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { indexJsx, type JsxElementEntry } from './index-jsx'
import { linguiTransNames, transProps } from './lingui-trans'

const parse = (text: string): ts.SourceFile =>
  ts.createSourceFile('x.tsx', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)

const entryOf = (source: string, tagName: string): JsxElementEntry => {
  const found = indexJsx('src/x.tsx', source).elements.filter((e) => e.tagName === tagName)
  expect(found).toHaveLength(1)
  return found[0] as JsxElementEntry
}

const attributesOf = (jsx: string): ts.JsxAttributes => {
  let attributes: ts.JsxAttributes | undefined
  const visit = (node: ts.Node): void => {
    if (attributes === undefined && ts.isJsxAttributes(node)) attributes = node
    ts.forEachChild(node, visit)
  }
  visit(parse(`const x = ${jsx}`))
  if (attributes === undefined) throw new Error('no attributes')
  return attributes
}

describe('linguiTransNames', () => {
  it('finds Trans imported from @lingui/react/macro and @lingui/macro, renamed or not', () => {
    const names = linguiTransNames(
      parse(`import { Trans } from '@lingui/react/macro'
import { Trans as T, t } from '@lingui/macro'
import { Plural } from '@lingui/react/macro'`),
    )
    expect([...names].sort()).toEqual(['T', 'Trans'])
  })

  it('ignores Trans from the run-time package, other modules and type-only imports', () => {
    const names = linguiTransNames(
      parse(`import { Trans } from '@lingui/react'
import { Trans as Other } from './my-trans'
import type { Trans as TypeOnly } from '@lingui/react/macro'
import { type Trans as AlsoType } from '@lingui/macro'`),
    )
    expect(names.size).toBe(0)
  })
})

describe('transProps', () => {
  it('reads a literal context, as a string or a {"string"}', () => {
    expect(transProps(attributesOf('<Trans context="menu">Open</Trans>'))).toEqual({
      kind: 'message',
      context: 'menu',
    })
    expect(transProps(attributesOf(`<Trans context={'menu'}>Open</Trans>`))).toEqual({
      kind: 'message',
      context: 'menu',
    })
    expect(transProps(attributesOf('<Trans comment="for translators">Open</Trans>'))).toEqual({
      kind: 'message',
      context: null,
    })
  })

  it('says an explicit id, a spread or a computed context is not keyed by the text', () => {
    for (const jsx of [
      '<Trans id="hero.title">Open</Trans>',
      '<Trans {...props}>Open</Trans>',
      '<Trans context={where}>Open</Trans>',
    ]) {
      expect(transProps(attributesOf(jsx))).toEqual({ kind: 'not-keyed-by-text' })
    }
  })
})

describe('indexJsx staticText', () => {
  const header = `import { Trans } from '@lingui/react/macro'\n`

  it('counts a host element holding only a macro <Trans> with one text as static, with the Trans text', () => {
    const source = `${header}export const Hero = () => (
  <h1 className="title">
    <Trans>Learn English &amp; new skills with Egypt's friendliest tutors</Trans>
  </h1>
)`
    const h1 = entryOf(source, 'h1')
    const trans = entryOf(source, 'Trans')
    expect(h1.hasOnlyTextChildren).toBe(false)
    expect(h1.staticText).toMatchObject({
      kind: 'lingui-trans',
      text: "Learn English & new skills with Egypt's friendliest tutors",
      transId: trans.id,
      context: null,
    })
    const range = h1.staticText?.range
    expect(source.slice(range?.start, range?.end)).toBe(
      "Learn English &amp; new skills with Egypt's friendliest tutors",
    )
    expect(trans.staticText).toEqual(h1.staticText)
  })

  it('joins a multi-line Trans text by the JSX whitespace rule, as Lingui extracts it', () => {
    const source = `${header}const P = () => (
  <p>
    <Trans>
      Free video courses, live tutoring
      and an AI tutor.
    </Trans>
  </p>
)`
    expect(entryOf(source, 'p').staticText?.text).toBe(
      'Free video courses, live tutoring and an AI tutor.',
    )
  })

  it('keeps the Trans context', () => {
    const source = `${header}const M = () => <span><Trans context="menu">Open</Trans></span>`
    expect(entryOf(source, 'span').staticText).toMatchObject({
      kind: 'lingui-trans',
      context: 'menu',
    })
  })

  it('does not count a Trans with placeholders, nested elements or an explicit id as static', () => {
    const sources = [
      `${header}const A = ({ name }) => <h2><Trans>Hello {name}</Trans></h2>`,
      `${header}const A = () => <h2><Trans>Read the <a href="/terms">terms</a></Trans></h2>`,
      `${header}const A = () => <h2><Trans id="greeting">Hello</Trans></h2>`,
      `${header}const A = () => <h2><Trans>{'Hello'}</Trans></h2>`,
      `${header}const A = () => <h2><Trans></Trans></h2>`,
    ]
    for (const source of sources) {
      expect(entryOf(source, 'h2').staticText).toBeNull()
      expect(entryOf(source, 'Trans').staticText).toBeNull()
    }
  })

  it('does not count a Trans that is not the macro (checked by import, not by name)', () => {
    for (const source of [
      `import { Trans } from '@lingui/react'\nconst A = () => <h2><Trans>Hello</Trans></h2>`,
      `const A = () => <h2><Trans>Hello</Trans></h2>`,
    ]) {
      expect(entryOf(source, 'h2').staticText).toBeNull()
      expect(entryOf(source, 'Trans').staticText).toEqual(
        expect.objectContaining({ kind: 'text', text: 'Hello' }),
      )
    }
  })

  it('recognises a renamed macro import', () => {
    const source = `import { Trans as T } from '@lingui/macro'\nconst A = () => <h2><T>Hello</T></h2>`
    expect(entryOf(source, 'h2').staticText).toMatchObject({ kind: 'lingui-trans', text: 'Hello' })
  })

  it('does not count a host element with a Trans and something else, or a component wrapper', () => {
    const sources = [
      `${header}const A = () => <h2><Trans>Hello</Trans> world</h2>`,
      `${header}const A = () => <h2><Trans>Hello</Trans><Trans>World</Trans></h2>`,
      `${header}const A = () => <h2><Trans>Hello</Trans>{' '}</h2>`,
      `${header}const A = () => <h2><b><Trans>Hello</Trans></b></h2>`,
    ]
    for (const source of sources) expect(entryOf(source, 'h2').staticText).toBeNull()
    const link = entryOf(`${header}const A = () => <Link to="/"><Trans>Home</Trans></Link>`, 'Link')
    expect(link.staticText).toBeNull()
  })

  it('gives plain text children the text kind and elements or expressions none', () => {
    const source = `const T = ({ name }) => (
  <div>
    <p>
      Hello &amp; welcome
    </p>
    <span>Hi {name}!</span>
  </div>
)`
    const p = entryOf(source, 'p')
    expect(p.staticText).toEqual({
      kind: 'text',
      text: 'Hello & welcome',
      range: p.textChildren[0]?.range,
    })
    expect(entryOf(source, 'span').staticText).toBeNull()
    expect(entryOf(source, 'div').staticText).toBeNull()
  })
})
