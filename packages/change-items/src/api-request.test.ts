import { describe, expect, it } from 'vitest'
import { API_PATH_SUFFIXES, buildApiUrlPath, buildLookupsUrlPath } from './api-request'

describe('URL paths', () => {
  it('has the 13 path suffixes of the specification', () => {
    expect(Object.values(API_PATH_SUFFIXES)).toEqual([
      'mutate/styling',
      'mutate/addJsxElement',
      'mutate/moveJsxElement',
      'mutate/removeJsxElement',
      'mutate/changePropValue',
      'mutate/wrapInDiv',
      'mutate/duplicate',
      'mutate/changeElementTag',
      'mutate/addClass',
      'mutate/removeClass',
      'mutate/editText',
      'activities/undoChangeToFiles',
      'activities/redoChangeToFiles',
    ])
  })

  it('encodes a canvas id that is not URL-safe', () => {
    expect(buildApiUrlPath('a/b c', 'mutate/styling')).toBe(
      'canvases/a%2Fb%20c/parseAndMutate/mutate/styling',
    )
  })

  it('builds the lookups path with the same encoded canvas id', () => {
    expect(buildLookupsUrlPath('learner-web')).toBe('canvases/learner-web/parseAndMutate/lookups')
    expect(buildLookupsUrlPath('a/b c')).toBe('canvases/a%2Fb%20c/parseAndMutate/lookups')
  })
})
