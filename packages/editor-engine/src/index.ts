export { changeLabel } from './change-label'
export type { ActionTarget } from './changes/action-target'
export {
  type ActionRefusal,
  ActionRefused,
  codebaseIdOf,
  selectedKeys,
} from './changes/action-target'
export type { DropTarget } from './changes/change-builders'
export {
  addClass,
  addElement,
  changeProp,
  changePropOf,
  changeTag,
  duplicateElements,
  editText,
  moveElement,
  removeClass,
  removeElements,
  styleElement,
  wrapElements,
} from './changes/change-builders'
export type { ChangeOutcome } from './changes/change-outcome'
export type { UploadedImage } from './changes/image-builders'
export { addImage, replaceImageSource } from './changes/image-builders'
export type { LayoutBlock } from './changes/insert-component'
export {
  insertBlock,
  insertComponent,
  LAYOUT_BLOCKS,
  type PlaceholderProps,
  placeholderProps,
} from './changes/insert-component'
export type { CopiedElements } from './changes/paste-element'
export type { DynamicTextSource } from './dynamic-text-source'
export { findDynamicTextSource } from './dynamic-text-source'
export type { EditorSession, EditorSessionOptions } from './editor-session'
export { createEditorSession } from './editor-session'
export type { EditorState, EditorStore, Inspection, Notice } from './editor-state'
export { createEditorStore, INITIAL_EDITOR_STATE } from './editor-state'
export type { EditorTexts } from './editor-texts'
export { ENGLISH_EDITOR_TEXTS } from './editor-texts'
export type {
  FrameCallError,
  FrameCallErrorCode,
  FrameCallResult,
} from './frame/frame-call-result'
export { isPassingFailure } from './frame/frame-call-result'
export type { FrameLink } from './frame/frame-link'
export type { History, HistoryEntry, HistoryStatus } from './history'
export { redoTarget, undoTarget } from './history'
export type { LayerMove, LayerMoveRefusal, LayerMoveTo } from './layer-moves'
export { dropBeside, siblingMove } from './layer-moves'
export type { Lookups, ScopeEntry, TreeElement } from './lookups'
export { EMPTY_LOOKUPS, mergeLookups } from './lookups'
export type { MutateApi } from './mutate-api'
export type { LayerRow, NavTreeIndex } from './nav-tree-index'
export { indexNavTree, layerRows } from './nav-tree-index'
export type { KeyInput, Shortcut } from './shortcuts'
export { isTypingTarget, shortcutFor } from './shortcuts'
export type { Viewport } from './viewport'
export { VIEWPORTS, ZOOM_LEVELS } from './viewport'
