import type { CreateChangeItemInput, ProjectComponent } from '@splendid/change-items'
import type { InspectElementPayload, InspectElementReply } from '@splendid/frame-bridge'
import type { ActionTarget } from './changes/action-target'
import type { ChangeOutcome } from './changes/change-outcome'
import { createChangeProcessor } from './changes/change-processor'
import { createChangeQueue } from './changes/change-queue'
import { createChangeSubmission } from './changes/change-submission'
import { createInstantUpdates } from './changes/instant-updates'
import { createRollback } from './changes/rollback'
import { createUndoRedo } from './changes/undo-redo'
import { createClipboard } from './clipboard'
import { createEditorStore, type EditorStore, type Notice } from './editor-state'
import { type EditorTexts, ENGLISH_EDITOR_TEXTS } from './editor-texts'
import { createFrameConnection } from './frame/frame-connection'
import { followFrameEvents } from './frame/frame-events'
import { frameFailureNotices } from './frame/frame-failure-notices'
import { initialiseFrame } from './frame/frame-initialisation'
import type { FrameLink } from './frame/frame-link'
import { inspectComponent } from './frame/inspect-component'
import { createIdMapLog } from './id-remapping'
import { createInsertDrag, type InsertDrag } from './insert-drag'
import { createInspector } from './inspector'
import { createKeyboard } from './keyboard'
import { createLayerReorder, type LayerReorder } from './layer-reorder'
import { loadLookups } from './lookups-loading'
import { createLookupsRefresh } from './lookups-refresh'
import type { MutateApi } from './mutate-api'
import { createNotices } from './notices'
import { createPreviewControls, type PreviewControls } from './preview-controls'
import { createSelection } from './selection'
import type { KeyInput, Shortcut } from './shortcuts'

/** Options of {@link createEditorSession}. */
export interface EditorSessionOptions {
  readonly canvasId: string
  readonly api: MutateApi
  /** Logs failures the designer is also shown (mutate-api refusals) or need not see. */
  readonly logger?: Pick<Console, 'warn' | 'error'>
  /** How long a notice stays (ms); errors stay until dismissed. */
  readonly noticeMs?: number
  /** The texts of notices, translated by the app; English by default. */
  readonly texts?: EditorTexts
}

/** The editor's controller: the store the panels render, and every action they take. */
export interface EditorSession extends PreviewControls, InsertDrag, LayerReorder {
  readonly store: EditorStore
  /** Connects a frame link; `onConnected` of the bridge must call {@link initialiseFrame}. */
  attachFrame(link: FrameLink): () => void
  /** Sends the project to a newly connected page (first load, reload, navigation). */
  initialiseFrame(): Promise<void>
  loadLookups(): Promise<void>
  /** The components the project's files export, with their props (the insert panel). */
  loadComponents(): Promise<readonly ProjectComponent[]>
  select(elementKey: string | null): void
  hover(elementKey: string | null): void
  /** Submits a change: instant update in the frame, then the rewrite by mutate-api. */
  submit(input: CreateChangeItemInput): Promise<ChangeOutcome>
  /** Builds a change from the selection and submits it; a refusal becomes a notice. */
  act(build: (target: ActionTarget) => CreateChangeItemInput | null): Promise<ChangeOutcome | null>
  undo(): Promise<ChangeOutcome | null>
  redo(): Promise<ChangeOutcome | null>
  /** Resolves when every submitted change has been processed. */
  settled(): Promise<void>
  refreshInspection(): Promise<void>
  /** A component's props and state, or why they cannot be read. */
  inspectComponent(payload: InspectElementPayload): Promise<InspectElementReply | null>
  /** Copies the selected elements (⌘/Ctrl+C). */
  copy(): void
  /** Pastes the copied elements after the selected one (⌘/Ctrl+V). */
  paste(): Promise<void>
  runShortcut(shortcut: Shortcut): void
  /** Handles a key press; true when it was a shortcut. */
  handleKey(input: KeyInput): boolean
  notify(kind: Notice['kind'], message: string): void
  dismissNotice(id: number): void
  /** Closes the 'Edit Dynamic Text' dialog. */
  closeDynamicText(): void
  dispose(): void
}

/**
 * Creates the editor session. Every change follows the lifecycle of the spec: the instant update
 * in the frame, then the request built by change-items' `prepareApiRequest` to mutate-api, then
 * consumed (lookups merged, codebase ids remapped in the frame, the selection kept) or failed
 * (the server's message shown, the instant update rolled back). Changes reach mutate-api one at a
 * time, in order; while one is on its way only the instant-undo types update the frame at once.
 * A frame call that fails is shown as a notice (see `isPassingFailure` for the ones that are not).
 *
 * @example
 * ```ts
 * const session = createEditorSession({ canvasId: 'learner-web', api })
 * const bridge = createParentBridge({ iframe, previewOrigin, onConnected: () => session.initialiseFrame() })
 * session.attachFrame(bridge)
 * await session.loadLookups()
 * await session.act((target) => removeElements(target))
 * ```
 */
export function createEditorSession(options: EditorSessionOptions): EditorSession {
  const { api, canvasId } = options
  const logger = options.logger ?? console
  const store = createEditorStore()
  const notices = createNotices(store, { noticeMs: options.noticeMs ?? 4000 })
  const texts = options.texts ?? ENGLISH_EDITOR_TEXTS
  const frame = createFrameConnection({ onFailure: frameFailureNotices(store, notices, texts) })
  const inspector = createInspector(store, frame)
  const selection = createSelection(store, frame, inspector)
  const preview = createPreviewControls(store, frame)
  const queue = createChangeQueue(store, frame)
  const instant = createInstantUpdates(frame, selection)
  const rollBack = createRollback(frame, selection)
  const idMaps = createIdMapLog()
  const process = createChangeProcessor({
    ...{ store, frame, api, canvasId, queue, idMaps },
    ...{ instant, rollBack, notices, texts, logger },
  })
  const changes = createChangeSubmission(store, frame, process, notices, texts)
  const undoRedo = createUndoRedo(store, frame, selection, process)
  const clipboard = createClipboard(store, changes, notices, texts)
  const insertDrag = createInsertDrag(store, frame, changes.act)
  const layerReorder = createLayerReorder(frame, changes.act)
  const keyboard = createKeyboard(store, {
    ...{ undoRedo, act: changes.act, selection, preview, clipboard },
  })
  const refreshLookups = createLookupsRefresh({
    ...{ store, frame, api, canvasId },
    pendingChanges: () => queue.size(),
  })

  return {
    ...preview,
    ...changes,
    ...keyboard,
    ...clipboard,
    ...insertDrag,
    ...layerReorder,
    store,
    attachFrame(link) {
      frame.attach(link)
      const stop = followFrameEvents(link, {
        ...{ store, inspector, selection, keyboard, preview, changes },
        refreshLookups,
      })
      return () => {
        stop()
        frame.detach(link)
      }
    },
    initialiseFrame: () =>
      initialiseFrame({ store, frame, inspector, canvasId, flushing: () => queue.size() > 0 }),
    loadLookups: () => loadLookups(store, frame, api, canvasId),
    loadComponents: async () => (await api.components(canvasId)).components,
    select: selection.select,
    hover: selection.hover,
    undo: () => undoRedo('UNDO'),
    redo: () => undoRedo('REDO'),
    settled: queue.settled,
    refreshInspection: inspector.refresh,
    inspectComponent: (payload) => inspectComponent(frame, payload, logger),
    notify: notices.notify,
    dismissNotice: notices.dismiss,
    closeDynamicText: () => store.setState({ dynamicText: null }),
    dispose: frame.close,
  }
}
