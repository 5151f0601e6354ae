import type { FrameFunctionHandlers } from '../frame-functions'
import { appClasses } from './build-nav-tree'
import { readCssEvals } from './css-evals'
import { processRulesForElement } from './css-rules'
import type { DragAndDrop } from './drag-and-drop'
import { isHorizontalLayout } from './drop-position'
import { dropTargetAt } from './drop-target'
import type { EmitFrameEvent } from './emit-frame-event'
import type { ForcedModifiers } from './forced-modifiers'
import type { FrameHover } from './frame-hover'
import type { FrameModes } from './frame-modes'
import type { FrameProject } from './frame-project'
import type { FrameSelection } from './frame-selection'
import { readHydrationStatus } from './hydration-check'
import type { InstantHistory } from './instant-history'
import type { NavTreeState } from './nav-tree-state'
import type { PointerActions } from './pointer-actions'
import { isValidSelector } from './selector-tools'
import { writtenChildrenHost } from './source-children'
import type { TempPreviews } from './temp-previews'
import { writtenPlaceOf } from './written-parent'

/** The runtime's parts the frame functions work on. */
export interface FrameFunctionParts {
  readonly window: Window
  readonly emit: EmitFrameEvent
  readonly logger: Pick<Console, 'log' | 'warn' | 'error'>
  readonly project: FrameProject
  readonly tree: NavTreeState
  readonly selection: FrameSelection
  readonly hover: FrameHover
  readonly modes: FrameModes
  readonly drag: DragAndDrop
  readonly history: InstantHistory
  readonly previews: TempPreviews
  readonly forcedModifiers: ForcedModifiers
  readonly pointer: Pick<PointerActions, 'pointerMove' | 'pointerUp'>
}

/**
 * Every `FrameFunctions` member (spec §7), each a thin call into the state holders: the parent's
 * requests change the project, the modes, the selection and hover, the instant history and the
 * drag previews, or read CSS, classes and hydration status of an element.
 *
 * @example
 * ```ts
 * const functions = createFrameFunctionHandlers(parts)
 * createFrameEndpoint({ allowedParentOrigins, functions, inspect, window })
 * ```
 */
