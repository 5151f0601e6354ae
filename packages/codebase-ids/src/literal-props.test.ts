import { describe, expect, it } from 'vitest'
import { indexJsx } from './index-jsx'

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
