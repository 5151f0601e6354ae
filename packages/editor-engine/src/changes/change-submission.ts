import {
  type ChangeItem,
  type CreateChangeItemInput,
  createChangeItem,
} from '@splendid/change-items'
import type { EditorStore } from '../editor-state'
import type { EditorTexts } from '../editor-texts'
import type { FrameConnection } from '../frame/frame-connection'
import { addPending, updateEntry } from '../history'
import type { Notices } from '../notices'
import { ActionRefused, type ActionTarget } from './action-target'
import type { ChangeOutcome } from './change-outcome'
import type { ChangeDone } from './change-processor'

/** New changes from the panels, the frame and the shortcuts. */
export interface ChangeSubmission {
  /** Submits a change: instant update in the frame, then the rewrite by mutate-api. */
  submit(input: CreateChangeItemInput): Promise<ChangeOutcome>
  /** Builds a change from the selection and submits it; a refusal becomes a notice. */
  act(build: (target: ActionTarget) => CreateChangeItemInput | null): Promise<ChangeOutcome | null>
}

/**
 * Creates the submission. A change joins the history as pending and ends applied or failed
 * with the server's message; invalid change fields become an error notice and no entry.
 *
 * @example
 * ```ts
 * const { submit, act } = createChangeSubmission(store, frame, process, notices, texts)
 * await act((target) => removeElements(target))
 * ```
 */
export function createChangeSubmission(
  store: EditorStore,
  frame: FrameConnection,
  process: (item: ChangeItem, onDone: ChangeDone) => Promise<ChangeOutcome>,
  notices: Notices,
  texts: Pick<EditorTexts, 'refused'>,
): ChangeSubmission {
  function submit(input: CreateChangeItemInput): Promise<ChangeOutcome> {
    let item: ChangeItem
    try {
      item = createChangeItem({
        ...input,
        sendInstantUpdate: (input.sendInstantUpdate ?? true) && frame.current() !== null,
      } as CreateChangeItemInput)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      notices.notify('error', message)
      return Promise.resolve({ status: 'failed', item: null, message })
    }
    store.setState({ history: addPending(store.getState().history, item) })
    return process(item, (done, ok, message) => {
      const status = ok ? 'applied' : 'failed'
      const update = { item: done, status, error: message } as const
      store.setState({ history: updateEntry(store.getState().history, item.id, update) })
    })
  }

  async function act(
    build: (target: ActionTarget) => CreateChangeItemInput | null,
  ): Promise<ChangeOutcome | null> {
    const state = store.getState()
    let input: CreateChangeItemInput | null
    try {
      input = build({
        index: state.navTree,
        selectedKey: state.selectedKey,
        multiselectedKeys: state.multiselectedKeys,
      })
    } catch (error) {
      if (!(error instanceof ActionRefused)) throw error
      notices.notify('info', texts.refused(error.refusal, error.value))
      return null
    }
    return input === null ? null : submit(input)
  }

  return { submit, act }
}
