import {
  type AddClassFields,
  type AddJsxFields,
  type ChangePropFields,
  type ChangeTagFields,
  DUPLICATE_PLACEHOLDER_CODEBASE_ID_PREFIX,
  type DuplicateFields,
  type EditTextFields,
  type MoveJsxFields,
  type RemoveClassFields,
  type RemoveJsxFields,
  type StylingFields,
  sanitizeClassName,
  WRAP_PLACEHOLDER_CODEBASE_ID,
  type WrapDivFields,
} from '@splendid/change-items'
import { TEMPO_ELEMENT_ID_ATTRIBUTE } from '@splendid/codebase-ids/ids'
import { codebaseIdOfElement } from './codebase-id-of-element'
import { childContaining, hideElement, insertAt, markTemporary } from './dom-marks'
import { combineEffects, type InstantEffect, type InstantUpdateContext } from './instant-effect'
import {
  applyTemporaryRule,
  declarationsText,
  instantRuleText,
  instantStylingClass,
} from './instant-styling'
import { nodeAtChildIndex, writtenChildrenHost } from './source-children'

/** Logged when a MOVE_JSX target parent is missing (§8); the element is skipped. */
export const MOVE_PARENT_NOT_FOUND = 'Could not find new parent element for instant update'
/** Logged when a REMOVE_JSX element is missing (§8); the item is skipped. */
export const REMOVE_ELEMENT_NOT_FOUND = 'Could not find component element for instant update'
/** Logged when the element to insert before is missing (§8); the move is aborted. */
export const INSERT_BEFORE_NOT_FOUND = 'Element to insert before not found'

/** Inserted nodes and hidden originals, undone together. */
function insertion(
  parent: Element,
  nodes: readonly Element[],
  reference: Node | null,
  hide: readonly Element[],
): InstantEffect {
  let shows: (() => void)[] = []
  const redo = () => {
    for (const node of nodes) insertAt(parent, node, reference)
    shows = hide.map(hideElement)
  }
  redo()
  return {
    undo() {
      for (const node of nodes) node.remove()
      for (const show of shows) show()
    },
    redo,
  }
}

function cloneAs(element: Element, oldId: string | null, newId: string | null): Element {
  const clone = markTemporary(element.cloneNode(true) as Element)
  if (oldId !== null && newId !== null) {
    if (clone.classList.contains(oldId)) clone.classList.replace(oldId, newId)
    if (clone.hasAttribute(TEMPO_ELEMENT_ID_ATTRIBUTE))
      clone.setAttribute(TEMPO_ELEMENT_ID_ATTRIBUTE, newId)
  }
  return clone
}

/** The elements of `codebaseId` and of the other elements of a multi-selection, each once. */
function elementsOfAll(
  context: InstantUpdateContext,
  codebaseId: string,
  also: readonly string[] | undefined,
): Element[] {
  return [...new Set([codebaseId, ...(also ?? [])].flatMap((id) => context.elementsFor(id)))]
}

/** STYLING: a temporary rule with the changes (null = unset) on a fresh `arb89-styling-` class. */
export function applyStyling(
  context: InstantUpdateContext,
  fields: StylingFields,
): InstantEffect | null {
  const elements = elementsOfAll(context, fields.codebaseId, fields.alsoCodebaseIds)
  if (elements.length === 0) return null
  const className = instantStylingClass(fields.codebaseId)
  const declarations = declarationsText({ ...fields.stylingChanges, ...fields.customProperties })
  return applyTemporaryRule(
    context.doc,
    elements,
    className,
    instantRuleText(className, declarations, fields.modifiers),
    context.logger,
  )
}

/**
 * ADD_CLASS: adds the class itself (so existing rules apply) and, with a CSS equivalent, a
 * temporary rule on a sanitized `arb89-styling-` class under the modifiers.
 */
export function applyAddClass(
  context: InstantUpdateContext,
  fields: AddClassFields,
): InstantEffect | null {
  const elements = elementsOfAll(context, fields.codebaseIdToAddClass, fields.alsoCodebaseIds)
  if (elements.length === 0 || fields.className.trim() === '') return null
  const effects: InstantEffect[] = []
  const rawClass = fields.className.trim()
  if (!/\s/.test(rawClass)) {
    const missing = elements.filter((element) => !element.classList.contains(rawClass))
    const add = () => {
      for (const element of missing) element.classList.add(rawClass)
    }
    add()
    effects.push({
      undo: () => {
        for (const element of missing) element.classList.remove(rawClass)
      },
      redo: add,
    })
  }
  const css = [fields.cssEquivalent ?? '', declarationsText(fields.customProperties)]
    .filter((text) => text.trim() !== '')
    .join('; ')
  if (css !== '') {
    const className = instantStylingClass(sanitizeClassName(rawClass))
    const rule = applyTemporaryRule(
      context.doc,
      elements,
      className,
      instantRuleText(className, declarationsText(css), fields.modifiers),
      context.logger,
    )
    if (!rule) return null
    effects.push(rule)
  }
  return combineEffects(effects)
}

