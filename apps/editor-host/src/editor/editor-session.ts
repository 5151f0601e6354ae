import { t } from '@lingui/core/macro'
import {
  type ChangeItem,
  type CodebaseIdMap,
  type CreateChangeItemInput,
  canInstantUpdateWhileFlushing,
  createChangeItem,
  type ElementSelection,
  needsInstantUpdate,
  prepareApiRequest,
  reduceChangeItem,
  remapChangeItemIds,
  remapElementKey,
  serialiseChangeItem,
  supportsInstantUndo,
} from '@splendid/change-items'
import {
  ActionRefused,
  type ActionTarget,
  addPending,
  codebaseIdOf,
  duplicateElements,
  type EditorState,
  editText,
  type FrameLink,
  INITIAL_EDITOR_STATE,
  indexNavTree,
  isTypingElement,
  type KeyInput,
  type Lookups,
  type MutateApiClient,
  MutateApiError,
  type MutationResponse,
  mergeLookups,
  moveElement,
  type Notice,
  redoTarget,
  remapHistory,
  removeElements,
  type Shortcut,
  shortcutFor,
  undoTarget,
  updateEntry,
  type Viewport,
  wrapElements,
  ZOOM_LEVELS,
} from '@splendid/editor-engine'
import type {
  FrameFunctionArgs,
  FrameFunctionName,
  FrameFunctionResult,
  FrameLookups,
  InspectElementPayload,
  InspectElementReply,
} from '@splendid/frame-bridge'
import { createStore, type StoreApi } from 'zustand/vanilla'

/** Options of {@link createEditorSession}. */
export interface EditorSessionOptions {
  readonly canvasId: string
  readonly api: MutateApiClient
  /** Logs what the designer need not see (frame calls that failed in passing). */
  readonly logger?: Pick<Console, 'warn' | 'error'>
  /** How long a notice stays (ms); errors stay until dismissed. */
  readonly noticeMs?: number
}

/** How a submitted change ended. */
export type ChangeOutcome =
  | { readonly status: 'applied'; readonly item: ChangeItem }
  | { readonly status: 'failed'; readonly item: ChangeItem | null; readonly message: string }

/** The editor's controller: the store the panels render, and every action they take. */
export interface EditorSession {
  readonly store: StoreApi<EditorState>
  /** Connects a frame link; `onConnected` of the bridge must call {@link initialiseFrame}. */
  attachFrame(link: FrameLink): () => void
  /** Sends the project to a newly connected page (first load, reload, navigation). */
  initialiseFrame(): Promise<void>
  loadLookups(): Promise<void>
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
  setDriveMode(enabled: boolean): void
  setZoom(zoom: number): void
  zoomBy(direction: 1 | -1): void
  setViewport(viewport: Viewport): void
  navigate(action: 'goBack' | 'goForward' | 'refresh'): void
  refreshInspection(): Promise<void>
  /** Shows the element in the preview as in these states (hover, focus…, breakpoints, dark). */
  forceModifiers(elementKey: string, modifiers: readonly string[]): Promise<void>
  /** A component's props and state, or why they cannot be read. */
  inspectComponent(payload: InspectElementPayload): Promise<InspectElementReply | null>
  runShortcut(shortcut: Shortcut): void
  /** Handles a key press; true when it was a shortcut. */
  handleKey(input: KeyInput): boolean
  notify(kind: Notice['kind'], message: string): void
  dismissNotice(id: number): void
  /** Closes the 'Edit Dynamic Text' dialog. */
  closeDynamicText(): void
  dispose(): void
}

const STORYBOARD_ID = 'preview'

