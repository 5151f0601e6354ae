import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { CLASS_HELPER, SPREAD_HELPER } from './class-name-helpers'
import { codebaseIdFor } from './codebase-id'
import { indexJsx } from './index-jsx'
import { instrumentJsx } from './instrument-jsx'

const path = 'src/View.tsx'
const idAt = (ordinal: number): string => codebaseIdFor(path, ordinal)

/** Instruments `const View = () => <jsx>` and returns just the instrumented JSX. */
function instrumented(jsx: string): string {
  const prefix = 'const View = () => '
  const result = instrumentJsx(path, `${prefix}${jsx}\n`)
  if (result === null) throw new Error('expected JSX')
  return result.code.slice(prefix.length).split('\n\nfunction ')[0]?.trimEnd() ?? ''
}

function parses(code: string): boolean {
  const file = ts.createSourceFile('x.tsx', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  return (file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length === 0
}

describe('instrumentJsx', () => {
  it('adds a class and tempoelementid to an element without className', () => {
    expect(instrumented('<div id="a">x</div>')).toBe(
      `<div id="a" className="${idAt(0)}" tempoelementid="${idAt(0)}">x</div>`,
    )
  })

  it('appends the id inside a string literal className, which stays a literal', () => {
    expect(instrumented('<div className="a b" />')).toBe(
      `<div className="a b ${idAt(0)}" tempoelementid="${idAt(0)}" />`,
    )
    expect(instrumented(`<div className={'a'} />`)).toBe(
      `<div className={'a ${idAt(0)}'} tempoelementid="${idAt(0)}" />`,
    )
    expect(instrumented('<div className="" />')).toBe(
      `<div className="${idAt(0)}" tempoelementid="${idAt(0)}" />`,
    )
  })

  it('appends the id inside template literals', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the TSX source holds a template literal
    expect(instrumented('<div className={`a ${b}`} />')).toBe(
      `<div className={\`a \${b} ${idAt(0)}\`} tempoelementid="${idAt(0)}" />`,
    )
    expect(instrumented('<div className={`a`} />')).toBe(
      `<div className={\`a ${idAt(0)}\`} tempoelementid="${idAt(0)}" />`,
    )
  })

  it('wraps any other className expression in the value-preserving helper', () => {
    expect(instrumented(`<div className={cn('a', on && 'b')} />`)).toBe(
      `<div className={${CLASS_HELPER}(cn('a', on && 'b'), "${idAt(0)}")} tempoelementid="${idAt(0)}" />`,
    )
    expect(instrumented('<div className={undefined} />')).toBe(
      `<div className={${CLASS_HELPER}(undefined, "${idAt(0)}")} tempoelementid="${idAt(0)}" />`,
    )
  })

  it('turns a valueless className (true, which React drops) into the id', () => {
    expect(instrumented('<div className />')).toBe(
      `<div className={"${idAt(0)}"} tempoelementid="${idAt(0)}" />`,
    )
  })

  it('adds the class before the first spread when only spreads may set className, and wraps them', () => {
    expect(instrumented('<div id="x" {...props} title="t" {...more} />')).toBe(
      `<div id="x" className="${idAt(0)}" {...${SPREAD_HELPER}(props, "${idAt(0)}")} title="t" ` +
        `{...${SPREAD_HELPER}(more, "${idAt(0)}")} tempoelementid="${idAt(0)}" />`,
    )
  })

  it('wraps only the spreads after the last explicit className', () => {
    expect(instrumented('<div {...a} className="c" {...b} />')).toBe(
      `<div {...a} className="c ${idAt(0)}" {...${SPREAD_HELPER}(b, "${idAt(0)}")} tempoelementid="${idAt(0)}" />`,
    )
  })

  it('gives components only tempoelementid, written last so it wins over spreads', () => {
    expect(instrumented('<Card {...props} className="c" />')).toBe(
      `<Card {...props} className="c" tempoelementid="${idAt(0)}" />`,
    )
    expect(instrumented('<motion.div className="c" />')).toBe(
      `<motion.div className="c" tempoelementid="${idAt(0)}" />`,
    )
  })

  it('leaves fragments untouched and numbers their children', () => {
    const code = instrumented(
      '<><Fragment key="a"><i /></Fragment><React.Fragment key="b"><b /></React.Fragment></>',
    )
    expect(code).toBe(
      `<><Fragment key="a"><i className="${idAt(0)}" tempoelementid="${idAt(0)}" /></Fragment>` +
        `<React.Fragment key="b"><b className="${idAt(1)}" tempoelementid="${idAt(1)}" /></React.Fragment></>`,
    )
  })

  it('handles type arguments, nested elements and elements inside props', () => {
    const code = instrumented('<List<Item> render={() => <li className="r" />}><p>t</p></List>')
    expect(code).toBe(
      `<List<Item> render={() => <li className="r ${idAt(1)}" tempoelementid="${idAt(1)}" />} tempoelementid="${idAt(0)}">` +
        `<p className="${idAt(2)}" tempoelementid="${idAt(2)}">t</p></List>`,
    )
  })

  it('appends the helpers once, only when used, and the result parses', () => {
    const withHelpers = instrumentJsx(path, 'const V = () => <div className={a}><b {...p} /></div>')
    expect(withHelpers?.code.match(new RegExp(`function ${CLASS_HELPER}\\(`, 'g'))).toHaveLength(1)
    expect(withHelpers?.code.match(new RegExp(`function ${SPREAD_HELPER}\\(`, 'g'))).toHaveLength(1)
    expect(parses(withHelpers?.code ?? '')).toBe(true)
    const literalOnly = instrumentJsx(path, 'const V = () => <div className="a" />')
    expect(literalOnly?.code).not.toContain('function ')
  })

  it('writes the ids indexJsx defines', () => {
    const source = 'const V = () => <ul><>{x.map((i) => <li key={i}>{i}</li>)}</><Item /></ul>'
    expect(instrumentJsx(path, source)?.ids).toEqual(
      indexJsx(path, source).elements.map((element) => element.id),
    )
  })

  it('keeps directives first and line numbers unchanged when it appends helpers', () => {
    const source = "'use client'\nexport const V = ({ c }) => <div className={c} />\n"
    const code = instrumentJsx(path, source)?.code ?? ''
    expect(code.startsWith("'use client'\n")).toBe(true)
    expect(code.split('\n')[1]).toContain(`${CLASS_HELPER}(c, "${idAt(0)}")`)
    expect(code.indexOf(`function ${CLASS_HELPER}(`)).toBeGreaterThan(code.indexOf('<div'))
  })

  it('returns null for a file that does not parse, leaving the error to the bundler', () => {
    expect(instrumentJsx(path, 'const V = () => <div><span></div>\n')).toBeNull()
  })

  it('returns null for a file without JSX elements', () => {
    expect(instrumentJsx(path, 'export const x = 1\nconst f = () => <></>\n')).toBeNull()
  })

  it('produces a source map that takes an instrumented element back to its original position', () => {
    const source = [
      "import { cn } from './cn'",
      'export function Panel({ open }: { open: boolean }) {',
      '  return (',
      '    <section className={cn("panel", open && "open")}>',
      '      <h2 className="title">Panel</h2>',
      '      <button type="button">Close</button>',
      '    </section>',
      '  )',
      '}',
    ].join('\n')
    const result = instrumentJsx(path, source, { sourceFileName: '/abs/src/View.tsx' })
    if (result === null) throw new Error('expected JSX')
    expect(result.map.sources).toEqual(['/abs/src/View.tsx'])
    expect(result.map.sourcesContent).toEqual([source])
    const trace = new TraceMap({ ...result.map, version: 3 })
    const generatedLines = result.code.split('\n')
    const find = (needle: string) => {
      const line = generatedLines.findIndex((text) => text.includes(needle))
      return { line: line + 1, column: generatedLines[line]?.indexOf(needle) ?? -1 }
    }
    for (const [needle, line, column] of [
      ['<section', 4, 4],
      ['<h2', 5, 6],
      ['<button', 6, 6],
      ['type="button"', 6, 14],
      ['Close', 6, 28],
      ['</section>', 7, 4],
    ] as const) {
      const original = originalPositionFor(trace, find(needle))
      expect(original, needle).toMatchObject({ source: '/abs/src/View.tsx', line, column })
    }
    // The added class lives on the same generated line as the element it belongs to.
    const h2Line = generatedLines[find('<h2').line - 1]
    expect(h2Line).toContain(`className="title ${idAt(1)}"`)
  })
})
