import type { ElementSelection, SerialisedChangeItem } from '@splendid/change-items'
import type {
  FrameEventKind,
  FrameEventPayloads,
  FrameFunctionArgs,
  FrameFunctionName,
  FrameFunctionResult,
  InsertDropTarget,
  InspectElementPayload,
  InspectElementReply,
  WrittenPlace,
} from '@splendid/frame-bridge'
import type { FrameLink } from '../frame/frame-link'

/** One recorded frame call. */
export interface FrameCall {
  readonly name: FrameFunctionName
  readonly args: readonly unknown[]
}

/** How the fake frame answers an instant update. */
export type InstantAnswer = (item: SerialisedChangeItem) => {
  readonly successful: boolean
  readonly selection: ElementSelection
}

/** What the default answer selects: what the item (or the change it undoes/redoes) says. */
function targetSelection(item: SerialisedChangeItem): ElementSelection {
  if (item.type === 'UNDO') return item.changeFields.changeToUndo.selectAfterUndo
  if (item.type === 'REDO') return item.changeFields.changeToRedo.selectAfterInstantUpdate
  return item.selectAfterInstantUpdate
}

/**
 * A frame link that records every call (also into a shared `log`), answers
 * `applyChangeItemToDocument` with `{ changeItemId, successful, selection }` (the selection as the
 * real frame reports it: the answer's keys, a `null` part keeping the current selection) and lets
 * the test emit frame events to the handlers the session registered.
 */
export class FakeFrameLink implements FrameLink {
  readonly calls: FrameCall[] = []
  closed = false
  /** The default answer: success, selecting what the item says to select after it. */
  answerInstant: InstantAnswer = (item) => ({ successful: true, selection: targetSelection(item) })
  /** Calls that reject with the given error (a `BridgeError`, say) instead of answering. */
  readonly failures = new Map<FrameFunctionName, unknown>()
  /** What `insertDropTargetAt` answers. */
  insertDropTarget: InsertDropTarget | null = null
  /** Where `writtenPlaces` says elements are written, by key (others: `null`). */
  readonly writtenPlaces = new Map<string, WrittenPlace>()
  /** The frame's own selection, as the session told it. */
  selectedKey: string | null = null
  multiselectedKeys: readonly string[] = []
  private readonly handlers = new Map<FrameEventKind, Set<(payload: never) => void>>()

  constructor(private readonly log: string[] = []) {}

  call<N extends FrameFunctionName>(
    name: N,
    ...args: FrameFunctionArgs<N>
  ): Promise<FrameFunctionResult<N>> {
    this.calls.push({ name, args })
    this.log.push(`frame:${name}`)
    if (this.failures.has(name)) return Promise.reject(this.failures.get(name))
    if (name === 'applyChangeItemToDocument') {
      const item = args[0] as SerialisedChangeItem
      const answer = this.answerInstant(item)
      if (answer.successful) {
        this.selectedKey = answer.selection.elementKey ?? this.selectedKey
        this.multiselectedKeys = answer.selection.multiselectElementKeys ?? this.multiselectedKeys
      }
      const selection: ElementSelection = answer.successful
        ? { elementKey: this.selectedKey, multiselectElementKeys: this.multiselectedKeys }
        : { elementKey: null, multiselectElementKeys: null }
      return Promise.resolve({
        changeItemId: item.id,
        successful: answer.successful,
        selection,
      } as FrameFunctionResult<N>)
    }
    if (name === 'setSelectedElement') this.selectedKey = args[0] as string | null
    if (name === 'setMultiselectedElementKeys') this.multiselectedKeys = args[0] as string[]
    if (name === 'insertDropTargetAt')
      return Promise.resolve(this.insertDropTarget as FrameFunctionResult<N>)
    if (name === 'writtenPlaces') {
      const keys = args[0] as readonly string[]
      const places = keys.map((key) => this.writtenPlaces.get(key) ?? null)
      return Promise.resolve(places as FrameFunctionResult<N>)
    }
    if (name === 'getElementClassList') return Promise.resolve([] as FrameFunctionResult<N>)
    if (name === 'getCssEvals') return Promise.resolve({} as FrameFunctionResult<N>)
    if (name === 'processRulesForSelectedElement')
      return Promise.resolve([] as FrameFunctionResult<N>)
    return Promise.resolve(undefined as FrameFunctionResult<N>)
  }

  on<K extends FrameEventKind>(
    kind: K,
    handler: (payload: FrameEventPayloads[K]) => void,
  ): () => void {
    const set = this.handlers.get(kind) ?? new Set()
    set.add(handler as (payload: never) => void)
    this.handlers.set(kind, set)
    return () => set.delete(handler as (payload: never) => void)
  }

  /** Sends a frame event to every registered handler. */
  emit<K extends FrameEventKind>(kind: K, payload: FrameEventPayloads[K]): void {
    for (const handler of this.handlers.get(kind) ?? []) {
      ;(handler as (payload: FrameEventPayloads[K]) => void)(payload)
    }
  }

  /** How many handlers are registered for an event. */
  handlerCount(kind: FrameEventKind): number {
    return this.handlers.get(kind)?.size ?? 0
  }

  inspectElement(_payload: InspectElementPayload): Promise<InspectElementReply> {
    return Promise.reject(new Error('not used'))
  }

  close(): void {
    this.closed = true
  }

  /** The calls of one function, in order. */
  callsOf(name: FrameFunctionName): readonly (readonly unknown[])[] {
    return this.calls.filter((call) => call.name === name).map((call) => call.args)
  }

  /** The change items sent to `applyChangeItemToDocument`, in order. */
  instantItems(): readonly SerialisedChangeItem[] {
    return this.callsOf('applyChangeItemToDocument').map((args) => args[0] as SerialisedChangeItem)
  }
}
