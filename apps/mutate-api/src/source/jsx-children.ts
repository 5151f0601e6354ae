import { jsxTextValue } from '@splendid/codebase-ids'
import ts from 'typescript'
import type { JsxElementNode, ParsedTsx } from './parsed-tsx'

/** One child of a JSX element as React receives it, with the source range it occupies. */
export interface RenderedChild {
  readonly node: ts.JsxChild
  /** From the first character that renders (a text's dropped indentation excluded). */
  readonly start: number
  /** To the last character that renders. */
  readonly end: number
}

/**
 * The children of an element as written and as React receives them, in order: elements,
 * fragments, `{expressions}` and text runs. Whitespace JSX drops (indentation, line breaks and
 * blank lines between children) and comment-only `{/* … *\/}` containers are not children; a
 * space between two elements on one line is. A text run's range leaves out the whitespace
 * around it that JSX drops (the part of it that holds a line break).
 */
export function renderedChildren(file: ParsedTsx, element: JsxElementNode): RenderedChild[] {
  if (!ts.isJsxElement(element)) return []
  const children: RenderedChild[] = []
  for (const child of element.children) {
    if (ts.isJsxText(child)) {
      const raw = child.text
      if (jsxTextValue(raw) === '') continue
      const leading = /^\s*/.exec(raw)?.[0] ?? ''
      const trailing = /\s*$/.exec(raw)?.[0] ?? ''
      children.push({
        node: child,
        start: child.pos + (/[\r\n]/.test(leading) ? leading.length : 0),
        end: child.end - (/[\r\n]/.test(trailing) ? trailing.length : 0),
      })
      continue
    }
    if (ts.isJsxExpression(child) && child.expression === undefined) continue
    children.push({ node: child, start: file.startOf(child), end: child.end })
  }
  return children
}
