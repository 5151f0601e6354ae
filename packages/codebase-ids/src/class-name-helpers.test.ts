import { describe, expect, it } from 'vitest'
import { CLASS_HELPER, HELPERS_SOURCE, SPREAD_HELPER } from './class-name-helpers'

type ClassHelper = (value: unknown, id: string) => unknown
type SpreadHelper = (props: unknown, id: string) => unknown

// The helpers are source text appended to user modules; evaluate that very text.
const { classHelper, spreadHelper } = new Function(
  `${HELPERS_SOURCE}\nreturn { classHelper: ${CLASS_HELPER}, spreadHelper: ${SPREAD_HELPER} }`,
)() as { classHelper: ClassHelper; spreadHelper: SpreadHelper }

const id = 'tempo-c4db6684-14eb-4980-b76e-1dfa17ac4b6e'

describe('the className helper', () => {
  it('appends the id to a class string', () => {
    expect(classHelper('btn primary', id)).toBe(`btn primary ${id}`)
  })

  it('renders just the id where React would render no class', () => {
    for (const value of [undefined, null, false, true]) expect(classHelper(value, id)).toBe(id)
  })

  it('stringifies other values as React does before appending', () => {
    expect(classHelper(0, id)).toBe(`0 ${id}`)
    expect(classHelper({ toString: () => 'custom' }, id)).toBe(`custom ${id}`)
  })
})

describe('the spread helper', () => {
  it('extends the className a spread owns and keeps every other prop', () => {
    const onClick = () => undefined
    expect(spreadHelper({ className: 'a', title: 't', onClick }, id)).toEqual({
      className: `a ${id}`,
      title: 't',
      onClick,
    })
    expect(spreadHelper({ className: undefined }, id)).toEqual({ className: id })
  })

  it('returns a spread without an own enumerable className unchanged', () => {
    const plain = { title: 't' }
    expect(spreadHelper(plain, id)).toBe(plain)
    const inherited = Object.create({ className: 'proto' }) as object
    expect(spreadHelper(inherited, id)).toBe(inherited)
    const hidden = Object.defineProperty({}, 'className', { value: 'x', enumerable: false })
    expect(spreadHelper(hidden, id)).toBe(hidden)
  })

  it('passes null and undefined spreads through', () => {
    expect(spreadHelper(null, id)).toBeNull()
    expect(spreadHelper(undefined, id)).toBeUndefined()
  })

  it('does not modify the spread object', () => {
    const props = { className: 'a' }
    spreadHelper(props, id)
    expect(props).toEqual({ className: 'a' })
  })
})