/** REMOVE_CLASS: removes the class from the elements that have it. */
export function applyRemoveClass(
  context: InstantUpdateContext,
  fields: RemoveClassFields,
): InstantEffect | null {
  const elements = elementsOfAll(
    context,
    fields.codebaseIdToRemoveClass,
    fields.alsoCodebaseIds,
  ).filter((element) => element.classList.contains(fields.className))
  if (elements.length === 0) return null
  const remove = () => {
    for (const element of elements) element.classList.remove(fields.className)
  }
  remove()
  return {
    undo: () => {
      for (const element of elements) element.classList.add(fields.className)
    },
    redo: remove,
  }
}

/** What REMOVE_JSX hid, with the removed HTML remembered per parent element. */
export interface RemovalEffect extends InstantEffect {
  readonly removedHtmlByParent: ReadonlyMap<Element, readonly string[]>
}

/** REMOVE_JSX: hides the elements and remembers their HTML per parent. */
export function applyRemoveJsx(
  context: InstantUpdateContext,
  fields: RemoveJsxFields,
): RemovalEffect | null {
  const targets: Element[] = []
  for (const id of fields.codebaseIdsToRemove) {
    const elements = context.elementsFor(id)
    if (elements.length === 0) {
      context.logger.log(REMOVE_ELEMENT_NOT_FOUND, id)
      continue
    }
    targets.push(...elements)
  }
  if (targets.length === 0) return null
  const removedHtmlByParent = new Map<Element, string[]>()
  for (const element of targets) {
    const parent = element.parentElement
    if (parent)
      removedHtmlByParent.set(parent, [
        ...(removedHtmlByParent.get(parent) ?? []),
        element.outerHTML,
      ])
  }
  let shows: (() => void)[] = []
  const redo = () => {
    shows = targets.map(hideElement)
  }
  redo()
  return {
    removedHtmlByParent,
    undo: () => {
      for (const show of shows) show()
    },
    redo,
  }
}

/** EDIT_TEXT: replaces the text (in place when the element holds a single text node). */
export function applyEditText(
  context: InstantUpdateContext,
  fields: EditTextFields,
): InstantEffect | null {
  const elements = context.elementsFor(fields.codebaseIdToEditText)
  if (elements.length === 0) return null
  const previous = elements.map((element) => element.textContent ?? '')
  const write = (element: Element, text: string) => {
    const only = element.childNodes.length === 1 ? element.firstChild : null
    if (only && only.nodeType === 3) only.nodeValue = text
    else element.textContent = text
  }
  const redo = () => {
    for (const element of elements) write(element, fields.newText)
  }
  redo()
  return {
    undo: () => {
      elements.forEach((element, index) => {
        write(element, previous[index] ?? fields.oldText)
      })
    },
    redo,
  }
}

/** DUPLICATE: a clone (with a duplicate-placeholder id) after each original. */
export function applyDuplicate(
  context: InstantUpdateContext,
  fields: DuplicateFields,
): InstantEffect | null {
  const effects: InstantEffect[] = []
  fields.codebaseIdsToDuplicate.forEach((id, index) => {
    for (const element of context.elementsFor(id)) {
      if (!element.parentElement) continue
      const clone = cloneAs(element, id, `${DUPLICATE_PLACEHOLDER_CODEBASE_ID_PREFIX}${index}`)
      effects.push(insertion(element.parentElement, [clone], element.nextSibling, []))
    }
  })
  return effects.length === 0 ? null : combineEffects(effects)
}

/** WRAP_DIV: a placeholder div before the first element, holding clones; originals hidden. */
export function applyWrapDiv(
  context: InstantUpdateContext,
  fields: WrapDivFields,
): InstantEffect | null {
  const elements = fields.codebaseIdsToWrap.flatMap((id) => context.elementsFor(id).slice(0, 1))
  const first = elements[0]
  if (!first?.parentElement) return null
  const wrapper = markTemporary(context.doc.createElement('div'))
  wrapper.classList.add(WRAP_PLACEHOLDER_CODEBASE_ID)
  wrapper.setAttribute(TEMPO_ELEMENT_ID_ATTRIBUTE, WRAP_PLACEHOLDER_CODEBASE_ID)
  for (const element of elements) wrapper.append(cloneAs(element, null, null))
  return insertion(first.parentElement, [wrapper], first, elements)
}

