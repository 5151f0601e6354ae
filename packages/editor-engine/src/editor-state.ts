import type { CssRuleEntry, HydrationStatus } from '@splendid/frame-bridge'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { CopiedElements } from './changes/paste-element'
import type { History } from './history'
import { EMPTY_LOOKUPS, type Lookups } from './lookups'
import { EMPTY_NAV_TREE_INDEX, type NavTreeIndex } from './nav-tree-index'
import type { Viewport } from './viewport'

/** A message for the designer: a failure (with the server's words) or a confirmation. */
export interface Notice {
  readonly id: number
  readonly kind: 'error' | 'success' | 'info'
  readonly message: string
}

/** What the styles panel shows of the selected element. */
export interface Inspection {
  readonly elementKey: string
  readonly classList: readonly string[]
  readonly cssEvals: Readonly<Record<string, string>>
  readonly rules: readonly CssRuleEntry[]
}

/** Everything the editor's panels render. */
export interface EditorState {
  readonly bridgeStatus: 'connecting' | 'connected'
  readonly lookupsStatus: 'loading' | 'ready' | 'error'
  readonly lookupsError: string | null
  readonly lookups: Lookups
  readonly navTree: NavTreeIndex
  readonly selectedKey: string | null
  readonly multiselectedKeys: readonly string[]
  readonly hoveredKey: string | null
  readonly href: string | null
  readonly driveMode: boolean
  readonly zoom: number
  readonly viewport: Viewport
  readonly history: History
  /** A change is on its way to mutate-api. */
  readonly flushing: boolean
  readonly notices: readonly Notice[]
  readonly editingTextKey: string | null
  /** The element whose 'Edit Dynamic Text' button was pressed, with the text it shows. */
  readonly dynamicText: { readonly elementKey: string; readonly text: string } | null
  readonly inspection: Inspection | null
  readonly hydration: HydrationStatus
  /** The elements copied with Copy (⌘/Ctrl+C), for Paste. */
  readonly copied: CopiedElements | null
}

/** The state before the lookups are loaded and the preview connects. */
export const INITIAL_EDITOR_STATE: EditorState = {
  bridgeStatus: 'connecting',
  lookupsStatus: 'loading',
  lookupsError: null,
  lookups: EMPTY_LOOKUPS,
  navTree: EMPTY_NAV_TREE_INDEX,
  selectedKey: null,
  multiselectedKeys: [],
  hoveredKey: null,
  href: null,
  driveMode: false,
  zoom: 1,
  viewport: 'full',
  history: [],
  flushing: false,
  notices: [],
  editingTextKey: null,
  dynamicText: null,
  inspection: null,
  hydration: 'no_error',
  copied: null,
}

/** The editor's state in a vanilla zustand store (React-free; `zustand`'s `useStore` renders it). */
export type EditorStore = StoreApi<EditorState>

/**
 * A store holding {@link INITIAL_EDITOR_STATE}.
 *
 * @example
 * ```ts
 * const store = createEditorStore()
 * store.setState({ zoom: 1.25 })
 * ```
 */
export function createEditorStore(): EditorStore {
  return createStore<EditorState>(() => INITIAL_EDITOR_STATE)
}
