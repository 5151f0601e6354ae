import { ActionRefused, type ActionTarget } from '../changes/action-target'
import type { samplePage } from '../testing/nav-tree-fixtures'

/** A target on the sample page: the element with codebase id `selected`, plus a multi-selection. */
export function sampleTarget(page: ReturnType<typeof samplePage>) {
  return (selected: string | null, multi: readonly string[] = []): ActionTarget => ({
    index: page.index,
    selectedKey: selected === null ? null : page.key(selected),
    multiselectedKeys: multi.map(page.key),
  })
}

/** The message of the {@link ActionRefused} that `run` throws. */
export function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof ActionRefused) return error.message
    throw error
  }
  throw new Error('expected an ActionRefused')
}
