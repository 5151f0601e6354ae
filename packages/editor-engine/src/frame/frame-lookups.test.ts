import { describe, expect, it } from 'vitest'
import { codebaseId, lookupsFor } from '../testing/nav-tree-fixtures'
import { frameLookups } from './frame-lookups'

describe('frameLookups', () => {
  it('hands the frame the lookups as they are (typed alike, no copy), without a storyboard element', () => {
    const lookups = lookupsFor([codebaseId(1), codebaseId(2)])
    const sent = frameLookups(lookups)
    expect(sent).toEqual({
      treeElementLookup: lookups.treeElements,
      scopeLookup: lookups.scopes,
      storyboardComponentElement: null,
    })
    expect(sent.treeElementLookup).toBe(lookups.treeElements)
  })
})
