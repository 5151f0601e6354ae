import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { indexJsx } from './index-jsx'
import { literalValueOfExpression } from './literal-props'

const propsOf = (jsx: string) =>
  indexJsx('src/App.tsx', `export const App = () => ${jsx}`).elements[0]?.literalProps

describe('literalProps', () => {
  it('lists strings, numbers, booleans and bare props written as literals', () => {
    expect(
      propsOf(
        `<Card title="Algebra" subtitle={'Grade 9'} note={\`Term 1\`} lessons={12} delta={-1.5} free={true} premium={false} open />`,
      ),
    ).toEqual({
      title: 'Algebra',
      subtitle: 'Grade 9',
      note: 'Term 1',
      lessons: 12,
      delta: -1.5,
      free: true,
      premium: false,
      open: true,
    })
  })

  it('leaves out props written as expressions, templates with placeholders and elements', () => {
    expect(
      propsOf(
        `<Card title={course.title} label={\`Week \${n}\`} icon={<Icon />} onOpen={() => go()} size={(2)} />`,
      ),
    ).toEqual({ size: 2 })
  })

  it('decodes character references as React does, and keeps Arabic and emoji as written', () => {
    expect(propsOf('<a title="Tom &amp; Jerry &#x1F600;" aria-label="ادرس 😀" />')).toEqual({
      title: 'Tom & Jerry 😀',
      'aria-label': 'ادرس 😀',
    })
  })

  it('drops literals a later spread may override, and keeps those written after it', () => {
    expect(propsOf('<Card title="A" {...rest} badge="New" />')).toEqual({ badge: 'New' })
  })

  it('takes the last of a prop written twice', () => {
    expect(propsOf('<Card title="A" title={t} />')).toEqual({})
    expect(propsOf('<Card title={t} title="B" />')).toEqual({ title: 'B' })
  })
})

describe('literalValueOfExpression', () => {
  const literalOf = (expression: string) => {
    const file = ts.createSourceFile('x.ts', `(${expression})`, ts.ScriptTarget.Latest)
    const [statement] = file.statements
    if (statement === undefined || !ts.isExpressionStatement(statement))
      throw new Error('no expression')
    return literalValueOfExpression(statement.expression)
  }

  it('reads the literals a default value or a prop holds, and nothing else', () => {
    expect(['"md"', "'ar'", '`x`', '3', '-1.5', 'true', 'false', '((2))'].map(literalOf)).toEqual([
      'md',
      'ar',
      'x',
      3,
      -1.5,
      true,
      false,
      2,
    ])
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template with a placeholder
    for (const other of ['size', '`a${b}`', '+1', '1 + 1', 'null', 'undefined', '[1]'])
      expect(literalOf(other), other).toBeUndefined()
  })
})
