import {
  type ChangeItem,
  deserialiseChangeItem,
  type ElementSelection,
  EMPTY_SELECTION,
  remapElementKey,
} from '@splendid/change-items'
import { TEMPO_ELEMENT_ID_ATTRIBUTE } from '@splendid/codebase-ids/ids'
import { createOverlay, EMPTY_OVERLAY_STATE, type Overlay, type Rect } from '@splendid/overlay'
import type { DragContext } from '../entities/drag-context'
import type { PointerEventPayload } from '../entities/input-events'
import type { InspectElementPayload, InspectOutcome } from '../entities/inspect-element'
import {
  DYNAMIC_TEXT_MAX_LENGTH,
  type FrameEventKind,
  type FrameEventPayloads,
} from '../frame-events'
import type { FrameFunctionHandlers, FrameLookups, StoryboardType } from '../frame-functions'
import { appClasses, boxOf, buildNavTree } from './build-nav-tree'
import { elementsWithCodebaseId } from './codebase-id-of-element'
import { readCssEvals } from './css-evals'
import { processRulesForElement } from './css-rules'
import { removeTemporaryNodes } from './dom-marks'
import { applyDriveMode, readDriveMode } from './drive-mode'
import { dropIndex, passesDragThreshold } from './drop-position'
import { createForcedModifiers } from './forced-modifiers'
import { readHydrationStatus } from './hydration-check'
import { inspectComponent } from './inspect-component'
import { createInstantUpdates } from './instant-updates'
import { EMPTY_NAV_TREE_INDEX, type NavTreeIndex, nearestKeyOf } from './nav-tree-index'
import { nextSelection, pickElementKey, type SelectionState } from './selection-rules'
import { isValidSelector } from './selector-tools'
import { isStaticText } from './static-text'
import { createTempPreviews } from './temp-previews'
import { createTextEditing } from './text-editing'

/** Sends an event to the parent (the endpoint's `emit`). */
export type EmitFrameEvent = <K extends FrameEventKind>(
  kind: K,
  payload: FrameEventPayloads[K],
) => void

/** What {@link createFrameRuntime} needs. */
export interface FrameRuntimeOptions {
  readonly window: Window
  readonly emit: EmitFrameEvent
  readonly logger: Pick<Console, 'log' | 'warn' | 'error'>
}

/** A pointer press that may become a drag. */
interface Press {
  readonly start: { readonly x: number; readonly y: number }
  readonly offsetX: number
  readonly offsetY: number
  dragging: boolean
}

/** The frame runtime's behaviour without the bridge: functions, inspect and input entry points. */
export interface FrameRuntime {
  /** Every function of `FrameFunctions`. */
  readonly functions: FrameFunctionHandlers
  /** Reads a component's props and state from the fibers. */
  inspect(payload: InspectElementPayload): InspectOutcome
  /** Rebuilds the navigation tree now and sends it. */
  rebuildNavTree(): void
  /** A refresh after hot reload: reverts instant updates, removes temporary nodes, rebuilds. */
  refreshAfterHotReload(): void
  /** Pointer input from the page (or synthetic input from the parent). */
  pointerDown(target: Element | null, position: PointerEventPayload): void
  pointerMove(target: Element | null, position: PointerEventPayload, buttons: number): void
  pointerUp(position: PointerEventPayload): void
  click(target: Element | null, modifiers: { exact: boolean; shift: boolean }): void
  contextMenu(target: Element | null, position: PointerEventPayload): void
  /** Whether page input should go to the app (drive mode, or typing in the edited text). */
  passesThrough(target: EventTarget | null): boolean
  readonly overlay: Overlay
  readonly state: {
    readonly index: NavTreeIndex
    readonly selection: SelectionState
    readonly hoveredKey: string | null
    readonly driveMode: boolean
    readonly dragging: boolean
    readonly storyboardType: StoryboardType
  }
  destroy(): void
}

const DEFAULT_STORYBOARD_ID = 'preview'

