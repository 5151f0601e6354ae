import { DYNAMIC_TEXT_MAX_LENGTH } from '../frame-events'
import type { CodebaseElementLookup } from '../frame-functions'
import type { EmitFrameEvent } from './emit-frame-event'
import type { NavTreeState } from './nav-tree-state'
import type { ClickModifiers } from './selection-rules'
import { isStaticText } from './static-text'
import { createTextEditing } from './text-editing'
import { textNodeAt, textRunNodes, textRunsOf } from './text-runs'

/** What {@link createFrameTextEditing} needs. */
export interface FrameTextEditingOptions {
  readonly emit: EmitFrameEvent
  readonly tree: Pick<NavTreeState, 'index' | 'firstElementOf'>
  /** The codebase's tree elements: whether a text is written literally in the source. */
  readonly treeElementLookup: () => CodebaseElementLookup
  /** Called when editing ended (the outline shows the new text's box). */
  readonly changed: () => void
}

/** Editing text in the page: in place when static, through the editor's dialog when dynamic. */
export interface FrameTextEditing {
  /** The element being edited in place, if any. */
  readonly element: HTMLElement | null
  /**
   * A click on `pickedKey`: when it is the selected element (no shift) and shows static text,
   * editing starts in place (`startEditingText`) and the click is the editor's. True then. When
   * its children mix text with elements or expressions, the static text run under the click
   * (`modifiers.point`, the lookup's `textRuns`) is edited in place instead, and `editedText`
   * carries its `textRunIndex`.
   */
  startOnClick(
    pickedKey: string | null,
    selectedKey: string | null,
    modifiers: ClickModifiers,
  ): boolean
  /** Ends in-place editing (`editedText`), if any. */
  stop(): void
  /** Whether page input on `target` belongs to the edited text (it goes to the page). */
  contains(target: EventTarget | null): boolean
  /**
   * Whether the selected element offers "Edit Dynamic Text": an element (not a component) that
   * shows text, not static, while nothing is edited in place.
   */
  offersDynamicText(selectedKey: string | null): boolean
  /** "Edit Dynamic Text" was pressed: sends the element and the text it shows (`editDynamicText`). */
  sendDynamicText(selectedKey: string | null): void
}

/**
 * Text editing in the frame (§4): the in-place state machine of `createTextEditing`, and the
 * decisions around it — which click starts it, what input it takes, and when the dynamic-text
 * hand-off is offered instead.
 *
 * @example
 * ```ts
 * const text = createFrameTextEditing({ emit, tree, treeElementLookup, changed: render })
 * if (!text.startOnClick(picked, selection.current.selectedKey, modifiers)) text.stop()
 * ```
 */
export function createFrameTextEditing(options: FrameTextEditingOptions): FrameTextEditing {
  const { emit, tree } = options
  const editing = createTextEditing({
    started: (elementKey, oldText) => emit('startEditingText', { elementKey, oldText }),
    edited: (elementKey, newText, oldText, textRunIndex) => {
      emit('editedText', {
        elementKey,
        newText,
        oldText,
        ...(textRunIndex === undefined ? {} : { textRunIndex }),
      })
      options.changed()
    },
  })

  return {
    get element() {
      return editing.element
    },
    startOnClick(pickedKey, selectedKey, modifiers) {
      if (pickedKey === null || pickedKey !== selectedKey || modifiers.shift) return false
      const node = tree.index.nodes.get(pickedKey)
      const element = tree.firstElementOf(pickedKey)
      if (!node || !isHtmlElement(element)) return false
      const lookup = options.treeElementLookup()
      if (isStaticText(node, element, lookup)) editing.start(element, pickedKey)
      else {
        // Mixed children: the static run clicked on is edited, the other children untouched.
        const runs = node.isComponent ? null : textRunsOf(lookup[node.identity.codebaseId])
        const clicked =
          runs === null || !modifiers.point
            ? null
            : textNodeAt(element.ownerDocument, modifiers.point)
        const runIndex =
          clicked === null || runs === null ? undefined : textRunNodes(element, runs).get(clicked)
        if (clicked === null || runIndex === undefined) return false
        editing.startRun(clicked, pickedKey, runIndex)
      }
      options.changed()
      return true
    },
    stop: () => editing.stop(),
    contains(target) {
      const element = editing.element
      return element !== null && isNode(target) && element.contains(target)
    },
    offersDynamicText(selectedKey) {
      const node = selectedKey === null ? undefined : tree.index.nodes.get(selectedKey)
      const element = tree.firstElementOf(selectedKey)
      return (
        node !== undefined &&
        element !== null &&
        !node.isComponent &&
        (element.textContent ?? '').trim() !== '' &&
        !isStaticText(node, element, options.treeElementLookup()) &&
        editing.element === null
      )
    },
    sendDynamicText(selectedKey) {
      if (selectedKey === null) return
      const shown = (tree.firstElementOf(selectedKey)?.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
      emit('editDynamicText', {
        elementKey: selectedKey,
        text: shown.slice(0, DYNAMIC_TEXT_MAX_LENGTH),
      })
    },
  }
}

function isHtmlElement(element: Element | null): element is HTMLElement {
  return element !== null && 'focus' in element && 'style' in element
}

function isNode(target: EventTarget | null): target is Node {
  return target !== null && typeof (target as Partial<Node>).nodeType === 'number'
}
