import type { MoveJsxRequestBody } from '@splendid/change-items'
import { MutateError } from '../mutate-error'
import { type ElementText, elementTextOf } from '../source/element-text'
import { renderedChildren } from '../source/jsx-children'
import {
  besideRangeEdit,
  lastChildEdit,
  lineAwareRange,
  refuseUnlessRemovable,
  slotOf,
} from '../source/jsx-placement'
import type { TextEdit } from '../source/text-edit'
import { insertionEdits } from './apply-add-jsx'
import { importEditsFor } from './carry-imports'
import type { ElementInFile, ElementRef, OperationContext } from './operation-context'

/**
 * The insertion that makes `moving` the child at `index` of `destination` — counted among the
 * children React receives as written (elements, text runs, `{expressions}`; see
 * `renderedChildren`), the moving element left out: before the child now at `index`, or right
 * after the last one.
 *
 * @throws {MutateError} `BAD_REQUEST` for an index past the end, `NOTHING_TO_CHANGE` when the
 * element is already there.
 */
function atChildIndex(
  moving: ElementInFile,
  destination: ElementInFile,
  index: number,
  element: ElementText,
): TextEdit[] {
  const all = renderedChildren(destination.file, destination.node)
  const others = all.filter((child) => child.node !== moving.node)
  if (index > others.length) {
    throw new MutateError(
      'BAD_REQUEST',
      `childIndex ${index} is past the end: <${destination.entry.tagName}> would have ${others.length + 1} children (indexes 0 to ${others.length})`,
    )
  }
  if (all.length !== others.length && all[index]?.node === moving.node) {
    throw new MutateError(
      'NOTHING_TO_CHANGE',
      `<${moving.entry.tagName}> already is child ${index} of <${destination.entry.tagName}>`,
    )
  }
  const anchor = others[index]
  if (anchor !== undefined) return [besideRangeEdit(destination.file, anchor, 'before', element)]
  // Last: right after the last child (inline on a one-line parent), or into an empty parent.
  const last = others[others.length - 1]
  if (last !== undefined) return [besideRangeEdit(destination.file, last, 'after', element)]
  return lastChildEdit(destination.file, destination.node, element)
}

/**
 * `mutate/moveJsxElement`: moves an element (its exact text) to a new parent — within a file or
 * across files, carrying the imports it uses — after or before a sibling element, to a child
 * index (among elements, text runs and `{expressions}`), or as the last child. Refused with 409
 * when `expectedCurrentParent` is no longer its parent, and refused when the target lies inside
 * the element itself.
 */
export async function applyMoveJsx(
  ctx: OperationContext,
  body: MoveJsxRequestBody<ElementRef>,
): Promise<TextEdit[]> {
  const moving = await ctx.locate(body.elementToMove)
  if (
    body.expectedCurrentParent !== null &&
    moving.entry.parentId !== body.expectedCurrentParent.codebaseId
  ) {
    throw new MutateError(
      'PARENT_CHANGED',
      `<${moving.entry.tagName}> is no longer inside the expected parent; reload the tree and try again`,
      {
        expectedParent: body.expectedCurrentParent.codebaseId,
        actualParent: moving.entry.parentId,
      },
    )
  }
  if (
    body.childIndex !== null &&
    body.childIndex !== undefined &&
    (body.beforeElement !== null || body.afterElement !== null)
  ) {
    throw new MutateError(
      'BAD_REQUEST',
      'Give either childIndex or a beforeElement/afterElement, not both',
    )
  }
  const destination = await ctx.locate(body.newContainerElement)
  const before = body.beforeElement === null ? null : await ctx.locate(body.beforeElement)
  const after = body.afterElement === null ? null : await ctx.locate(body.afterElement)
  const inside = (other: {
    file: unknown
    entry: { range: { start: number; end: number } }
  }): boolean =>
    other.file === moving.file &&
    moving.entry.range.start <= other.entry.range.start &&
    other.entry.range.end <= moving.entry.range.end
  if (inside(destination))
    throw new MutateError('UNSUPPORTED_EDIT', `Cannot move <${moving.entry.tagName}> into itself`)
  if (
    (after !== null && after.entry.id === moving.entry.id) ||
    (before !== null && before.entry.id === moving.entry.id)
  ) {
    throw new MutateError('NOTHING_TO_CHANGE', 'An element cannot be placed next to itself')
  }
  refuseUnlessRemovable(moving.file, moving.node, 'move')
  if (slotOf(moving.node).kind !== 'jsx-child') {
    throw new MutateError(
      'UNSUPPORTED_EDIT',
      `Cannot move <${moving.entry.tagName}>: it is rendered conditionally; move the condition in code`,
    )
  }
  const start = moving.entry.range.start
  const end = moving.entry.range.end
  const removal = lineAwareRange(moving.file, start, end)
  const element = elementTextOf(moving.file, moving.node, true)
  const edits: TextEdit[] = [
    { file: moving.file.relativePath, start: removal.start, end: removal.end, text: '' },
    ...(body.childIndex === null || body.childIndex === undefined
      ? insertionEdits(destination, before, after, element)
      : atChildIndex(moving, destination, body.childIndex, element)),
  ]
  if (destination.file !== moving.file)
    edits.push(...importEditsFor(moving.file, moving.node, destination.file))
  return edits
}
