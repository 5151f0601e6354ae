import type { Lookups, TreeElement } from './lookups'
import type { NavTreeIndex } from './nav-tree-index'

/** Where a text the designer cannot edit in place comes from, as far as the source tells. */
export type DynamicTextSource =
  /** A string written as a literal prop of an enclosing component instance: editable there. */
  | {
      readonly kind: 'prop'
      readonly instanceCodebaseId: string
      readonly componentName: string
      readonly propName: string
      readonly value: string
      readonly filePath: string
      readonly line: number
    }
  /** A static text of the source shown translated (a Lingui message in another language). */
  | {
      readonly kind: 'translation'
      readonly elementKey: string
      readonly sourceText: string
      readonly filePath: string
      readonly line: number
    }
  /** Text computed by an expression of the element's source. */
  | { readonly kind: 'code'; readonly filePath: string; readonly line: number }
  /** The element is not in the indexed source. */
  | { readonly kind: 'unknown' }

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

/** A prop value counts when the shown text is it, or holds it (`Course {title}`). */
const MIN_CONTAINED_LENGTH = 2

/**
 * Finds where the text an element shows comes from (spec §2 'Edit Dynamic Text'): first a string
 * prop written literally on an enclosing component instance that the text equals (nearest
 * instance first), then one the text contains; else, for an element whose source text is static
 * but shown differently, the translation case; else the element's own source location.
 *
 * @example
 * ```ts
 * // <CourseCard title="Algebra" /> renders <h3>{title}</h3>
 * findDynamicTextSource(index, lookups, h3Key, 'Algebra')
 * // { kind: 'prop', componentName: 'CourseCard', propName: 'title', value: 'Algebra', … }
 * ```
 */
export function findDynamicTextSource(
  index: NavTreeIndex,
  lookups: Lookups,
  elementKey: string,
  shownText: string,
): DynamicTextSource {
  const shown = collapse(shownText)
  const node = index.nodes.get(elementKey)
  if (!node) return { kind: 'unknown' }
  const instances: { readonly entry: TreeElement; readonly name: string }[] = []
  for (let key = node.parentKey; key !== null; ) {
    const ancestor = index.nodes.get(key)
    if (!ancestor) break
    const entry = lookups.treeElements[ancestor.identity.codebaseId]
    if (ancestor.isComponent && entry?.type === 'component-instance')
      instances.push({ entry, name: ancestor.name })
    key = ancestor.parentKey
  }
  const matching = (accept: (value: string) => boolean) => {
    for (const { entry, name } of instances) {
      for (const [propName, value] of Object.entries(entry.literalProps)) {
        if (typeof value !== 'string' || !accept(collapse(value))) continue
        return {
          kind: 'prop' as const,
          instanceCodebaseId: entry.codebaseId,
          componentName: name,
          propName,
          value,
          filePath: entry.filePath,
          line: entry.line,
        }
      }
    }
    return null
  }
  const fromProp =
    matching((value) => value !== '' && value === shown) ??
    matching((value) => value.length >= MIN_CONTAINED_LENGTH && shown.includes(value))
  if (fromProp) return fromProp
  const own = lookups.treeElements[node.identity.codebaseId]
  if (!own) return { kind: 'unknown' }
  if (own.textIsStatic && own.editableText !== null && collapse(own.editableText) !== shown) {
    return {
      kind: 'translation',
      elementKey,
      sourceText: own.editableText,
      filePath: own.filePath,
      line: own.line,
    }
  }
  return { kind: 'code', filePath: own.filePath, line: own.line }
}
