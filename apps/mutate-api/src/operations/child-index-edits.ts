import { MutateError } from '../mutate-error'
import type { ElementText } from '../source/element-text'
import { renderedChildren } from '../source/jsx-children'
import { besideRangeEdit, lastChildEdit } from '../source/jsx-placement'
import type { JsxElementNode } from '../source/parsed-tsx'
import type { TextEdit } from '../source/text-edit'
import type { ElementInFile } from './operation-context'

/**
 * Refuses a request that places an element both by `childIndex` and by a sibling.
 *
 * @throws {MutateError} `BAD_REQUEST` when both are given.
 */
export function refuseIndexAndSibling(
  childIndex: number | null | undefined,
  ...siblings: readonly (object | null)[]
): void {
  if (childIndex !== null && childIndex !== undefined && siblings.some((ref) => ref !== null))
    throw new MutateError(
      'BAD_REQUEST',
      'Give either childIndex or a beforeElement/afterElement, not both',
    )
}

/**
 * The insertion that makes `element` the child at `index` of `destination` — counted among the
 * children React receives as written (elements, text runs, `{expressions}`; see
 * `renderedChildren`), `leftOut` (the element being moved) not counted: before the child now at
 * `index`, right after the last one, or into an empty parent.
 *
 * @throws {MutateError} `BAD_REQUEST` for an index past the end.
 */
export function childIndexEdits(
  destination: ElementInFile,
  index: number,
  element: ElementText,
  leftOut: JsxElementNode | null,
): TextEdit[] {
  const others = renderedChildren(destination.file, destination.node).filter(
    (child) => child.node !== leftOut,
  )
  if (index > others.length) {
    throw new MutateError(
      'BAD_REQUEST',
      `childIndex ${index} is past the end: <${destination.entry.tagName}> would have ${others.length + 1} children (indexes 0 to ${others.length})`,
    )
  }
  const anchor = others[index]
  if (anchor !== undefined) return [besideRangeEdit(destination.file, anchor, 'before', element)]
  // Last: right after the last child (inline on a one-line parent), or into an empty parent.
  const last = others[others.length - 1]
  if (last !== undefined) return [besideRangeEdit(destination.file, last, 'after', element)]
  return lastChildEdit(destination.file, destination.node, element)
}
