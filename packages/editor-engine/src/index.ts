export { changeLabel } from './change-label'
export type { ActionTarget, DropTarget } from './changes/change-builders'
export {
  ActionRefused,
  addClass,
  addElement,
  changeProp,
  changePropOf,
  changeTag,
  codebaseIdOf,
  duplicateElements,
  editText,
  moveElement,
  removeClass,
  removeElements,
  selectedKeys,
  styleElement,
  wrapElements,
} from './changes/change-builders'
export type { DynamicTextSource } from './dynamic-text-source'
export { findDynamicTextSource } from './dynamic-text-source'
export type { EditorState, Inspection, Notice, Viewport } from './editor-state'
export { INITIAL_EDITOR_STATE, VIEWPORTS, ZOOM_LEVELS } from './editor-state'
export type { FrameLink } from './frame/frame-link'
export type { History, HistoryEntry, HistoryStatus } from './history'
export { addPending, redoTarget, remapHistory, undoTarget, updateEntry } from './history'
export type { Lookups, ScopeEntry, TreeElement } from './lookups'
export { EMPTY_LOOKUPS, mergeLookups } from './lookups'
export type { MutateApi } from './mutate-api'
export { isUnreachable } from './mutate-api'
export type { MutateApiClient, MutationResponse } from './mutate-api-client'
export { createMutateApiClient, MutateApiError } from './mutate-api-client'
export type { LayerRow, NavTreeIndex } from './nav-tree-index'
export { EMPTY_NAV_TREE_INDEX, editableParentKey, indexNavTree, layerRows } from './nav-tree-index'
export type { KeyInput, Shortcut } from './shortcuts'
export { isTypingElement, isTypingTarget, shortcutFor } from './shortcuts'
