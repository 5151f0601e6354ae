import { describe, expect, it } from 'vitest'
import { type ChangeItem, createChangeItem } from './change-item'
import { reduceChangeItem } from './lifecycle'
import { expectChangeItemError } from './test/expect-change-item-error'
import { CANVAS, prepare } from './test/prepare-sample'
import { codebaseId, element, fullFields, sampleItem } from './test/sample-items'

const showInstantUpdate = (item: ChangeItem, successful: boolean): ChangeItem =>
  reduceChangeItem(reduceChangeItem(item, { type: 'instantUpdateSent' }), {
    type: 'instantUpdateFinished',
    successful,
  })

const url = (suffix: string) => `canvases/${CANVAS}/parseAndMutate/${suffix}`

describe('prepareApiRequest: the call of each type', () => {
  it('STYLING → mutate/styling', () => {
    expect(prepare(sampleItem('STYLING'))).toEqual({
      pathSuffix: 'mutate/styling',
      urlPath: url('mutate/styling'),
      body: {
        reactElement: element(1),
        styling: { color: 'red', margin: null },
        stylingFramework: 'Tailwind',
        modifiers: ['hover', 'md'],
        customProperties: { '--accent': '#4597F7' },
      },
    })
  })

  it("ADD_JSX copying an element → mutate/addJsxElement with 'Successfully added'", () => {
    const request = prepare(sampleItem('ADD_JSX'))
    expect(request).toEqual({
      pathSuffix: 'mutate/addJsxElement',
      urlPath: url('mutate/addJsxElement'),
      body: {
        destinationElement: element(1),
        beforeElement: element(2),
        afterElement: element(3),
        newElement: element(4),
        canvasId: CANVAS,
        deletedStoryboardId: 'storyboard-1',
        fileContentsToSourceFrom: 'export const Card = () => <div />',
        fileContentsSourceFilename: 'Card.tsx',
        hasInstantUpdate: false,
      },
      successMessage: 'Successfully added',
    })
    // A copy, not the lookup's own object.
    expect((request.body as { newElement: unknown }).newElement).not.toBe(element(4))
  })

  it('ADD_JSX of a native tag sends a native newElement and nulls for absent references', () => {
    const item = createChangeItem({
      type: 'ADD_JSX',
      changeFields: {
        codebaseIdToAddTo: codebaseId(1),
        addNativeTag: 'button',
        propsToSet: { type: 'submit' },
      },
    })
    expect(prepare(item).body).toEqual({
      destinationElement: element(1),
      beforeElement: null,
      afterElement: null,
      newElement: {
        type: 'native',
        nativeTag: 'button',
        componentName: 'button',
        propsToSet: { type: 'submit' },
      },
      canvasId: CANVAS,
      deletedStoryboardId: null,
      fileContentsToSourceFrom: null,
      fileContentsSourceFilename: null,
      hasInstantUpdate: false,
    })
  })

  it('ADD_JSX of a native tag without props sends empty propsToSet', () => {
    const item = createChangeItem({
      type: 'ADD_JSX',
      changeFields: { codebaseIdToAddTo: codebaseId(1), addNativeTag: 'div' },
    })
    expect(prepare(item).body).toMatchObject({
      newElement: { type: 'native', nativeTag: 'div', componentName: 'div', propsToSet: {} },
    })
  })

  it('ADD_JSX shown by a successful instant update reports no success message', () => {
    const shown = showInstantUpdate(sampleItem('ADD_JSX'), true)
    const request = prepare(shown)
    expect(request.body).toMatchObject({ hasInstantUpdate: true })
    expect(request).not.toHaveProperty('successMessage')
  })

  it('ADD_JSX whose instant update failed still reports the success message', () => {
    const failed = showInstantUpdate(sampleItem('ADD_JSX'), false)
    expect(prepare(failed)).toMatchObject({
      body: { hasInstantUpdate: false },
      successMessage: 'Successfully added',
    })
  })

  it('MOVE_JSX → mutate/moveJsxElement', () => {
    expect(prepare(sampleItem('MOVE_JSX'))).toEqual({
      pathSuffix: 'mutate/moveJsxElement',
      urlPath: url('mutate/moveJsxElement'),
      body: {
        elementToMove: element(1),
        newContainerElement: element(2),
        afterElement: element(3),
        beforeElement: element(4),
        expectedCurrentParent: element(5),
      },
    })
  })

  it('MOVE_JSX without siblings or expected parent sends nulls', () => {
    const item = createChangeItem({
      type: 'MOVE_JSX',
      changeFields: { codebaseIdToMove: codebaseId(1), codebaseIdToMoveTo: codebaseId(2) },
    })
    expect(prepare(item).body).toEqual({
      elementToMove: element(1),
      newContainerElement: element(2),
      afterElement: null,
      beforeElement: null,
      expectedCurrentParent: null,
    })
  })

  it('REMOVE_JSX → mutate/removeJsxElement', () => {
    expect(prepare(sampleItem('REMOVE_JSX'))).toEqual({
      pathSuffix: 'mutate/removeJsxElement',
      urlPath: url('mutate/removeJsxElement'),
      body: { elementsToRemove: [element(1), element(2)] },
    })
  })

  it("CHANGE_PROP → mutate/changePropValue with 'Prop changed'", () => {
    expect(prepare(sampleItem('CHANGE_PROP'))).toEqual({
      pathSuffix: 'mutate/changePropValue',
      urlPath: url('mutate/changePropValue'),
      body: { elementToModify: element(1), propName: 'variant', propValue: 'primary' },
      successMessage: 'Prop changed',
    })
  })

  it('WRAP_DIV → mutate/wrapInDiv', () => {
    expect(prepare(sampleItem('WRAP_DIV'))).toEqual({
      pathSuffix: 'mutate/wrapInDiv',
      urlPath: url('mutate/wrapInDiv'),
      body: { reactElements: [element(1), element(2)] },
    })
  })

  it('DUPLICATE → mutate/duplicate', () => {
    expect(prepare(sampleItem('DUPLICATE'))).toEqual({
      pathSuffix: 'mutate/duplicate',
      urlPath: url('mutate/duplicate'),
      body: { reactElements: [element(1), element(2)] },
    })
  })

  it('CHANGE_TAG → mutate/changeElementTag', () => {
    expect(prepare(sampleItem('CHANGE_TAG'))).toEqual({
      pathSuffix: 'mutate/changeElementTag',
      urlPath: url('mutate/changeElementTag'),
      body: { elementToModify: element(1), newTag: 'section' },
    })
  })

  it("ADD_CLASS → mutate/addClass with stylingFramework 'Tailwind' for a Tailwind class", () => {
    expect(prepare(sampleItem('ADD_CLASS'))).toEqual({
      pathSuffix: 'mutate/addClass',
      urlPath: url('mutate/addClass'),
      body: {
        reactElement: element(1),
        className: 'p-4',
        stylingFramework: 'Tailwind',
        modifiers: ['focus'],
        customProperties: {},
      },
    })
  })

  it('ADD_CLASS of a plain class sends stylingFramework null', () => {
    const item = createChangeItem({
      type: 'ADD_CLASS',
      changeFields: { ...fullFields.ADD_CLASS, addingTailwindClass: false },
    })
    expect(prepare(item).body).toMatchObject({ stylingFramework: null })
  })

  it('REMOVE_CLASS → mutate/removeClass', () => {
    expect(prepare(sampleItem('REMOVE_CLASS'))).toEqual({
      pathSuffix: 'mutate/removeClass',
      urlPath: url('mutate/removeClass'),
      body: { reactElement: element(1), className: 'p-4' },
    })
  })

  it('EDIT_TEXT → mutate/editText', () => {
    expect(prepare(sampleItem('EDIT_TEXT'))).toEqual({
      pathSuffix: 'mutate/editText',
      urlPath: url('mutate/editText'),
      body: { element: element(1), newText: 'Hello', oldText: 'Hi' },
    })
  })

  it("UNDO → activities/undoChangeToFiles with the wrapped change's activity id as latestUuid", () => {
    const wrapped = sampleItem('MOVE_JSX', { activityId: 'activity-42' })
    const item = createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: wrapped } })
    expect(prepare(item)).toEqual({
      pathSuffix: 'activities/undoChangeToFiles',
      urlPath: url('activities/undoChangeToFiles'),
      body: { latestUuid: 'activity-42' },
    })
  })

  it("REDO → activities/redoChangeToFiles with the wrapped change's activity id as changeToRedoId", () => {
    const wrapped = sampleItem('MOVE_JSX', { activityId: 'activity-43' })
    const item = createChangeItem({ type: 'REDO', changeFields: { changeToRedo: wrapped } })
    expect(prepare(item)).toEqual({
      pathSuffix: 'activities/redoChangeToFiles',
      urlPath: url('activities/redoChangeToFiles'),
      body: { changeToRedoId: 'activity-43' },
    })
  })

  it('uses the UNDO item own activity id nowhere: only the wrapped one counts', () => {
    const wrapped = sampleItem('STYLING')
    const item = createChangeItem({
      type: 'UNDO',
      changeFields: { changeToUndo: wrapped },
      activityId: 'activity-of-the-undo',
    })
    expectChangeItemError(
      () => prepare(item),
      'MISSING_ACTIVITY_ID',
      `Cannot undo change ${wrapped.id} (STYLING): it has no activity id`,
    )
  })
})