/** The lookups as the frame takes them (plain JSON records). */
function frameLookups(lookups: Lookups): FrameLookups {
  return {
    treeElementLookup: lookups.treeElements as unknown as FrameLookups['treeElementLookup'],
    scopeLookup: lookups.scopes as unknown as FrameLookups['scopeLookup'],
    storyboardComponentElement: null,
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Creates the editor session. Every change follows the lifecycle of the spec: the instant update
 * in the frame, then the request built by change-items' `prepareApiRequest` to mutate-api, then
 * consumed (lookups merged, codebase ids remapped in the frame, the selection kept) or failed
 * (the server's message shown, the instant update rolled back). Changes reach mutate-api one at a
 * time, in order; while one is on its way only the instant-undo types update the frame at once.
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
  const store = createStore<EditorState>(() => INITIAL_EDITOR_STATE)
  const logger = options.logger ?? console
  const noticeMs = options.noticeMs ?? 4000
  let link: FrameLink | null = null
  let queue: Promise<void> = Promise.resolve()
  let queued = 0
  let nextNoticeId = 1
  let inspectionRequest = 0
  /** Id maps received so far; a queued change is remapped by those that came after it. */
  const idMaps: CodebaseIdMap[] = []
  const get = store.getState
  const set = (partial: Partial<EditorState>) => store.setState(partial)

  function callFrame<N extends FrameFunctionName>(
    name: N,
    ...args: FrameFunctionArgs<N>
  ): Promise<FrameFunctionResult<N> | undefined> {
    if (!link) return Promise.resolve(undefined)
    return link.call(name, ...args).catch((error: unknown) => {
      logger.warn(`Frame call ${name} failed`, error)
      return undefined
    })
  }

  function notify(kind: Notice['kind'], message: string): void {
    const id = nextNoticeId++
    set({ notices: [...get().notices, { id, kind, message }].slice(-4) })
    if (kind !== 'error' && noticeMs > 0) setTimeout(() => dismissNotice(id), noticeMs)
  }

  function dismissNotice(id: number): void {
    set({ notices: get().notices.filter((notice) => notice.id !== id) })
  }

  function target(): ActionTarget {
    const state = get()
    return {
      index: state.navTree,
      selectedKey: state.selectedKey,
      multiselectedKeys: state.multiselectedKeys,
    }
  }

  /** Follows a change's selection; like the frame, a `null` part keeps what is selected. */
  /**
   * Takes a selection the frame answered with (`tellFrame` false: it already has it) or one the
   * editor decides (undo: the frame is told). A `null` part keeps the current one.
   */
  function applySelection(selection: ElementSelection, tellFrame = false): void {
    const state = get()
    const selectedKey = selection.elementKey ?? state.selectedKey
    const multiselectedKeys = selection.multiselectElementKeys ?? state.multiselectedKeys
    if (
      selectedKey === state.selectedKey &&
      multiselectedKeys.join('\n') === state.multiselectedKeys.join('\n')
    )
      return
    set({ selectedKey, multiselectedKeys })
    if (tellFrame) {
      void callFrame('setSelectedElement', selectedKey)
      void callFrame('setMultiselectedElementKeys', multiselectedKeys)
    }
    void refreshInspection()
  }

  /** After a deletion nothing deleted may stay selected (the frame keeps a selection it hides). */
  function dropRemovedFromSelection(item: ChangeItem): void {
    if (item.type !== 'REMOVE_JSX') return
    const removed = new Set(item.changeFields.codebaseIdsToRemove)
    const state = get()
    const keep = (key: string) => !removed.has(codebaseIdOf(key))
    const selectedKey =
      state.selectedKey !== null && keep(state.selectedKey) ? state.selectedKey : null
    const multiselectedKeys = state.multiselectedKeys.filter(keep)
    if (
      selectedKey === state.selectedKey &&
      multiselectedKeys.length === state.multiselectedKeys.length
    )
      return
    set({ selectedKey, multiselectedKeys })
    void callFrame('setSelectedElement', selectedKey)
    void callFrame('setMultiselectedElementKeys', multiselectedKeys)
    void refreshInspection()
  }

  function remapSelection(map: CodebaseIdMap): void {
    const state = get()
    set({
      selectedKey: state.selectedKey === null ? null : remapElementKey(state.selectedKey, map),
      multiselectedKeys: state.multiselectedKeys.map((key) => remapElementKey(key, map)),
      hoveredKey: state.hoveredKey === null ? null : remapElementKey(state.hoveredKey, map),
      editingTextKey:
        state.editingTextKey === null ? null : remapElementKey(state.editingTextKey, map),
      dynamicText:
        state.dynamicText === null
          ? null
          : {
              ...state.dynamicText,
              elementKey: remapElementKey(state.dynamicText.elementKey, map),
            },
      inspection:
        state.inspection === null
          ? null
          : { ...state.inspection, elementKey: remapElementKey(state.inspection.elementKey, map) },
    })
  }

  async function instantUpdate(item: ChangeItem): Promise<ChangeItem> {
    if (!needsInstantUpdate(item) || !link) return item
    let current = reduceChangeItem(item, { type: 'instantUpdateSent' })
    const result = await callFrame('applyChangeItemToDocument', serialiseChangeItem(current))
    current = reduceChangeItem(current, {
      type: 'instantUpdateFinished',
      successful: result?.successful ?? false,
      ...(result ? { selectAfterInstantUpdate: result.selection } : {}),
    })
    if (result?.successful) {
      applySelection(result.selection)
      dropRemovedFromSelection(current)
    }
    return current
  }

  async function rollBack(item: ChangeItem): Promise<void> {
    if (!item.lifecycle.instantUpdateSuccessful && item.type !== 'EDIT_TEXT') return
    if (item.type !== 'UNDO' && item.type !== 'REDO' && supportsInstantUndo(item)) {
      const undo = createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: item } })
      const result = await callFrame('applyChangeItemToDocument', serialiseChangeItem(undo))
      if (result?.successful) {
        applySelection(item.selectAfterUndo, true)
        return
      }
    }
    // The source is untouched: reloading the preview shows it as it is.
    await callFrame('refresh')
  }

  function receive(response: MutationResponse): void {
    const lookups = mergeLookups(get().lookups, response.changedFiles, response.lookups)
    const map = response.prevIdToNewIdMap
    idMaps.push(map)
    set({ lookups, history: remapHistory(get().history, map) })
    remapSelection(map)
    void callFrame('updateCodebaseIds', { ...frameLookups(lookups), prevIdToNewIdMap: map })
  }

  function failureMessage(item: ChangeItem, error: unknown): string {
    const label = item.changeName
    const reason = messageOf(error)
    return t`Could not apply "${label}": ${reason}`
  }

  /** Sends one change to mutate-api (after the ones before it) and records the outcome. */
  function process(
    item: ChangeItem,
    onDone: (item: ChangeItem, ok: boolean, message: string | null) => void,
  ): Promise<ChangeOutcome> {
    const mapsBefore = idMaps.length
    // While a change is on its way only the instant-undo types may update the frame at once;
    // the others wait for their turn in the queue.
    const early = queued === 0 || canInstantUpdateWhileFlushing(item) ? instantUpdate(item) : null
    queued += 1
    set({ flushing: true })
    void callFrame('setIsFlushing', true)
    const run = async (): Promise<ChangeOutcome> => {
      let current = early ? await early : item
      // The frame was told of the rewrites since: the change must name the new ids.
      for (const map of idMaps.slice(mapsBefore)) current = remapChangeItemIds(current, map)
      if (!early && link && needsInstantUpdate(current)) current = await heldInstantUpdate(current)
      try {
        const request = prepareApiRequest(current, options.canvasId, get().lookups.treeElements)
        const response = await options.api.send(request)
        current = reduceChangeItem(current, {
          type: 'processingSucceeded',
          activityId: response.activityId,
          prevIdToNewIdMap: response.prevIdToNewIdMap,
        })
        receive(response)
        // Like every remembered change, this one now names the ids its own rewrite gave.
        current = remapChangeItemIds(current, response.prevIdToNewIdMap)
        onDone(current, true, null)
        if (request.successMessage) notify('success', request.successMessage)
        return { status: 'applied', item: current }
      } catch (error) {
        current = reduceChangeItem(current, { type: 'processingFailed' })
        const message = failureMessage(current, error)
        onDone(current, false, message)
        notify('error', message)
        if (!(error instanceof MutateApiError) || error.status !== 0) logger.warn(message)
        await rollBack(current)
        return { status: 'failed', item: current, message }
      }
    }
    const outcome = queue.then(run)
    queue = outcome.then(
      () => finishOne(),
      () => finishOne(),
    )
    return outcome
  }

  function finishOne(): void {
    queued -= 1
    if (queued === 0) {
      set({ flushing: false })
      void callFrame('setIsFlushing', false)
    }
  }

  /**
   * The instant update of a change that waited for its turn: the changes before it are done, so
   * the frame is told nothing is on its way (it refuses such updates while flushing) until the
   * update is applied.
   */
  async function heldInstantUpdate(item: ChangeItem): Promise<ChangeItem> {
    await callFrame('setIsFlushing', false)
    const current = await instantUpdate(item)
    void callFrame('setIsFlushing', true)
    return current
  }

  function submit(input: CreateChangeItemInput): Promise<ChangeOutcome> {
    let item: ChangeItem
    try {
      item = createChangeItem({
        ...input,
        sendInstantUpdate: (input.sendInstantUpdate ?? true) && link !== null,
      } as CreateChangeItemInput)
    } catch (error) {
      const message = messageOf(error)
      notify('error', message)
      return Promise.resolve({ status: 'failed', item: null, message })
    }
    set({ history: addPending(get().history, item) })
    return process(item, (done, ok, message) => {
      set({
        history: updateEntry(get().history, item.id, {
          item: done,
          status: ok ? 'applied' : 'failed',
          error: message,
        }),
      })
    })
  }

  function undoOrRedo(kind: 'UNDO' | 'REDO'): Promise<ChangeOutcome | null> {
    const entry = kind === 'UNDO' ? undoTarget(get().history) : redoTarget(get().history)
    if (!entry) return Promise.resolve(null)
    const wrapped = entry.item
    const item =
      kind === 'UNDO'
        ? createChangeItem({
            type: 'UNDO',
            changeFields: { changeToUndo: wrapped },
            sendInstantUpdate: link !== null && supportsInstantUndo(wrapped),
          })
        : createChangeItem({
            type: 'REDO',
            changeFields: { changeToRedo: wrapped },
            sendInstantUpdate: link !== null && supportsInstantUndo(wrapped),
          })
    const before = entry.status
    set({ history: updateEntry(get().history, wrapped.id, { status: 'pending' }) })
    return process(item, (_done, ok, message) => {
      const status = ok ? (kind === 'UNDO' ? 'undone' : 'applied') : before
      set({ history: updateEntry(get().history, wrapped.id, { status, error: message }) })
      // The entry's item follows the id maps received since (the undo's own included).
      const current = get().history.find((each) => each.item.id === wrapped.id)?.item ?? wrapped
      if (ok && kind === 'UNDO') applySelection(current.selectAfterUndo, true)
    })
  }

  async function refreshInspection(): Promise<void> {
    const elementKey = get().selectedKey
    const request = ++inspectionRequest
    if (elementKey === null || !link) {
      set({ inspection: null })
      return
    }
    const [classList, cssEvals, rules] = await Promise.all([
      callFrame('getElementClassList', elementKey),
      callFrame('getCssEvals', elementKey),
      callFrame('processRulesForSelectedElement', {
        selectedElementKey: elementKey,
        knownRules: [],
      }),
    ])
    if (request !== inspectionRequest) return
    set({
      inspection: {
        elementKey,
        classList: classList ?? [],
        cssEvals: cssEvals ?? {},
        rules: rules ?? [],
      },
    })
  }

  function select(elementKey: string | null): void {
    set({ selectedKey: elementKey, multiselectedKeys: [] })
    void callFrame('setSelectedElement', elementKey)
    void callFrame('setMultiselectedElementKeys', [])
    void refreshInspection()
  }

  function setZoom(zoom: number): void {
    const clamped = Math.min(2, Math.max(0.25, Math.round(zoom * 100) / 100))
    set({ zoom: clamped })
    void callFrame('setZoomPerc', clamped)
  }

  async function act(
    build: (target: ActionTarget) => CreateChangeItemInput | null,
  ): Promise<ChangeOutcome | null> {
    let input: CreateChangeItemInput | null
    try {
      input = build(target())
    } catch (error) {
      if (!(error instanceof ActionRefused)) throw error
      notify('info', error.message)
      return null
    }
    return input === null ? null : submit(input)
  }

  function runShortcut(shortcut: Shortcut): void {
    switch (shortcut) {
      case 'undo':
        void undoOrRedo('UNDO')
        return
      case 'redo':
        void undoOrRedo('REDO')
        return
      case 'delete':
        void act(removeElements)
        return
      case 'duplicate':
        void act(duplicateElements)
        return
      case 'wrap':
        void act(wrapElements)
        return
      case 'clearSelection':
        select(null)
        return
      case 'zoomIn':
        zoomBy(1)
        return
      case 'zoomOut':
        zoomBy(-1)
        return
      case 'zoomReset':
        setZoom(1)
        return
      default: {
        const unreachable: never = shortcut
        throw new Error(`Unknown shortcut ${String(unreachable)}`)
      }
    }
  }

  function zoomBy(direction: 1 | -1): void {
    const zoom = get().zoom
    const next =
      direction > 0
        ? ZOOM_LEVELS.find((level) => level > zoom + 0.001)
        : [...ZOOM_LEVELS].reverse().find((level) => level < zoom - 0.001)
    if (next !== undefined) setZoom(next)
  }

  function attachFrame(frame: FrameLink): () => void {
    link = frame
    const offs = [
      frame.on('navTree', ({ tree }) => {
        set({ navTree: indexNavTree(tree) })
        if (get().selectedKey !== null) void refreshInspection()
      }),
      frame.on('selectedElementKey', ({ elementKey }) => {
        if (elementKey === get().selectedKey) return
        set({ selectedKey: elementKey })
        void refreshInspection()
      }),
      frame.on('multiselectedElementKeys', ({ elementKeys }) =>
        set({ multiselectedKeys: elementKeys }),
      ),
      frame.on('hoveredElementKey', ({ elementKey }) => set({ hoveredKey: elementKey })),
      frame.on('latestHref', ({ href }) => set({ href })),
      frame.on('keyDown', (payload) => {
        const typing = payload.activeElement !== null && isTypingElement(payload.activeElement)
        handleKey({ ...payload, typing })
      }),
      frame.on('wheel', (payload) => {
        if (payload.ctrlKey || payload.metaKey) zoomBy(payload.deltaY < 0 ? 1 : -1)
      }),
      frame.on('dragEnd', (drag) => {
        void act((selection) => moveElement(selection, drag))
      }),
      frame.on('startEditingText', ({ elementKey }) => set({ editingTextKey: elementKey })),
      frame.on('editedText', ({ elementKey, newText, oldText }) => {
        set({ editingTextKey: null })
        const input = editText(elementKey, oldText, newText)
        if (input) void submit(input)
      }),
      frame.on('editDynamicText', ({ elementKey, text }) =>
        set({ dynamicText: { elementKey, text } }),
      ),
      frame.on('hydrationErrorStatus', ({ status }) => set({ hydration: status })),
    ]
    return () => {
      for (const off of offs) off()
      if (link === frame) link = null
    }
  }

  async function initialiseFrame(): Promise<void> {
    const state = get()
    set({ bridgeStatus: 'connected' })
    await callFrame('initProject', {
      projectId: options.canvasId,
      canvasId: options.canvasId,
      storyboardId: STORYBOARD_ID,
      storyboardType: 'APPLICATION',
      ...frameLookups(state.lookups),
      zoomPerc: state.zoom,
      driveModeEnabled: state.driveMode,
      aiContextEnabled: false,
    })
    await callFrame(state.driveMode ? 'enableDriveMode' : 'disableDriveMode')
    // A page that loaded while a change was on its way must know it (instant-update rules).
    if (queued > 0) await callFrame('setIsFlushing', true)
    if (state.selectedKey !== null) {
      await callFrame('setSelectedElement', state.selectedKey)
      void refreshInspection()
    }
  }

  async function loadLookups(): Promise<void> {
    set({ lookupsStatus: 'loading', lookupsError: null })
    try {
      const lookups = await options.api.lookups(options.canvasId)
      set({ lookups, lookupsStatus: 'ready' })
      await callFrame('setNewLookups', frameLookups(lookups))
    } catch (error) {
      set({ lookupsStatus: 'error', lookupsError: messageOf(error) })
    }
  }

  function handleKey(input: KeyInput): boolean {
    const shortcut = shortcutFor(input)
    if (shortcut === null) return false
    if (shortcut === 'clearSelection' && get().editingTextKey !== null) return false
    runShortcut(shortcut)
    return true
  }

  return {
    store,
    attachFrame,
    initialiseFrame,
    loadLookups,
    select,
    hover(elementKey) {
      set({ hoveredKey: elementKey })
      void callFrame('setHoveredElement', elementKey)
    },
    submit,
    act,
    undo: () => undoOrRedo('UNDO'),
    redo: () => undoOrRedo('REDO'),
    settled: async () => {
      while (queued > 0) await queue
    },
    setDriveMode(enabled) {
      set({ driveMode: enabled, hoveredKey: null })
      void callFrame(enabled ? 'enableDriveMode' : 'disableDriveMode')
    },
    setZoom,
    zoomBy,
    setViewport: (viewport) => set({ viewport }),
    navigate(action) {
      void callFrame(action)
    },
    refreshInspection,
    async forceModifiers(elementKey, modifiers) {
      await callFrame('setModifiersForSelectedElement', {
        selectedElementKey: elementKey,
        modifiers,
      })
    },
    async inspectComponent(payload) {
      if (!link) return null
      try {
        return await link.inspectElement(payload)
      } catch (error) {
        logger.warn('Inspecting a component failed', error)
        return null
      }
    },
    runShortcut,
    handleKey,
    notify,
    dismissNotice,
    closeDynamicText() {
      set({ dynamicText: null })
    },
    dispose() {
      link?.close()
      link = null
    },
  }
}
