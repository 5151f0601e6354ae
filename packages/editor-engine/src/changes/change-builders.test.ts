import { describe, expect, it } from 'vitest'
import { indexNavTree } from '../nav-tree-index'
import { refusal, sampleTarget } from '../test/action-targets'
import { buildNavTree, comp, el, nodeOf, samplePage } from '../testing/nav-tree-fixtures'
import {
  addClass,
  addElement,
  changeProp,
  changeTag,
  duplicateElements,
  editText,
  removeClass,
  removeElements,
  styleElement,
  wrapElements,
} from './change-builders'

const page = samplePage()
const { A, B, C, D, E, F } = page.ids
const key = page.key
const target = sampleTarget(page)
const nothing = target(null)

describe('removeElements', () => {
  it('removes the single selection and selects it again on undo', () => {
    expect(removeElements(target(B))).toEqual({
      type: 'REMOVE_JSX',
      changeFields: { codebaseIdsToRemove: [B] },
      selectAfterInstantUpdate: { elementKey: null, multiselectElementKeys: [] },
      selectAfterUndo: { elementKey: key(B), multiselectElementKeys: [key(B)] },
    })
  })

  it('removes every multi-selected element once', () => {
    const twice = { ...target(null, [D, E]), multiselectedKeys: [key(D), key(E), key(D)] }
    expect(removeElements(twice).changeFields).toEqual({ codebaseIdsToRemove: [D, E] })
    expect(removeElements(target(B, [D, E])).selectAfterUndo).toEqual({
      elementKey: key(D),
      multiselectElementKeys: [key(D), key(E)],
    })
  })

  it('refuses without a selection', () => {
    expect(refusal(() => removeElements(nothing))).toBe('Select an element first')
  })
})

describe('duplicateElements', () => {
  it('duplicates the single or multi selection', () => {
    expect(duplicateElements(target(B))).toEqual({
      type: 'DUPLICATE',
      changeFields: { codebaseIdsToDuplicate: [B] },
    })
    expect(duplicateElements(target(null, [D, E])).changeFields).toEqual({
      codebaseIdsToDuplicate: [D, E],
    })
  })

  it('refuses without a selection', () => {
    expect(refusal(() => duplicateElements(nothing))).toBe('Select an element first')
  })
})

describe('wrapElements', () => {
  it('wraps siblings', () => {
    expect(wrapElements(target(null, [D, E]))).toEqual({
      type: 'WRAP_DIV',
      changeFields: { codebaseIdsToWrap: [D, E] },
    })
    expect(wrapElements(target(B)).changeFields).toEqual({ codebaseIdsToWrap: [B] })
  })

  it('refuses elements with different parents', () => {
    expect(refusal(() => wrapElements(target(null, [B, D])))).toBe(
      'Only elements with the same parent can be wrapped',
    )
  })

  it('refuses without a selection', () => {
    expect(refusal(() => wrapElements(nothing))).toBe('Select an element first')
  })
})

describe('changeTag', () => {
  it('changes the tag of a native element, lower-cased and trimmed', () => {
    expect(changeTag(target(B), ' H2 ')).toEqual({
      type: 'CHANGE_TAG',
      changeFields: { codebaseIdToChange: B, newTagName: 'h2' },
    })
    expect(changeTag(target(C), 'my-element').changeFields).toMatchObject({
      newTagName: 'my-element',
    })
  })

  it.each(['', '2div', 'di v', '<div>', 'div!'])('refuses the tag name %j', (tag) => {
    expect(refusal(() => changeTag(target(B), tag))).toBe(`"${tag}" is not a valid tag name`)
  })

  it('refuses a component', () => {
    expect(refusal(() => changeTag(target(F), 'section'))).toBe('A component has no tag to change')
  })

  it('acts on the single selection only', () => {
    expect(refusal(() => changeTag(target(null, [B, C]), 'h2'))).toBe('Select an element first')
  })
})

