import type { AddJsxRequestBody, JsonValue } from '@splendid/change-items'
import { MutateError } from '../mutate-error'
import { checkRequestPath } from '../project-root'
import { type ElementText, elementTextOf, plainElementText } from '../source/element-text'
import { besideEdit, lastChildEdit, slotOf } from '../source/jsx-placement'
import { ParsedTsx } from '../source/parsed-tsx'
import type { TextEdit } from '../source/text-edit'
import { propValueSource } from './apply-change-prop'
import { importEditsFor } from './carry-imports'
import { childIndexEdits, refuseIndexAndSibling } from './child-index-edits'
import type { ElementInFile, ElementRef, OperationContext } from './operation-context'

const NATIVE_TAG = /^[a-z][\w-]*$/
const PROP_NAME = /^[A-Za-z_$][\w$-]*(:[A-Za-z_$][\w$-]*)?$/

/** The source of a new native element: `<tag prop="…" />`, or `<tag prop="…">children</tag>`. */
export function nativeElementSource(
  tag: string,
  props: Readonly<Record<string, JsonValue>>,
): string {
  if (!NATIVE_TAG.test(tag))
    throw new MutateError('BAD_REQUEST', `"${tag}" is not a native tag name`)
  const { children, ...attributeProps } = props
  const attributes = Object.entries(attributeProps)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => {
      if (!PROP_NAME.test(name))
        throw new MutateError('BAD_REQUEST', `"${name}" is not a valid prop name`)
      return ` ${name}=${propValueSource(value)}`
    })
  if (children === undefined || children === null || children === '')
    return `<${tag}${attributes.join('')} />`
  return `<${tag}${attributes.join('')}>${childSource(children)}</${tag}>`
}

/**
 * A `children` prop written as the element's content, as one writes it by hand: plain words as
 * JSX text (`<p>New paragraph</p>`), anything JSX text would read differently — braces, angle
 * brackets, an entity, a line break, spaces at either end — or any other value as one
 * `{expression}`.
 */
function childSource(value: JsonValue): string {
  if (typeof value === 'string' && /^[^{}<>&\n\r]*$/.test(value) && value.trim() === value)
    return value
  const source = propValueSource(value)
  return source.startsWith('{') ? source : `{${source}}`
}

/**
 * Places element text into a destination: after `afterElement`, before `beforeElement`, or as
 * the destination's last child, re-indented for its new depth. The anchors must be children of
 * the destination.
 */
export function insertionEdits(
  destination: ElementInFile,
  before: ElementInFile | null,
  after: ElementInFile | null,
  element: ElementText,
): TextEdit[] {
  const anchor = after ?? before
  if (anchor !== null) {
    if (
      anchor.file !== destination.file ||
      anchor.entry.parentId !== destination.entry.id ||
      slotOf(anchor.node).kind !== 'jsx-child'
    ) {
      throw new MutateError(
        'UNSUPPORTED_EDIT',
        `<${anchor.entry.tagName}> is not a direct child of <${destination.entry.tagName}>; cannot insert next to it`,
      )
    }
    return [besideEdit(anchor.file, anchor.node, after !== null ? 'after' : 'before', element)]
  }
  return lastChildEdit(destination.file, destination.node, element)
}

async function optional(
  ctx: OperationContext,
  ref: ElementRef | null,
): Promise<ElementInFile | null> {
  return ref === null ? null : ctx.locate(ref)
}

/**
 * `mutate/addJsxElement`: adds a native element (with props), a copy of an existing element, or
 * the first JSX element of `fileContentsToSourceFrom` (with the imports its tags need): after or
 * before a sibling element, at a child index (among elements, text runs and `{expressions}`), or
 * as the last child.
 */
export async function applyAddJsx(
  ctx: OperationContext,
  body: AddJsxRequestBody<ElementRef>,
): Promise<TextEdit[]> {
  refuseIndexAndSibling(body.childIndex, body.beforeElement, body.afterElement)
  const destination = await ctx.locate(body.destinationElement)
  const before = await optional(ctx, body.beforeElement)
  const after = await optional(ctx, body.afterElement)
  const edits: TextEdit[] = []
  let element: ElementText
  if (body.fileContentsToSourceFrom !== null) {
    const sourceName = checkRequestPath(
      body.fileContentsSourceFilename ?? 'snippet.tsx',
      'fileContentsSourceFilename',
    )
    const snippet = new ParsedTsx(sourceName, body.fileContentsToSourceFrom)
    if (snippet.syntaxErrors.length > 0)
      throw new MutateError('BAD_REQUEST', 'fileContentsToSourceFrom does not parse')
    const first = snippet.index.elements[0]
    if (first === undefined)
      throw new MutateError('BAD_REQUEST', 'fileContentsToSourceFrom holds no JSX element')
    const located = snippet.locate(first.id)
    element = elementTextOf(snippet, located.node, false)
    edits.push(...importEditsFor(snippet, located.node, destination.file))
  } else if (!('codebaseId' in body.newElement)) {
    element = plainElementText(
      nativeElementSource(body.newElement.nativeTag, body.newElement.propsToSet),
    )
  } else {
    // A tree element (which may itself be of type 'native') is a copy of an existing element.
    const copied = await ctx.locate(body.newElement)
    element = elementTextOf(copied.file, copied.node, false)
    if (copied.file !== destination.file)
      edits.push(...importEditsFor(copied.file, copied.node, destination.file))
  }
  edits.push(
    ...(body.childIndex === null || body.childIndex === undefined
      ? insertionEdits(destination, before, after, element)
      : childIndexEdits(destination, body.childIndex, element, null)),
  )
  return edits
}
