// Public entry of @splendid/frame-bridge/runtime: the frame runtime running inside the preview.

export type { BuildNavTreeOptions } from './build-nav-tree'
export { buildNavTree } from './build-nav-tree'
export { codebaseIdOfElement, elementsWithCodebaseId } from './codebase-id-of-element'
export { CSS_EVAL_PROPERTIES, readCssEvals } from './css-evals'
export type { PageStyleRule } from './css-rules'
export { isEligible, isRemovable, processRulesForElement } from './css-rules'
export { DRIVE_MODE_STORAGE_KEY } from './drive-mode'
export type { Box } from './drop-position'
export { DRAG_THRESHOLD_PX, dropIndex, passesDragThreshold } from './drop-position'
export { isEditingHost } from './editing-host'
export type { EmitFrameEvent } from './emit-frame-event'
export type { FrameRuntime, FrameRuntimeOptions } from './frame-runtime'
export { createFrameRuntime } from './frame-runtime'
export type { FrameScriptConfig } from './frame-script-config'
export { readHydrationStatus, VITE_ERROR_OVERLAY_TAG } from './hydration-check'
export {
  INSERT_BEFORE_NOT_FOUND,
  MOVE_PARENT_NOT_FOUND,
  REMOVE_ELEMENT_NOT_FOUND,
} from './instant-dom-effects'
export type { InstantUpdateOutcome, InstantUpdates } from './instant-updates'
export { createInstantUpdates } from './instant-updates'
export type { NavTreeIndex } from './nav-tree-index'
export { nearestKeyOf } from './nav-tree-index'
export {
  HIDDEN_ATTRIBUTE,
  INSTANT_STYLING_PREFIX,
  RUNTIME_CLASS_PREFIX,
  TEMP_NODE_ATTRIBUTE,
} from './runtime-markers'
export type { ClickModifiers, SelectionState } from './selection-rules'
export { isEditableCodebaseId, nextSelection, pickElementKey } from './selection-rules'
export { isValidSelector } from './selector-tools'
export type { StartedFrameRuntime, StartFrameRuntimeOptions } from './start-frame-runtime'
export { startFrameRuntime } from './start-frame-runtime'
export {
  HOT_RELOAD_REFRESH_DELAY_MS,
  NAV_TREE_REBUILD_DELAY_MS,
} from './tree-rebuild-scheduler'
