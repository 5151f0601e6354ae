import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ParsedTsx, parseTsx } from './parsed-tsx'

const TEXT = `/** Doc */
export function App({ open }: { open: boolean }) {
  return (
    <main className="p-4">
      {open && <p>Hi</p>}
      <Card icon={<Icon />} />
    </main>
  )
}
`

function everyNode(root: ts.Node): ts.Node[] {
  const nodes: ts.Node[] = []
  const visit = (node: ts.Node): void => {
    nodes.push(node)
    ts.forEachChild(node, visit)
  }
  ts.forEachChild(root, visit)
  return nodes
}

describe('ParsedTsx', () => {
  it('sets the parent of every node, as the parser would with setParentNodes', () => {
    const file = new ParsedTsx('src/App.tsx', TEXT)
    const reference = ts.createSourceFile(
      'src/App.tsx',
      TEXT,
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    )
    const ours = everyNode(file.sourceFile)
    const theirs = everyNode(reference)
    expect(ours.length).toBe(theirs.length)
    ours.forEach((node, index) => {
      const other = theirs[index]
      expect(node.kind).toBe(other?.kind)
      expect(node.parent.kind).toBe(other?.parent.kind)
      expect(node.parent.pos).toBe(other?.parent.pos)
    })
    const p = file.locate(file.index.elements[1]?.id ?? '').node
    expect(p.getText()).toBe('<p>Hi</p>')
    expect(p.getSourceFile()).toBe(file.sourceFile)
  })

  it('resolves every indexed element to its node, props included', () => {
    const file = new ParsedTsx('src/App.tsx', TEXT)
    expect(file.index.elements.map((entry) => file.textOf(file.locate(entry.id).node))).toEqual([
      '<main className="p-4">\n      {open && <p>Hi</p>}\n      <Card icon={<Icon />} />\n    </main>',
      '<p>Hi</p>',
      '<Card icon={<Icon />} />',
      '<Icon />',
    ])
  })

  it('parseTsx links parents too and keeps the syntax errors', () => {
    const sourceFile = parseTsx('src/Broken.tsx', 'const a = <div>\n')
    expect(everyNode(sourceFile).every((node) => node.parent !== undefined)).toBe(true)
    expect(
      new ParsedTsx('src/Broken.tsx', 'const a = <div>\n').syntaxErrors.length,
    ).toBeGreaterThan(0)
  })
})
