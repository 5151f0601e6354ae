import { describe, expect, expectTypeOf, it } from 'vitest'
import type { StylingRequestBody, UndoRequestBody } from './api-request'
import { type ChangeItem, createChangeItem } from './change-item'
import { prepareApiRequest } from './prepare-api-request'
import { CANVAS, prepare } from './test/prepare-sample'
import { element, type SampleTreeElement, sampleItem, sampleLookup } from './test/sample-items'

describe('prepareApiRequest: types follow the item', () => {
  it('types the body after the item type and the lookup element type', () => {
    const styling = prepareApiRequest(sampleItem('STYLING'), CANVAS, sampleLookup)
    expectTypeOf(styling.body).toEqualTypeOf<StylingRequestBody<SampleTreeElement>>()
    expectTypeOf(styling.pathSuffix).toEqualTypeOf<'mutate/styling'>()
    const undo = createChangeItem({
      type: 'UNDO',
      changeFields: { changeToUndo: sampleItem('STYLING', { activityId: 'a' }) },
    })
    expectTypeOf(
      prepareApiRequest(undo, CANVAS, sampleLookup).body,
    ).toEqualTypeOf<UndoRequestBody>()
    expect(styling.body.reactElement).toBe(element(1))
  })

  it('types a request for an UNKNOWN item as never, since it always throws', () => {
    const unknown = createChangeItem({ type: 'UNKNOWN', changeFields: {} })
    expectTypeOf(() => prepareApiRequest(unknown, CANVAS, sampleLookup)).returns.toBeNever()
    expect(() => prepareApiRequest(unknown, CANVAS, sampleLookup)).toThrow('Unsupported operation')
  })

  it('gives a request discriminated by pathSuffix for an item of any type', () => {
    const any: ChangeItem = sampleItem('CHANGE_TAG')
    const request = prepare(any)
    if (request.pathSuffix === 'mutate/changeElementTag') {
      expectTypeOf(request.body.newTag).toEqualTypeOf<string>()
      expect(request.body.newTag).toBe('section')
    } else {
      throw new Error(`unexpected ${request.pathSuffix}`)
    }
  })
})
