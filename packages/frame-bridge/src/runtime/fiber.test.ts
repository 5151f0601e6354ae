// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { committedPropsOf, currentFiber, type Fiber } from './fiber'

function fiber(overrides: Partial<Fiber>): Fiber {
  return {
    tag: 0,
    type: 'div',
    memoizedProps: null,
    memoizedState: null,
    stateNode: null,
    return: null,
    alternate: null,
    index: 0,
    ...overrides,
  }
}

describe('committedPropsOf', () => {
  it("reads the props React last committed to the element, not a fiber's", () => {
    const element = document.createElement('h1')
    Object.assign(element, { __reactProps$abc: { children: 'New text' } })
    expect(committedPropsOf(element)).toEqual({ children: 'New text' })
    expect(committedPropsOf(document.createElement('p'))).toBeNull()
  })

  it('finds the keys of a second React instance (another random suffix) too', () => {
    const first = document.createElement('p')
    Object.assign(first, { __reactProps$one: { id: 1 } })
    const second = document.createElement('p')
    Object.assign(second, { __reactProps$two: { id: 2 } })
    expect(committedPropsOf(first)).toEqual({ id: 1 })
    expect(committedPropsOf(second)).toEqual({ id: 2 })
    expect(committedPropsOf(first)).toEqual({ id: 1 })
  })
})

describe('currentFiber', () => {
  it('picks, of a fiber and its alternate, the one under the committed root', () => {
    const rootState: { current: Fiber | null } = { current: null }
    const committedRoot = fiber({ tag: 3, stateNode: rootState })
    const staleRoot = fiber({ tag: 3, stateNode: rootState })
    rootState.current = committedRoot
    const stale = fiber({ return: staleRoot, memoizedProps: { title: 'old' } })
    const current = fiber({ return: committedRoot, memoizedProps: { title: 'new' } })
    Object.assign(stale, { alternate: current })
    Object.assign(current, { alternate: stale })
    expect(currentFiber(stale).memoizedProps).toEqual({ title: 'new' })
    expect(currentFiber(current).memoizedProps).toEqual({ title: 'new' })
  })
})
