import { describe, expect, it } from 'vitest'
import {
  buildElementKey,
  isAncestorOf,
  isElementKey,
  isParentOf,
  isSiblingOf,
  joinUniquePath,
  parseElementKey,
} from './element-key'
import { expectChangeItemError } from './test/expect-change-item-error'
import { codebaseId } from './test/sample-items'

const STORYBOARD = '3f0c1a52-7d4e-4b8a-9c61-2e5d7f8a9b10'
const key = (path: string, id = codebaseId(1), storyboard = STORYBOARD) =>
  buildElementKey({ codebaseId: id, storyboardId: storyboard, uniquePath: path })

describe('element keys', () => {
  it('joins path segments with dashes', () => {
    expect(joinUniquePath([0, '2', 1])).toBe('0-2-1')
  })

  it('builds codebaseId|storyboardId|uniquePath and parses it back', () => {
    const parts = { codebaseId: codebaseId(4), storyboardId: STORYBOARD, uniquePath: '0-2-1' }
    const built = buildElementKey(parts)
    expect(built).toBe(`${codebaseId(4)}|${STORYBOARD}|0-2-1`)
    expect(parseElementKey(built)).toEqual(parts)
  })

  it('allows an empty codebase id for an element that is not in the codebase', () => {
    const built = buildElementKey({ codebaseId: '', storyboardId: 'sb', uniquePath: '0' })
    expect(parseElementKey(built)).toEqual({ codebaseId: '', storyboardId: 'sb', uniquePath: '0' })
  })

  it('refuses malformed keys with a message saying what is wrong', () => {
    expectChangeItemError(
      () => parseElementKey('tempo-x'),
      'INVALID_ELEMENT_KEY',
      'An element key has three parts joined by "|": "tempo-x"',
    )
    expectChangeItemError(
      () => parseElementKey('tempo-x||0'),
      'INVALID_ELEMENT_KEY',
      'storyboardId of an element key must not be empty',
    )
    expectChangeItemError(
      () => parseElementKey('tempo-x|sb|0--1'),
      'INVALID_ELEMENT_KEY',
      'uniquePath of an element key has an empty segment: "0--1"',
    )
    expectChangeItemError(
      () => buildElementKey({ codebaseId: 'a|b', storyboardId: 'sb', uniquePath: '0' }),
      'INVALID_ELEMENT_KEY',
      'codebaseId of an element key must not contain "|"',
    )
    expect(isElementKey('tempo-x|sb|0-1')).toBe(true)
    expect(isElementKey('tempo-x|sb|')).toBe(false)
  })

  it('tells a direct parent from an ancestor', () => {
    expect(isParentOf(key('0-1'), key('0-1-4', codebaseId(2)))).toBe(true)
    expect(isParentOf(key('0'), key('0-1-4'))).toBe(false)
    expect(isAncestorOf(key('0'), key('0-1-4'))).toBe(true)
    expect(isAncestorOf(key('0-1'), key('0-1'))).toBe(false)
    expect(isParentOf(key('0-1-4'), key('0-1'))).toBe(false)
  })

  it('compares whole segments, not text prefixes', () => {
    expect(isParentOf(key('0-1'), key('0-10-2'))).toBe(false)
    expect(isAncestorOf(key('0-1'), key('0-12'))).toBe(false)
  })

  it('never relates elements of different storyboards', () => {
    expect(isParentOf(key('0'), key('0-1', codebaseId(1), 'other'))).toBe(false)
    expect(isAncestorOf(key('0'), key('0-1', codebaseId(1), 'other'))).toBe(false)
    expect(isSiblingOf(key('0-1'), key('0-2', codebaseId(1), 'other'))).toBe(false)
  })

  it('calls elements with the same parent siblings, but not an element itself', () => {
    expect(isSiblingOf(key('0-1'), key('0-2'))).toBe(true)
    expect(isSiblingOf(key('3'), key('0'))).toBe(true)
    expect(isSiblingOf(key('0-1'), key('0-1'))).toBe(false)
    expect(isSiblingOf(key('0-1'), key('1-2'))).toBe(false)
    expect(isSiblingOf(key('0-1'), key('0-1-2'))).toBe(false)
  })
})
