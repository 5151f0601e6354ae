// @vitest-environment jsdom
import { createChangeItem } from '@splendid/change-items'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { elementsWithCodebaseId } from './codebase-id-of-element'
import { MOVE_PARENT_NOT_FOUND, REMOVE_ELEMENT_NOT_FOUND } from './instant-dom-effects'
import { createInstantUpdates } from './instant-updates'
import { HIDDEN_ATTRIBUTE, TEMP_NODE_ATTRIBUTE } from './runtime-markers'
import { ID, renderFixture } from './test/fake-fibers'

function setup() {
  renderFixture(document)
  const logger = { log: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const updates = createInstantUpdates({
    doc: document,
    elementsFor: (id) => elementsWithCodebaseId(document, id),
    logger,
  })
  const el = (id: string) =>
    (elementsWithCodebaseId(document, id)[0] ?? document.querySelector(`.${id}`)) as HTMLElement
  const instantRules = () => {
    const style = document.querySelector<HTMLStyleElement>('style[data-arb89-style="instant"]')
    return [...(style?.sheet?.cssRules ?? [])].map((rule) => rule.cssText.replace(/\s+/g, ' '))
  }
  return { updates, logger, el, instantRules }
}

const selection = { elementKey: `${ID.title}|sb|0-0`, multiselectElementKeys: null }

describe('instant updates', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
  })

  it('STYLING adds an arb89-styling- class with an !important rule, undone and redone', () => {
    const { updates, el, instantRules } = setup()
    const item = createChangeItem({
      type: 'STYLING',
      changeFields: {
        codebaseId: ID.title,
        stylingChanges: { backgroundColor: 'red', margin: null },
        stylingFramework: 'Inline',
        modifiers: [],
        customProperties: {},
      },
      selectAfterInstantUpdate: selection,
    })
    expect(updates.apply(item, false)).toEqual({ successful: true, selection })
    const added = [...el(ID.title).classList].find((name) => name.startsWith('arb89-styling-'))
    expect(added).toMatch(/^arb89-styling-tempo-0{8}-0{4}-4000-8000-0{11}2-/)
    expect(instantRules()).toEqual([
      `.${added} { background-color: red !important; margin: unset !important; }`,
    ])
    expect(getComputedStyle(el(ID.title)).backgroundColor).toBe('rgb(255, 0, 0)')
    const undo = createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: item } })
    expect(updates.apply(undo, false).successful).toBe(true)
    expect(el(ID.title).className).toBe(`big ${ID.title}`)
    expect(instantRules()).toEqual([])
    const redo = createChangeItem({ type: 'REDO', changeFields: { changeToRedo: item } })
    expect(updates.apply(redo, true)).toEqual({ successful: true, selection })
    expect(instantRules()).toHaveLength(1)
  })

  it('STYLING, ADD_CLASS, REMOVE_CLASS and CHANGE_PROP on a multi-selection change every element at once, undone together', () => {
    const { updates, el } = setup()
    const item = createChangeItem({
      type: 'STYLING',
      changeFields: {
        codebaseId: ID.title,
        alsoCodebaseIds: [ID.button, ID.cardText],
        stylingChanges: { color: 'red' },
        stylingFramework: 'Tailwind',
        modifiers: [],
        customProperties: {},
      },
    })
    expect(updates.apply(item, false).successful).toBe(true)
    for (const id of [ID.title, ID.button, ID.cardText])
      expect(getComputedStyle(el(id)).color).toBe('rgb(255, 0, 0)')
    updates.apply(createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: item } }), false)
    for (const id of [ID.title, ID.button, ID.cardText])
      expect(getComputedStyle(el(id)).color).not.toBe('rgb(255, 0, 0)')

    const add = createChangeItem({
      type: 'ADD_CLASS',
      changeFields: {
        codebaseIdToAddClass: ID.title,
        alsoCodebaseIds: [ID.button],
        className: 'underline',
        addingTailwindClass: true,
        modifiers: [],
        customProperties: {},
      },
    })
    updates.apply(add, false)
    expect([el(ID.title), el(ID.button)].map((e) => e.classList.contains('underline'))).toEqual([
      true,
      true,
    ])
    const remove = createChangeItem({
      type: 'REMOVE_CLASS',
      changeFields: {
        codebaseIdToRemoveClass: ID.title,
        alsoCodebaseIds: [ID.button],
        className: 'underline',
      },
    })
    updates.apply(remove, false)
    expect([el(ID.title), el(ID.button)].map((e) => e.classList.contains('underline'))).toEqual([
      false,
      false,
    ])
    const prop = createChangeItem({
      type: 'CHANGE_PROP',
      changeFields: {
        codebaseIdToChange: ID.title,
        alsoCodebaseIds: [ID.button],
        propName: 'title',
        propValue: 'Step',
      },
    })
    updates.apply(prop, false)
    expect([el(ID.title), el(ID.button)].map((e) => e.getAttribute('title'))).toEqual([
      'Step',
      'Step',
    ])
  })

  it('STYLING under state and responsive modifiers forces the state and wraps a media query', () => {
    const { updates, instantRules } = setup()
    updates.apply(
      createChangeItem({
        type: 'STYLING',
        changeFields: {
          codebaseId: ID.title,
          stylingChanges: { color: 'blue' },
          stylingFramework: 'CSS',
          modifiers: ['hover', 'md'],
          customProperties: {},
        },
      }),
      false,
    )
    expect(instantRules()[0]).toMatch(
      /^@media \(min-width: 768px\) \{ \.arb89-styling-\S+:hover, \.arb89-styling-\S+\.arb89-force-hover \{ color: blue !important; \} \}$/,
    )
  })

  it('ADD_CLASS adds the class and a sanitized temporary class with its CSS equivalent', () => {
    const { updates, el, instantRules } = setup()
    const item = createChangeItem({
      type: 'ADD_CLASS',
      changeFields: {
        codebaseIdToAddClass: ID.button,
        className: 'hover:bg-red/50',
        addingTailwindClass: true,
        modifiers: ['hover'],
        customProperties: {},
        cssEquivalent: 'background-color: rgb(255 0 0 / 0.5)',
      },
    })
    expect(updates.apply(item, false).successful).toBe(true)
    const classes = [...el(ID.button).classList]
    expect(classes).toContain('hover:bg-red/50')
    expect(classes.some((name) => name.startsWith('arb89-styling-hover-bg-red-50-'))).toBe(true)
    expect(instantRules()).toHaveLength(1)
    updates.apply(createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: item } }), false)
    expect(el(ID.button).className).toBe(ID.button)
    expect(instantRules()).toEqual([])
  })

  it('REMOVE_JSX hides the elements, remembers nothing missing and undoes', () => {
    const { updates, el, logger } = setup()
    const missing = 'tempo-00000000-0000-4000-8000-00000000dead'
    const item = createChangeItem({
      type: 'REMOVE_JSX',
      changeFields: { codebaseIdsToRemove: [ID.button, missing] },
    })
    expect(updates.apply(item, false).successful).toBe(true)
    expect(el(ID.button).hasAttribute(HIDDEN_ATTRIBUTE)).toBe(true)
    expect(el(ID.button).style.display).toBe('none')
    expect(logger.log).toHaveBeenCalledWith(REMOVE_ELEMENT_NOT_FOUND, missing)
    updates.apply(createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: item } }), false)
    expect(el(ID.button).hasAttribute(HIDDEN_ATTRIBUTE)).toBe(false)
    expect(el(ID.button).style.display).toBe('')
  })

  it('refuses undo of a type without instant undo and non-undo types while flushing', () => {
    const { updates, el } = setup()
    const edit = createChangeItem({
      type: 'EDIT_TEXT',
      changeFields: { codebaseIdToEditText: ID.title, newText: 'Lessons', oldText: 'Courses' },
    })
    expect(updates.apply(edit, true).successful).toBe(false)
    expect(updates.apply(edit, false).successful).toBe(true)
    expect(el(ID.title).textContent).toBe('Lessons')
    const undo = createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: edit } })
    expect(updates.apply(undo, false).successful).toBe(false)
    expect(
      updates.apply(createChangeItem({ type: 'UNKNOWN', changeFields: {} }), false).successful,
    ).toBe(false)
  })

  it('REMOVE_CLASS, DUPLICATE, WRAP_DIV and CHANGE_TAG change the DOM as §4 says', () => {
    const { updates, el } = setup()
    updates.apply(
      createChangeItem({
        type: 'REMOVE_CLASS',
        changeFields: { codebaseIdToRemoveClass: ID.title, className: 'big' },
      }),
      false,
    )
    expect(el(ID.title).classList.contains('big')).toBe(false)
    updates.apply(
      createChangeItem({
        type: 'DUPLICATE',
        changeFields: { codebaseIdsToDuplicate: [ID.button] },
      }),
      false,
    )
    const duplicate = el(ID.button).nextElementSibling
    expect(duplicate?.className).toBe('tempo-duplicate-placeholder-0')
    expect(duplicate?.hasAttribute(TEMP_NODE_ATTRIBUTE)).toBe(true)
    updates.apply(
      createChangeItem({ type: 'WRAP_DIV', changeFields: { codebaseIdsToWrap: [ID.title] } }),
      false,
    )
    const wrapper = document.querySelector('.tempo-wrap-placeholder')
    expect(wrapper?.nextElementSibling?.hasAttribute(HIDDEN_ATTRIBUTE)).toBe(true)
    expect(wrapper?.firstElementChild?.textContent).toBe('Courses')
    expect(el(ID.title).parentElement).toBe(wrapper)
    updates.apply(
      createChangeItem({
        type: 'CHANGE_TAG',
        changeFields: { codebaseIdToChange: ID.cardText, newTagName: 'span' },
      }),
      false,
    )
    const span = el(ID.cardText)
    expect(span.previousElementSibling?.hasAttribute(HIDDEN_ATTRIBUTE)).toBe(true)
    expect(span?.localName).toBe('span')
    expect(span?.textContent).toBe('Hello')
    expect(span?.classList.contains(ID.cardText)).toBe(true)
  })

  it('ADD_JSX inserts the HTML before the given sibling, marked temporary', () => {
    const { updates, el } = setup()
    updates.apply(
      createChangeItem({
        type: 'ADD_JSX',
        changeFields: {
          codebaseIdToAddTo: ID.app,
          addNativeTag: 'em',
          beforeCodebaseId: ID.button,
          htmlForInstantUpdate: '<em class="new">New</em>',
        },
      }),
      false,
    )
    const added = el(ID.button).previousElementSibling
    expect(added?.outerHTML).toBe(`<em class="new" ${TEMP_NODE_ATTRIBUTE}="">New</em>`)
  })

  it('MOVE_JSX clones into the new parent and hides the original; a missing parent is logged', () => {
    const { updates, el, logger } = setup()
    updates.apply(
      createChangeItem({
        type: 'MOVE_JSX',
        changeFields: { codebaseIdToMove: ID.button, codebaseIdToMoveTo: ID.cardRoot },
      }),
      false,
    )
    expect(el(ID.cardRoot).lastElementChild?.textContent).toBe('Go')
    expect(document.querySelector(`[${HIDDEN_ATTRIBUTE}]`)?.classList.contains(ID.button)).toBe(
      true,
    )
    const missing = 'tempo-00000000-0000-4000-8000-00000000dead'
    const failed = updates.apply(
      createChangeItem({
        type: 'MOVE_JSX',
        changeFields: { codebaseIdToMove: ID.title, codebaseIdToMoveTo: missing },
      }),
      false,
    )
    expect(failed.successful).toBe(false)
    expect(logger.log).toHaveBeenCalledWith(MOVE_PARENT_NOT_FOUND, missing)
  })
})
