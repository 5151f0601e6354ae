import { hideElement, markTemporary } from './dom-marks'
import { nodeAtChildIndex } from './source-children'

/** Drag previews the parent asks for (tempMoveElement, tempAddDiv, tempMoveToNewParent). */
export interface TempPreviews {
  /** Shows `element` at `index` among the children of `parent` (a clone; original hidden). */
  moveTo(element: Element, parent: Element, index: number): void
  /** Restores the element moved by {@link TempPreviews.moveTo}. */
  restoreMove(): void
  /**
   * Shows a placeholder box of this size at `index` in `parent`, or — given `written` — at
   * `childIndex` among the children `codebaseId` wrote there (see {@link nodeAtChildIndex}),
   * inline beside text.
   */
  addDiv(
    parent: Element,
    index: number,
    width: number,
    height: number,
    written?: { readonly codebaseId: string; readonly childIndex: number } | null,
  ): void
  /** Removes the placeholder box. */
  removeDiv(): void
}

function visibleChildren(parent: Element, except: Element | null): Element[] {
  return [...parent.children].filter(
    (child) => child !== except && (child as HTMLElement).style?.display !== 'none',
  )
}

function insertAtIndex(
  parent: Element,
  node: Element,
  index: number,
  except: Element | null,
): void {
  parent.insertBefore(node, visibleChildren(parent, except)[index] ?? null)
}

/** Creates the drag previews of one document. */
export function createTempPreviews(doc: Document): TempPreviews {
  let moved: { clone: Element; show: () => void } | null = null
  let placeholder: Element | null = null
  return {
    moveTo(element, parent, index) {
      this.restoreMove()
      const clone = markTemporary(element.cloneNode(true) as Element)
      insertAtIndex(parent, clone, index, element)
      moved = { clone, show: hideElement(element) }
    },
    restoreMove() {
      if (!moved) return
      moved.clone.remove()
      moved.show()
      moved = null
    },
    addDiv(parent, index, width, height, written = null) {
      this.removeDiv()
      const box = markTemporary(doc.createElement('div')) as HTMLElement
      box.style.setProperty('width', `${width}px`)
      box.style.setProperty('height', `${height}px`)
      box.style.setProperty('background', 'rgba(69, 151, 247, 0.25)')
      box.style.setProperty('flex-shrink', '0')
      if (written === null) {
        insertAtIndex(parent, box, index, null)
      } else {
        const next = nodeAtChildIndex(parent, written.codebaseId, written.childIndex, null)
        const previous = next === null ? parent.lastChild : next.previousSibling
        // Between text the box flows with it, as the inserted element will.
        if (next?.nodeType === 3 || previous?.nodeType === 3) {
          box.style.setProperty('display', 'inline-block')
          box.style.setProperty('vertical-align', 'middle')
        }
        parent.insertBefore(box, next)
      }
      placeholder = box
    },
    removeDiv() {
      placeholder?.remove()
      placeholder = null
    },
  }
}