/**
 * Builds the frame runtime (spec "Frame runtime"): the navigation tree, selection and hover with
 * the overlay, drive mode, instant updates with undo/redo, text editing, drag, CSS rules and
 * evals, hydration status and state-and-props inspection — every `FrameFunctions` member.
 * `startFrameRuntime` wires it to the bridge and the page's events.
 */
export function createFrameRuntime(options: FrameRuntimeOptions): FrameRuntime {
  const win = options.window
  const doc = win.document
  const { emit, logger } = options
  const storage = sessionStorageOf(win)
  let storyboardId = DEFAULT_STORYBOARD_ID
  let storyboardType: StoryboardType = 'APPLICATION'
  let lookups: FrameLookups = {
    treeElementLookup: {},
    scopeLookup: {},
    storyboardComponentElement: null,
  }
  let index: NavTreeIndex = EMPTY_NAV_TREE_INDEX
  let selection: SelectionState = { selectedKey: null, multiselectedKeys: [] }
  let hoveredKey: string | null = null
  let driveMode = readDriveMode(storage)
  let zoom = 1
  let aiContext = false
  let isFlushing = false
  let press: Press | null = null
  let suppressNextClick = false
  let dropTarget: { parentKey: string; index: number } | null = null
  const idAliases = new Map<string, string>()

  const overlay = createOverlay({
    root: doc.body,
    driveMode,
    onEditDynamicText: () => {
      const elementKey = selection.selectedKey
      if (elementKey === null) return
      const shown = (firstElementOf(elementKey)?.textContent ?? '').replace(/\s+/g, ' ').trim()
      emit('editDynamicText', { elementKey, text: shown.slice(0, DYNAMIC_TEXT_MAX_LENGTH) })
    },
  })
  applyDriveMode(doc, storage, driveMode)

  const elementsOfKey = (key: string | null): readonly Element[] =>
    key === null ? [] : (index.elementsByKey.get(key) ?? [])
  const firstElementOf = (key: string | null): Element | null => elementsOfKey(key)[0] ?? null

  function elementsFor(codebaseId: string): readonly Element[] {
    const hosts = elementsWithCodebaseId(doc, codebaseId)
    if (hosts.length > 0) return hosts
    for (const node of index.nodes.values()) {
      if (node.identity.codebaseId === codebaseId) return elementsOfKey(node.key)
    }
    return []
  }

  const instantUpdates = createInstantUpdates({ doc, elementsFor, logger })
  const forcedModifiers = createForcedModifiers(doc, logger)
  const previews = createTempPreviews(doc)
  const textEditing = createTextEditing({
    started: (elementKey, oldText) => emit('startEditingText', { elementKey, oldText }),
    edited: (elementKey, newText, oldText) => {
      emit('editedText', { elementKey, newText, oldText })
      render()
    },
  })

  function rectOf(key: string | null): Rect | null {
    const box = boxOf(elementsOfKey(key), win)
    return box ? { x: box.pageX, y: box.pageY, width: box.width, height: box.height } : null
  }

  function render(): void {
    const selectedNode =
      selection.selectedKey === null ? undefined : index.nodes.get(selection.selectedKey)
    const selectedRect = rectOf(selection.selectedKey)
    const selectedElement = firstElementOf(selection.selectedKey)
    const hoveredNode = hoveredKey === null ? undefined : index.nodes.get(hoveredKey)
    const hoveredRect = hoveredKey === selection.selectedKey ? null : rectOf(hoveredKey)
    const showEditDynamicText =
      selectedNode !== undefined &&
      selectedElement !== null &&
      !selectedNode.isComponent &&
      (selectedElement.textContent ?? '').trim() !== '' &&
      !isStaticText(selectedNode, selectedElement, lookups.treeElementLookup) &&
      textEditing.element === null
    const parentKey = dropTarget?.parentKey ?? null
    overlay.update({
      ...EMPTY_OVERLAY_STATE,
      selected:
        selectedNode && selectedRect
          ? {
              rect: selectedRect,
              name: selectedNode.name,
              isComponent: selectedNode.isComponent,
              showEditDynamicText,
            }
          : null,
      hovered:
        hoveredNode && hoveredRect
          ? { rect: hoveredRect, name: hoveredNode.name, isComponent: hoveredNode.isComponent }
          : null,
      multiSelected: selection.multiselectedKeys.flatMap((key) => rectOf(key) ?? []),
      children:
        parentKey === null
          ? []
          : (index.nodes.get(parentKey)?.children ?? []).flatMap(
              (child) => rectOf(child.key) ?? [],
            ),
      moveTarget: rectOf(parentKey),
      dragging: press?.dragging ?? false,
    })
  }

  function rebuildNavTree(): void {
    try {
      index = buildNavTree(doc, { storyboardId, idAliases })
    } catch (error) {
      logger.error('Could not build the navigation tree', error)
      return
    }
    emit('navTree', { tree: index.tree, outerHtml: pageHtmlWithoutOverlay(doc) })
    emit('latestHref', { href: win.location.href })
    render()
  }

  function setSelection(next: SelectionState, notify: boolean): void {
    const changedKey = next.selectedKey !== selection.selectedKey
    const changedMulti =
      next.multiselectedKeys.join('\n') !== selection.multiselectedKeys.join('\n')
    selection = next
    if (notify && changedKey) emit('selectedElementKey', { elementKey: next.selectedKey })
    if (notify && changedMulti)
      emit('multiselectedElementKeys', { elementKeys: next.multiselectedKeys })
    render()
  }

  function applySelection(target: ElementSelection): ElementSelection {
    const next: SelectionState = {
      selectedKey: target.elementKey ?? selection.selectedKey,
      multiselectedKeys: target.multiselectElementKeys ?? selection.multiselectedKeys,
    }
    setSelection(next, false)
    return { elementKey: next.selectedKey, multiselectElementKeys: next.multiselectedKeys }
  }

  function setHover(key: string | null): void {
    if (key === hoveredKey) return
    hoveredKey = key
    emit('hoveredElementKey', { elementKey: key })
    render()
  }

  const hoverSuppressed = () =>
    driveMode || textEditing.element !== null || (press?.dragging ?? false)

  function pick(target: Element | null, exact: boolean): string | null {
    return pickElementKey(index, nearestKeyOf(index, target), lookups.treeElementLookup, exact)
  }

  function dragContext(position: PointerEventPayload, dragging: boolean): DragContext {
    const node = selection.selectedKey === null ? undefined : index.nodes.get(selection.selectedKey)
    const parent = node?.parentKey ? index.nodes.get(node.parentKey) : undefined
    return {
      pageX: position.pageX,
      pageY: position.pageY,
      offsetX: press?.offsetX ?? 0,
      offsetY: press?.offsetY ?? 0,
      selectedParentKey: parent?.key ?? null,
      selectedParentDisplay: parent?.display ?? null,
      selectedParentFlexDirection: parent?.flexDirection ?? null,
      dropParentKey: dropTarget?.parentKey ?? null,
      dropIndex: dropTarget?.index ?? null,
      dragging,
    }
  }

  function updateDropTarget(target: Element | null, position: PointerEventPayload): void {
    const dragged = elementsOfKey(selection.selectedKey)
    const inside = (element: Element | null) =>
      dragged.some((own) => element !== null && own.contains(element))
    let candidate = target && !inside(target) ? nearestKeyOf(index, target) : null
    let node = candidate === null ? undefined : index.nodes.get(candidate)
    // Dropping onto a leaf means next to it: its parent is the container.
    if (node && node.children.length === 0 && node.parentKey !== null)
      node = index.nodes.get(node.parentKey)
    if (!node) {
      const own =
        selection.selectedKey === null ? undefined : index.nodes.get(selection.selectedKey)
      node = own?.parentKey ? index.nodes.get(own.parentKey) : undefined
    }
    candidate = node?.key ?? null
    if (!node || candidate === null) {
      dropTarget = null
      return
    }
    const boxes = node.children
      .filter((child) => child.key !== selection.selectedKey)
      .flatMap((child) => {
        const box = boxOf(elementsOfKey(child.key), win)
        return box
          ? [{ left: box.pageX, top: box.pageY, width: box.width, height: box.height }]
          : []
      })
    dropTarget = {
      parentKey: candidate,
      index: dropIndex(
        boxes,
        { x: position.pageX, y: position.pageY },
        node.display,
        node.flexDirection,
      ),
    }
  }

  function cancelDrag(position: PointerEventPayload | null): void {
    const wasDragging = press?.dragging ?? false
    const context = dragContext(position ?? { pageX: 0, pageY: 0, clientX: 0, clientY: 0 }, false)
    press = null
    dropTarget = null
    if (wasDragging) emit('dragCancel', context)
    render()
  }

  function startDrag(position: PointerEventPayload): void {
    if (!press) return
    press.dragging = true
    hoveredKey = null
    emit('dragStart', dragContext(position, true))
    render()
  }

  const functions: FrameFunctionHandlers = {
    initProject(input) {
      storyboardId = input.storyboardId || DEFAULT_STORYBOARD_ID
      storyboardType = input.storyboardType
      lookups = input
      zoom = input.zoomPerc
      overlay.setZoom(zoom)
      aiContext = input.aiContextEnabled
      overlay.setAiContext(aiContext)
      setDriveMode(input.driveModeEnabled)
      rebuildNavTree()
    },
    setNewLookups(newLookups) {
      lookups = newLookups
      rebuildNavTree()
    },
    enableDriveMode: () => setDriveMode(true),
    disableDriveMode: () => setDriveMode(false),
    setHoveredElement(elementKey) {
      hoveredKey = elementKey
      render()
    },
    setSelectedElement(elementKey) {
      setSelection({ selectedKey: elementKey, multiselectedKeys: [] }, false)
    },
    setMultiselectedElementKeys(elementKeys) {
      setSelection(
        {
          selectedKey: elementKeys[0] ?? selection.selectedKey,
          multiselectedKeys: [...elementKeys],
        },
        false,
      )
    },
    processRulesForSelectedElement({ selectedElementKey, knownRules }) {
      const element = firstElementOf(selectedElementKey)
      if (!element) return []
      const rules = processRulesForElement(doc, element, knownRules, logger)
      emit('processedCssRules', { elementKey: selectedElementKey, rules })
      return rules
    },
    setModifiersForSelectedElement({ selectedElementKey, modifiers }) {
      forcedModifiers.set(elementsOfKey(selectedElementKey), modifiers)
    },
    getCssEvals(elementKey) {
      const element = firstElementOf(elementKey)
      const cssEvals = element ? readCssEvals(element) : {}
      emit('cssEvals', { elementKey, cssEvals })
      return cssEvals
    },
    ruleMatchesElement({ elementKey, selector }) {
      const element = firstElementOf(elementKey)
      return element !== null && isValidSelector(doc, selector, logger) && element.matches(selector)
    },
    getElementClassList(elementKey) {
      const element = firstElementOf(elementKey)
      const classList = element ? appClasses([...element.classList]) : []
      emit('elementClassList', { elementKey, classList })
      return classList
    },
    applyChangeItemToDocument(serialised) {
      const item = deserialiseChangeItem(serialised)
      const outcome = instantUpdates.apply(item, isFlushing)
      // A restyle changes no element: the tree stays valid and only the outlines move. Any
      // other change adds, hides or replaces elements, so the tree is rebuilt at once.
      if (changesElements(item)) rebuildNavTree()
      else render()
      const selected = outcome.successful ? applySelection(outcome.selection) : EMPTY_SELECTION
      const result = { changeItemId: item.id, successful: outcome.successful, selection: selected }
      emit('instantUpdateDone', result)
      return result
    },
    updateCodebaseIds({ prevIdToNewIdMap, ...newLookups }) {
      for (const [oldId, newId] of Object.entries(prevIdToNewIdMap)) {
        for (const element of doc.querySelectorAll(`[${TEMPO_ELEMENT_ID_ATTRIBUTE}="${oldId}"]`)) {
          element.setAttribute(TEMPO_ELEMENT_ID_ATTRIBUTE, newId)
        }
        for (const element of elementsWithCodebaseId(doc, oldId))
          element.classList.replace(oldId, newId)
        for (const [from, to] of idAliases) if (to === oldId) idAliases.set(from, newId)
        idAliases.set(oldId, newId)
      }
      lookups = newLookups
      selection = {
        selectedKey:
          selection.selectedKey === null
            ? null
            : remapElementKey(selection.selectedKey, prevIdToNewIdMap),
        multiselectedKeys: selection.multiselectedKeys.map((key) =>
          remapElementKey(key, prevIdToNewIdMap),
        ),
      }
      hoveredKey = hoveredKey === null ? null : remapElementKey(hoveredKey, prevIdToNewIdMap)
      rebuildNavTree()
    },
    goBack: () => win.history.back(),
    goForward: () => win.history.forward(),
    refresh() {
      // After the answer is on its way: the reload replaces this page (and its bridge endpoint).
      win.setTimeout(() => win.location.reload(), 0)
    },
    syntheticMouseOver(position) {
      runtime.pointerMove(doc.elementFromPoint(position.clientX, position.clientY), position, 0)
    },
    syntheticMouseMove(position) {
      runtime.pointerMove(
        doc.elementFromPoint(position.clientX, position.clientY),
        position,
        press ? 1 : 0,
      )
    },
    syntheticMouseUp(position) {
      runtime.pointerUp(position)
    },
    setZoomPerc(zoomPerc) {
      zoom = zoomPerc
      overlay.setZoom(zoomPerc)
    },
    setAiContext(enabled) {
      aiContext = enabled
      overlay.setAiContext(enabled)
      if (enabled && press) cancelDrag(null)
    },
    tempMoveElement({ elementKey, newIndex }) {
      const element = firstElementOf(elementKey)
      if (newIndex === null || !element?.parentElement) previews.restoreMove()
      else previews.moveTo(element, element.parentElement, newIndex)
    },
    tempAddDiv({ parentElementKey, indexInParent, width, height }) {
      const parent = firstElementOf(parentElementKey)
      if (!parent) previews.removeDiv()
      else previews.addDiv(parent, indexInParent, width, height)
    },
    tempMoveToNewParent({ elementKey, newParentElementKey, indexInParent }) {
      const element = firstElementOf(elementKey)
      const parent = firstElementOf(newParentElementKey)
      if (!element || !parent) previews.restoreMove()
      else previews.moveTo(element, parent, indexInParent)
    },
    checkIfHydrationError() {
      const status = readHydrationStatus(doc)
      emit('hydrationStatus', status)
      emit('hydrationErrorStatus', { status: status.status })
      return status
    },
    triggerDragStart() {
      const box = boxOf(elementsOfKey(selection.selectedKey), win)
      if (!box || aiContext) return
      const center = { pageX: box.pageX + box.width / 2, pageY: box.pageY + box.height / 2 }
      const position = {
        ...center,
        clientX: center.pageX - win.scrollX,
        clientY: center.pageY - win.scrollY,
      }
      press = {
        start: { x: position.clientX, y: position.clientY },
        offsetX: box.width / 2,
        offsetY: box.height / 2,
        dragging: false,
      }
      startDrag(position)
    },
    triggerDragCancel: () => cancelDrag(null),
    setIsFlushing(flushing) {
      isFlushing = flushing
    },
  }

  function setDriveMode(enabled: boolean): void {
    driveMode = enabled
    applyDriveMode(doc, storage, enabled)
    overlay.setDriveMode(enabled)
    if (enabled) {
      press = null
      setHover(null)
    }
  }

  const runtime: FrameRuntime = {
    functions,
    inspect: (payload) => inspectComponent(index, doc, payload, logger),
    rebuildNavTree,
    refreshAfterHotReload() {
      instantUpdates.revertAll()
      previews.restoreMove()
      previews.removeDiv()
      removeTemporaryNodes(doc)
      rebuildNavTree()
    },
    pointerDown(target, position) {
      if (driveMode || aiContext || selection.selectedKey === null) return
      const selected = elementsOfKey(selection.selectedKey)
      if (!target || !selected.some((element) => element.contains(target))) return
      const box = boxOf(selected, win)
      press = {
        start: { x: position.clientX, y: position.clientY },
        offsetX: position.pageX - (box?.pageX ?? position.pageX),
        offsetY: position.pageY - (box?.pageY ?? position.pageY),
        dragging: false,
      }
    },
    pointerMove(target, position, buttons) {
      if (press) {
        if (buttons === 0) {
          cancelDrag(position)
        } else if (
          !press.dragging &&
          passesDragThreshold(press.start, { x: position.clientX, y: position.clientY }, zoom)
        ) {
          startDrag(position)
        }
        if (press?.dragging) {
          updateDropTarget(target, position)
          render()
          return
        }
      }
      if (!hoverSuppressed()) setHover(pick(target, false))
    },
    pointerUp(position) {
      if (!press) return
      if (press.dragging) {
        emit('dragEnd', dragContext(position, false))
        suppressNextClick = true
      }
      press = null
      dropTarget = null
      render()
    },
    click(target, modifiers) {
      if (suppressNextClick) {
        suppressNextClick = false
        return
      }
      if (driveMode) return
      const picked = pick(target, modifiers.exact)
      const element = firstElementOf(picked)
      const node = picked === null ? undefined : index.nodes.get(picked)
      if (
        picked !== null &&
        picked === selection.selectedKey &&
        !modifiers.shift &&
        node &&
        isHtmlElement(element) &&
        isStaticText(node, element, lookups.treeElementLookup)
      ) {
        textEditing.start(element, picked)
        render()
        return
      }
      textEditing.stop()
      setSelection(nextSelection(selection, picked, modifiers), true)
    },
    contextMenu(target, position) {
      emit('contextRequested', { ...position, elementKey: pick(target, false) })
    },
    passesThrough(target) {
      if (driveMode) return true
      const editing = textEditing.element
      return editing !== null && isNode(target) && editing.contains(target)
    },
    overlay,
    get state() {
      return {
        index,
        selection,
        hoveredKey,
        driveMode,
        dragging: press?.dragging ?? false,
        storyboardType,
      }
    },
    destroy() {
      textEditing.stop()
      overlay.destroy()
    },
  }
  return runtime
}

/** The page's HTML without the overlay hosts (their shadow content is never serialised). */
function pageHtmlWithoutOverlay(doc: Document): string {
  let html = doc.documentElement.outerHTML
  for (const host of doc.querySelectorAll('[data-splendid-overlay]')) {
    html = html.replace(host.outerHTML, '')
  }
  return html
}

const CLASS_OR_STYLE_CHANGES: ReadonlySet<ChangeItem['type']> = new Set([
  'STYLING',
  'ADD_CLASS',
  'REMOVE_CLASS',
])

/** Whether the instant update of a change adds, hides or replaces elements. */
function changesElements(item: ChangeItem): boolean {
  if (item.type === 'UNDO') return changesElements(item.changeFields.changeToUndo)
  if (item.type === 'REDO') return changesElements(item.changeFields.changeToRedo)
  return !CLASS_OR_STYLE_CHANGES.has(item.type)
}

function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage
  } catch {
    return null
  }
}

function isHtmlElement(element: Element | null): element is HTMLElement {
  return element !== null && 'focus' in element && 'style' in element
}

function isNode(target: EventTarget | null): target is Node {
  return target !== null && typeof (target as Partial<Node>).nodeType === 'number'
}
