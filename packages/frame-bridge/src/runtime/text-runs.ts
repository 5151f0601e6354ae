/** A point in the page's viewport. */
export interface ViewportPoint {
  readonly clientX: number
  readonly clientY: number
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim()

/**
 * The static text runs a codebase lookup entry offers for in-place editing (mutate-api's
 * `textRuns`: an element whose children mix text with elements or `{expressions}`), if any.
 */
export function textRunsOf(entry: unknown): readonly string[] | null {
  if (typeof entry !== 'object' || entry === null) return null
  const runs = (entry as { readonly textRuns?: unknown }).textRuns
  return Array.isArray(runs) && runs.every((run) => typeof run === 'string') ? runs : null
}

/**
 * Which of `element`'s own text nodes show which source run: React renders each static run as
 * one text node, in source order, among the nodes of its elements and the text its
 * `{expressions}` render. Runs are matched in order to the first text node showing the same
 * words; a node between (an expression's text) is skipped. Blank runs are not offered.
 */
export function textRunNodes(element: Element, runs: readonly string[]): Map<Text, number> {
  const found = new Map<Text, number>()
  let next = 0
  for (const node of element.childNodes) {
    const run = runs[next]
    if (run === undefined) break
    if (node.nodeType !== 3) continue
    const shown = collapse((node as Text).data)
    if (shown !== collapse(run)) continue
    if (shown !== '') found.set(node as Text, next)
    next += 1
  }
  return found
}

/** The text node a caret would be put in at `point`, if any. */
export function textNodeAt(doc: Document, point: ViewportPoint): Text | null {
  const caretDoc = doc as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { readonly offsetNode: Node } | null
    caretRangeFromPoint?: (x: number, y: number) => Range | null
  }
  const node =
    caretDoc.caretPositionFromPoint?.(point.clientX, point.clientY)?.offsetNode ??
    caretDoc.caretRangeFromPoint?.(point.clientX, point.clientY)?.startContainer ??
    null
  return node?.nodeType === 3 ? (node as Text) : null
}