/** CHANGE_TAG: a new element with the same attributes and contents; the original hidden. */
export function applyChangeTag(
  context: InstantUpdateContext,
  fields: ChangeTagFields,
): InstantEffect | null {
  const effects: InstantEffect[] = []
  for (const element of context.elementsFor(fields.codebaseIdToChange)) {
    if (!element.parentElement) continue
    let replacement: Element
    try {
      replacement = context.doc.createElement(fields.newTagName)
    } catch (error) {
      context.logger.error('Invalid tag name for instant update', fields.newTagName, error)
      return null
    }
    for (const attribute of element.attributes)
      replacement.setAttribute(attribute.name, attribute.value)
    for (const child of element.childNodes) replacement.append(child.cloneNode(true))
    markTemporary(replacement)
    effects.push(insertion(element.parentElement, [replacement], element.nextSibling, [element]))
  }
  return effects.length === 0 ? null : combineEffects(effects)
}

function childWithId(parent: Element, codebaseId: string): Element | null {
  for (const element of parent.querySelectorAll('*')) {
    if (codebaseIdOfElement(element) === codebaseId) return childContaining(parent, element)
  }
  return null
}

/**
 * The element the children of `codebaseId` render into: its first element, or — placing at a
 * child index of a component instance — the element inside it its `children` are handed to.
 */
function containerFor(
  context: InstantUpdateContext,
  codebaseId: string,
  childIndex: number | undefined,
): Element | null {
  const first = context.elementsFor(codebaseId)[0]
  if (first === undefined) return null
  return childIndex === undefined ? first : writtenChildrenHost(first, codebaseId)
}

/** ADD_JSX: inserts the given HTML (or an empty native tag) after/before/into the target. */
export function applyAddJsx(
  context: InstantUpdateContext,
  fields: AddJsxFields,
): InstantEffect | null {
  const parent = containerFor(context, fields.codebaseIdToAddTo, fields.childIndex)
  if (!parent) return null
  const html =
    fields.htmlForInstantUpdate ??
    (fields.addNativeTag ? `<${fields.addNativeTag}></${fields.addNativeTag}>` : null)
  if (html === null) return null
  const template = context.doc.createElement('template')
  template.innerHTML = html
  const nodes = [...template.content.children].map(markTemporary)
  if (nodes.length === 0) return null
  let reference: Node | null = null
  if (fields.beforeCodebaseId !== undefined)
    reference = childWithId(parent, fields.beforeCodebaseId)
  else if (fields.afterCodebaseId !== undefined)
    reference = childWithId(parent, fields.afterCodebaseId)?.nextSibling ?? null
  else if (fields.childIndex !== undefined)
    reference = nodeAtChildIndex(parent, fields.codebaseIdToAddTo, fields.childIndex, null)
  return insertion(parent, nodes, reference, [])
}

/** MOVE_JSX: a clone in the new parent (at before/after or the end); the original hidden. */
export function applyMoveJsx(
  context: InstantUpdateContext,
  fields: MoveJsxFields,
): InstantEffect | null {
  const element = context.elementsFor(fields.codebaseIdToMove)[0]
  if (!element) return null
  const parent = containerFor(context, fields.codebaseIdToMoveTo, fields.childIndex)
  if (!parent) {
    context.logger.log(MOVE_PARENT_NOT_FOUND, fields.codebaseIdToMoveTo)
    return null
  }
  let reference: Node | null = null
  if (fields.beforeCodebaseId !== undefined) {
    reference = childWithId(parent, fields.beforeCodebaseId)
    if (!reference) {
      context.logger.log(INSERT_BEFORE_NOT_FOUND, fields.beforeCodebaseId)
      return null
    }
  } else if (fields.afterCodebaseId !== undefined) {
    reference = childWithId(parent, fields.afterCodebaseId)?.nextSibling ?? null
  } else if (fields.childIndex !== undefined) {
    reference = nodeAtChildIndex(parent, fields.codebaseIdToMoveTo, fields.childIndex, element)
  }
  return insertion(parent, [cloneAs(element, null, null)], reference, [element])
}

/** CHANGE_PROP: sets a primitive prop as an attribute of the host elements. */
export function applyChangeProp(
  context: InstantUpdateContext,
  fields: ChangePropFields,
): InstantEffect | null {
  const value = fields.propValue
  if (value !== null && typeof value === 'object') return null
  if (/^on[A-Z]/.test(fields.propName)) return null
  const name =
    fields.propName === 'className'
      ? 'class'
      : fields.propName === 'htmlFor'
        ? 'for'
        : fields.propName.toLowerCase()
  const elements = elementsOfAll(context, fields.codebaseIdToChange, fields.alsoCodebaseIds)
  if (elements.length === 0) return null
  const previous = elements.map((element) => element.getAttribute(name))
  const redo = () => {
    for (const element of elements) {
      if (value === null || value === false) element.removeAttribute(name)
      else element.setAttribute(name, value === true ? '' : String(value))
    }
  }
  try {
    redo()
  } catch (error) {
    context.logger.error('Invalid prop for instant update', fields.propName, error)
    return null
  }
  return {
    undo: () => {
      elements.forEach((element, index) => {
        const old = previous[index]
        if (old === null || old === undefined) element.removeAttribute(name)
        else element.setAttribute(name, old)
      })
    },
    redo,
  }
}