describe('addElement', () => {
  it('adds inside a container as its last child in the source (the tree may not show the last one yet)', () => {
    expect(addElement(target(C), 'p')).toEqual({
      type: 'ADD_JSX',
      changeFields: {
        codebaseIdToAddTo: C,
        addNativeTag: 'p',
        propsToSet: { children: 'New paragraph' },
        htmlForInstantUpdate: '<p>New paragraph</p>',
      },
    })
  })

  it('adds into an empty container without an after element', () => {
    const tree = buildNavTree(el('body', 'body', [el(A, 'main', [el(B, 'div')])]))
    const index = indexNavTree(tree)
    const input = addElement(
      { index, selectedKey: nodeOf(tree, B).key, multiselectedKeys: [] },
      'div',
    )
    expect(input.changeFields).toEqual({
      codebaseIdToAddTo: B,
      addNativeTag: 'div',
      propsToSet: { className: 'min-h-8 p-2' },
      htmlForInstantUpdate: '<div></div>',
    })
  })

  it('adds after a leaf that cannot hold children, in its parent', () => {
    expect(addElement(target(D), 'span')).toEqual({
      type: 'ADD_JSX',
      changeFields: {
        codebaseIdToAddTo: C,
        afterCodebaseId: D,
        addNativeTag: 'span',
        propsToSet: { children: 'New text' },
        htmlForInstantUpdate: '<span>New text</span>',
      },
    })
  })

  it('adds after a component instead of inside it', () => {
    expect(addElement(target(F), 'button').changeFields).toMatchObject({
      codebaseIdToAddTo: A,
      afterCodebaseId: F,
      htmlForInstantUpdate: '<button>Button</button>',
    })
  })

  it('gives placeholder text to the text tags', () => {
    expect(addElement(target(C), 'h2').changeFields).toMatchObject({
      propsToSet: { children: 'New heading' },
    })
    expect(addElement(target(C), 'a').changeFields).toMatchObject({
      propsToSet: { children: 'New link' },
    })
    expect(addElement(target(C), 'section').changeFields).toMatchObject({ propsToSet: {} })
  })

  it('refuses a bad tag name and a missing selection', () => {
    expect(refusal(() => addElement(target(C), 'no tag'))).toBe('"no tag" is not a valid tag name')
    expect(refusal(() => addElement(nothing, 'p'))).toBe('Select an element first')
  })

  it('refuses to add next to a leaf whose parent is the page root', () => {
    const tree = buildNavTree(el('body', 'body', [el(B, 'p')]))
    const index = indexNavTree(tree)
    expect(
      refusal(() =>
        addElement({ index, selectedKey: nodeOf(tree, B).key, multiselectedKeys: [] }, 'p'),
      ),
    ).toBe('This element has no parent to add to')
  })
})

describe('styling and classes', () => {
  it('styleElement restyles the selected element with Tailwind', () => {
    expect(styleElement(target(B), { color: '#000', margin: null }, ['hover'])).toEqual({
      type: 'STYLING',
      changeFields: {
        codebaseId: B,
        stylingChanges: { color: '#000', margin: null },
        stylingFramework: 'Tailwind',
        modifiers: ['hover'],
        customProperties: {},
      },
    })
    expect(refusal(() => styleElement(nothing, {}, []))).toBe('Select an element first')
  })

  it("styleElement writes in the project's styling framework when one is given", () => {
    expect(styleElement(target(B), { padding: '24px' }, [], 'CSS').changeFields).toMatchObject({
      stylingChanges: { padding: '24px' },
      stylingFramework: 'CSS',
    })
  })

  it('addClass adds a trimmed class name', () => {
    expect(addClass(target(B), ' md:w-1/2 ', ['md'])).toEqual({
      type: 'ADD_CLASS',
      changeFields: {
        codebaseIdToAddClass: B,
        className: 'md:w-1/2',
        addingTailwindClass: true,
        modifiers: ['md'],
        customProperties: {},
      },
    })
  })

  it.each(['', 'two words', 'a"b', 'x<y', 'a{b}'])('addClass refuses %j', (name) => {
    expect(refusal(() => addClass(target(B), name, []))).toBe(`"${name}" is not a class name`)
  })

  it('removeClass removes a class from the selected element', () => {
    expect(removeClass(target(B), 'text-lg')).toEqual({
      type: 'REMOVE_CLASS',
      changeFields: { codebaseIdToRemoveClass: B, className: 'text-lg' },
    })
    expect(refusal(() => removeClass(nothing, 'x'))).toBe('Select an element first')
  })
})

describe('editText and changeProp', () => {
  it('editText builds an EDIT_TEXT without instant update, or nothing when unchanged', () => {
    expect(editText(key(D), 'Old', 'New')).toEqual({
      type: 'EDIT_TEXT',
      changeFields: { codebaseIdToEditText: D, oldText: 'Old', newText: 'New' },
      sendInstantUpdate: false,
    })
    expect(editText(key(D), 'Same', 'Same')).toBeNull()
    expect(editText(key(D), 'Hi ', 'Yo ', 0)?.changeFields).toMatchObject({ textRunIndex: 0 })
  })

  it('changeProp sets a prop (null removes it)', () => {
    expect(changeProp(target(B), ' aria-label ', 'Title')).toEqual({
      type: 'CHANGE_PROP',
      changeFields: { codebaseIdToChange: B, propName: 'aria-label', propValue: 'Title' },
    })
    expect(changeProp(target(B), 'hidden', null).changeFields).toMatchObject({ propValue: null })
  })

  it.each(['', '1st', 'a b', 'on:click'])('changeProp refuses the prop name %j', (name) => {
    expect(refusal(() => changeProp(target(B), name, 1))).toBe(`"${name}" is not a prop name`)
  })

  it('changeProp needs a selection', () => {
    expect(refusal(() => changeProp(nothing, 'title', 'x'))).toBe('Select an element first')
  })
})

describe('components in the tree', () => {
  it('a component can be removed, duplicated and wrapped like any element', () => {
    const tree = buildNavTree(el('body', 'body', [el(A, 'main', [comp(B), comp(C)])]))
    const index = indexNavTree(tree)
    const multi = {
      index,
      selectedKey: null,
      multiselectedKeys: [nodeOf(tree, B).key, nodeOf(tree, C).key],
    }
    expect(wrapElements(multi).changeFields).toEqual({ codebaseIdsToWrap: [B, C] })
    expect(removeElements(multi).changeFields).toEqual({ codebaseIdsToRemove: [B, C] })
  })
})
