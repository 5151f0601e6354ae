import { MutateError } from '../mutate-error'
import type { TextEdit } from '../source/text-edit'
import type { ElementInFile, ElementRef, OperationContext } from './operation-context'

/**
 * Plans one change on an element and the other elements of a multi-selection (`also`), as one
 * change of the files: one activity, one undo. Each element is planned against the same text;
 * edits two plans share (an import both need) are made once. An element the change leaves as it
 * is (`NOTHING_TO_CHANGE`) is passed over, unless every element is.
 */
export async function planEachElement(
  ctx: OperationContext,
  first: ElementRef,
  also: readonly ElementRef[] | null | undefined,
  plan: (target: ElementInFile) => Promise<readonly TextEdit[]>,
): Promise<TextEdit[]> {
  const ids = [...new Set([first, ...(also ?? [])].map((ref) => ref.codebaseId))]
  const targets = await Promise.all(ids.map((codebaseId) => ctx.locate({ codebaseId })))
  const edits = new Map<string, TextEdit>()
  let unchanged: MutateError | null = null
  for (const target of targets) {
    try {
      for (const edit of await plan(target))
        edits.set(`${edit.file}\0${edit.start}\0${edit.end}\0${edit.text}`, edit)
    } catch (error) {
      if (targets.length === 1 || !isNothingToChange(error)) throw error
      unchanged ??= error
    }
  }
  if (edits.size === 0 && unchanged !== null) throw unchanged
  return [...edits.values()]
}

function isNothingToChange(error: unknown): error is MutateError {
  return error instanceof MutateError && error.code === 'NOTHING_TO_CHANGE'
}
