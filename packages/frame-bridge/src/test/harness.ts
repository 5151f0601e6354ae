import { vi } from 'vitest'
import type { InspectOutcome } from '../entities/inspect-element'
import {
  createFrameEndpoint,
  type FrameEndpoint,
  type FrameEndpointOptions,
} from '../frame-endpoint'
import type { FrameFunctionHandlers } from '../frame-functions'
import { createParentBridge, type ParentBridge, type ParentBridgeOptions } from '../parent-bridge'
import { FakeWindow } from './fake-window'

export const EDITOR_ORIGIN = 'http://localhost:5174'
export const PREVIEW_ORIGIN = 'http://localhost:5173'

/** Frame functions that answer something recognisable; tests override what they need. */
export function createFunctions(
  overrides: Partial<FrameFunctionHandlers> = {},
): FrameFunctionHandlers {
  const noop = () => undefined
  return {
    initProject: noop,
    setNewLookups: noop,
    enableDriveMode: noop,
    disableDriveMode: noop,
    setHoveredElement: noop,
    setSelectedElement: noop,
    setMultiselectedElementKeys: noop,
    processRulesForSelectedElement: () => [],
    setModifiersForSelectedElement: noop,
    getCssEvals: (elementKey) => ({ display: 'block', key: elementKey }),
    ruleMatchesElement: ({ selector }) => selector === '.match',
    getElementClassList: (elementKey) => ['p-4', elementKey],
    applyChangeItemToDocument: (item) => ({
      changeItemId: item.id,
      successful: true,
      selection: { elementKey: null, multiselectElementKeys: null },
    }),
    updateCodebaseIds: noop,
    goBack: noop,
    goForward: noop,
    refresh: noop,
    syntheticMouseOver: noop,
    syntheticMouseMove: noop,
    syntheticMouseUp: noop,
    setZoomPerc: noop,
    setAiContext: noop,
    tempMoveElement: noop,
    tempAddDiv: noop,
    insertDropTargetAt: () => null,
    tempMoveToNewParent: noop,
    writtenPlaces: (elementKeys) => elementKeys.map(() => null),
    checkIfHydrationError: () => ({
      status: 'no_error',
      errorDescription: null,
      errorLabel: null,
      errorBody: null,
    }),
    triggerDragStart: noop,
    triggerDragCancel: noop,
    setIsFlushing: noop,
    ...overrides,
  }
}

export interface Harness {
  readonly editorWindow: FakeWindow
  readonly previewWindow: FakeWindow
  readonly createBridge: (options?: Partial<ParentBridgeOptions>) => ParentBridge
  readonly createEndpoint: (options?: Partial<FrameEndpointOptions>) => FrameEndpoint
  /** Closes every bridge and endpoint made here (and so their ports). */
  readonly closeAll: () => void
}

/** Two fake windows — the editor and the preview inside it — and factories for both sides. */
export function createHarness(): Harness {
  const editorWindow = new FakeWindow(EDITOR_ORIGIN)
  const previewWindow = new FakeWindow(PREVIEW_ORIGIN)
  const closers: (() => void)[] = []
  return {
    editorWindow,
    previewWindow,
    createBridge(options = {}) {
      const bridge = createParentBridge({
        targetWindow: previewWindow.handleFor(editorWindow),
        previewOrigin: PREVIEW_ORIGIN,
        hostWindow: editorWindow.target,
        timeoutMs: 5000,
        ...options,
      } as ParentBridgeOptions)
      closers.push(() => bridge.close())
      return bridge
    },
    createEndpoint(options = {}) {
      const endpoint = createFrameEndpoint({
        allowedParentOrigins: [EDITOR_ORIGIN],
        functions: createFunctions(),
        inspect: (): InspectOutcome => ({ error: 'No component found' }),
        window: previewWindow.target,
        parentWindow: editorWindow.handleFor(previewWindow),
        ownOrigin: PREVIEW_ORIGIN,
        logger: { log: vi.fn(), warn: vi.fn(), error: vi.fn() },
        ...options,
      })
      closers.push(() => endpoint.close())
      return endpoint
    },
    closeAll() {
      for (const close of closers.splice(0)) close()
    },
  }
}

/**
 * Closes everything `harness` made and hands back a fresh one, with real timers again (a test may
 * have faked them); for `afterEach`.
 */
export function renewHarness(harness: Harness): Harness {
  harness.closeAll()
  const fresh = createHarness()
  vi.useRealTimers()
  return fresh
}