export function createFrameFunctionHandlers(parts: FrameFunctionParts): FrameFunctionHandlers {
  const { window: win, emit, logger, project, tree, selection, hover, modes, drag } = parts
  const { previews } = parts
  const doc = win.document

  function setDriveMode(enabled: boolean): void {
    modes.setDriveMode(enabled)
    if (enabled) {
      drag.reset()
      hover.set(null)
    }
  }

  const elementAt = (position: { clientX: number; clientY: number }) =>
    doc.elementFromPoint(position.clientX, position.clientY)

  return {
    initProject(input) {
      project.init(input)
      modes.setZoom(input.zoomPerc)
      modes.setAiContext(input.aiContextEnabled)
      setDriveMode(input.driveModeEnabled)
      tree.rebuild()
    },
    setNewLookups(lookups) {
      project.setLookups(lookups)
      tree.rebuild()
    },
    enableDriveMode: () => setDriveMode(true),
    disableDriveMode: () => setDriveMode(false),
    setHoveredElement: (elementKey) => hover.show(elementKey),
    setSelectedElement: (elementKey) => selection.select(elementKey),
    setMultiselectedElementKeys: (elementKeys) => selection.multiselect(elementKeys),
    processRulesForSelectedElement({ selectedElementKey, knownRules }) {
      const element = tree.firstElementOf(selectedElementKey)
      if (!element) return []
      const rules = processRulesForElement(doc, element, knownRules, logger)
      emit('processedCssRules', { elementKey: selectedElementKey, rules })
      return rules
    },
    setModifiersForSelectedElement({ selectedElementKey, modifiers }) {
      parts.forcedModifiers.set(tree.elementsOf(selectedElementKey), modifiers)
    },
    getCssEvals(elementKey) {
      const element = tree.firstElementOf(elementKey)
      const cssEvals = element ? readCssEvals(element) : {}
      emit('cssEvals', { elementKey, cssEvals })
      return cssEvals
    },
    ruleMatchesElement({ elementKey, selector }) {
      const element = tree.firstElementOf(elementKey)
      return element !== null && isValidSelector(doc, selector, logger) && element.matches(selector)
    },
    getElementClassList(elementKey) {
      const element = tree.firstElementOf(elementKey)
      const classList = element ? appClasses([...element.classList]) : []
      emit('elementClassList', { elementKey, classList })
      return classList
    },
    applyChangeItemToDocument: (serialised) => parts.history.apply(serialised),
    updateCodebaseIds({ prevIdToNewIdMap, lookupsChange }) {
      tree.renameCodebaseIds(prevIdToNewIdMap)
      project.changeLookups(lookupsChange)
      selection.remap(prevIdToNewIdMap)
      hover.remap(prevIdToNewIdMap)
      tree.rebuild()
    },
    goBack: () => win.history.back(),
    goForward: () => win.history.forward(),
    refresh() {
      // After the answer is on its way: the reload replaces this page (and its bridge endpoint).
      win.setTimeout(() => win.location.reload(), 0)
    },
    syntheticMouseOver: (position) => parts.pointer.pointerMove(elementAt(position), position, 0),
    syntheticMouseMove(position) {
      parts.pointer.pointerMove(elementAt(position), position, drag.pressed ? 1 : 0)
    },
    syntheticMouseUp: (position) => parts.pointer.pointerUp(position),
    setZoomPerc: (zoomPerc) => modes.setZoom(zoomPerc),
    setAiContext(enabled) {
      modes.setAiContext(enabled)
      if (enabled && drag.pressed) drag.cancel(null)
    },
    tempMoveElement({ elementKey, newIndex }) {
      const element = tree.firstElementOf(elementKey)
      if (newIndex === null || !element?.parentElement) previews.restoreMove()
      else previews.moveTo(element, element.parentElement, newIndex)
    },
    tempAddDiv({ parentElementKey, indexInParent, width, height, childIndexInParent }) {
      const first = tree.firstElementOf(parentElementKey)
      const codebaseId = tree.index.nodes.get(parentElementKey ?? '')?.identity.codebaseId ?? ''
      const parent =
        first && childIndexInParent != null ? writtenChildrenHost(first, codebaseId) : first
      if (!parent) previews.removeDiv()
      else
        previews.addDiv(
          parent,
          indexInParent,
          width,
          height,
          childIndexInParent == null ? null : { codebaseId, childIndex: childIndexInParent },
        )
    },
    insertDropTargetAt(point) {
      const target = dropTargetAt(tree, {
        target: elementAt(point),
        pageX: point.clientX + win.scrollX,
        pageY: point.clientY + win.scrollY,
        movedKey: null,
        fallbackParentKey: null,
      })
      const parent = target === null ? undefined : tree.index.nodes.get(target.parentKey)
      if (target === null || parent === undefined) return null
      return {
        parentKey: target.parentKey,
        index: target.index,
        childIndex: target.childIndex,
        horizontal: target.inline || isHorizontalLayout(parent.display, parent.flexDirection),
      }
    },
    writtenPlaces: (elementKeys) => elementKeys.map((key) => writtenPlaceOf(tree, key)),
    tempMoveToNewParent({ elementKey, newParentElementKey, indexInParent }) {
      const element = tree.firstElementOf(elementKey)
      const parent = tree.firstElementOf(newParentElementKey)
      if (!element || !parent) previews.restoreMove()
      else previews.moveTo(element, parent, indexInParent)
    },
    checkIfHydrationError() {
      const status = readHydrationStatus(doc)
      emit('hydrationStatus', status)
      emit('hydrationErrorStatus', { status: status.status })
      return status
    },
    triggerDragStart: () => drag.startAtSelection(),
    triggerDragCancel: () => drag.cancel(null),
    setIsFlushing: (flushing) => parts.history.setFlushing(flushing),
  }
}
