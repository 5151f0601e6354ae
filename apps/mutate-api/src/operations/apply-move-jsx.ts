import type { MoveJsxRequestBody } from '@splendid/change-items'
import { MutateError } from '../mutate-error'
import { type ElementText, elementTextOf } from '../source/element-text'
import { renderedChildren } from '../source/jsx-children'
import { lineAwareRange, refuseUnlessRemovable, slotOf } from '../source/jsx-placement'
import type { TextEdit } from '../source/text-edit'
import { insertionEdits } from './apply-add-jsx'
import { importEditsFor } from './carry-imports'
import { childIndexEdits, refuseIndexAndSibling } from './child-index-edits'
import type { ElementInFile, ElementRef, OperationContext } from './operation-context'

/**
 * The insertion that makes `moving` the child at `index` of `destination` (see
 * {@link childIndexEdits}).
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
  // Child `index` among the others is where it is now exactly when it is child `index` now.
  if (renderedChildren(destination.file, destination.node)[index]?.node === moving.node) {
    throw new MutateError(
      'NOTHING_TO_CHANGE',
      `<${moving.entry.tagName}> already is child ${index} of <${destination.entry.tagName}>`,
    )
  }
  return childIndexEdits(destination, index, element, moving.node)
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
  refuseIndexAndSibling(body.childIndex, body.beforeElement, body.afterElement)
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
