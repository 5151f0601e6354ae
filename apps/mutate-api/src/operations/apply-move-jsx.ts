import type { MoveJsxRequestBody } from '@splendid/change-items'
import { MutateError } from '../mutate-error'
import { elementTextOf } from '../source/element-text'
import { lineAwareRange, refuseUnlessRemovable, slotOf } from '../source/jsx-placement'
import type { TextEdit } from '../source/text-edit'
import { insertionEdits } from './apply-add-jsx'
import { importEditsFor } from './carry-imports'
import type { ElementRef, OperationContext } from './operation-context'

/**
 * `mutate/moveJsxElement`: moves an element (its exact text) to a new parent — within a file or
 * across files, carrying the imports it uses. Refused with 409 when `expectedCurrentParent` is
 * no longer its parent, and refused when the target lies inside the element itself.
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
  const edits: TextEdit[] = [
    { file: moving.file.relativePath, start: removal.start, end: removal.end, text: '' },
    ...insertionEdits(destination, before, after, elementTextOf(moving.file, moving.node, true)),
  ]
  if (destination.file !== moving.file)
    edits.push(...importEditsFor(moving.file, moving.node, destination.file))
  return edits
}
