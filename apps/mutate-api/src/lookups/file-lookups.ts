import type { ScopeEntry, TreeElement } from '@splendid/change-items'
import type { JsxElementEntry } from '@splendid/codebase-ids'
import type { AttributeEdit } from '../source/attribute-edit'
import { removableClasses } from '../source/class-name-source'
import { findAttribute } from '../source/class-value'
import { idsInLinguiMessages } from '../source/lingui-messages'
import type { JsxElementNode, ParsedTsx } from '../source/parsed-tsx'
import type { RegionEdit } from '../source/region-edit'
import type { TextRunEdit } from '../source/text-run-edit'

/** The lookup entries of one file. */
export interface FileLookups {
  readonly filePath: string
  readonly treeElements: readonly TreeElement[]
  readonly scopes: readonly ScopeEntry[]
}

/** How many distinct `className` values {@link removableClassesCached} remembers. */
const CLASS_CACHE_SIZE = 4096

/**
 * `className` source text → its removable classes. The classes depend only on that text, and
 * re-indexing a file after a change meets the same values again (every element but the edited
 * one), so they are read once.
 */
const classCache = new Map<string, readonly string[]>()

function removableClassesCached(file: ParsedTsx, node: JsxElementNode): readonly string[] {
  const initializer = findAttribute(node, 'className')?.initializer
  if (initializer === undefined) return []
  const key = file.text.slice(file.startOf(initializer), initializer.end)
  const cached = classCache.get(key)
  if (cached !== undefined) return cached
  const classes = removableClasses(file, node)
  if (classCache.size >= CLASS_CACHE_SIZE) classCache.clear()
  classCache.set(key, classes)
  return classes
}

/** The runs a designer may edit in place (see `TreeElement.textRuns`), if any. */
function textRunsOf(entry: JsxElementEntry, inMessage: boolean): readonly string[] | undefined {
  if (inMessage || entry.staticText !== null || entry.textChildren.length === 0) return undefined
  return entry.textChildren.map((run) => run.text)
}

function treeElementOf(
  filePath: string,
  entry: JsxElementEntry,
  removable: readonly string[],
  inMessage: boolean,
): TreeElement {
  const textRuns = textRunsOf(entry, inMessage)
  return {
    codebaseId: entry.id,
    type: entry.isComponent ? 'component-instance' : 'native',
    tagName: entry.tagName,
    componentName: entry.componentName,
    parentCodebaseId: entry.parentId,
    filePath,
    line: entry.range.startPosition.line,
    column: entry.range.startPosition.column,
    removableClasses: removable,
    textIsStatic: entry.staticText !== null,
    editableText: entry.staticText?.text ?? null,
    literalProps: entry.literalProps,
    ...(textRuns === undefined ? {} : { textRuns }),
  }
}

/**
 * The lookups after an {@link AttributeEdit}, a {@link TextRunEdit} or a {@link RegionEdit}, from
 * the ones before it, reading no syntax tree of the whole file: for the first two the same
 * elements and scopes, positions moved, the edited element's classes and props read from its new
 * tag or the retexted elements' text from the new index; for a region see
 * {@link deriveRegionLookups}.
 */
export function deriveFileLookups(
  before: FileLookups,
  edit: AttributeEdit | TextRunEdit | RegionEdit,
): FileLookups {
  if (edit.kind === 'region') return deriveRegionLookups(before, edit)
  const { after } = edit
  const treeElements = after.index.elements.map((entry, ordinal) => {
    const previous = before.treeElements[ordinal]
    if (previous?.codebaseId !== entry.id)
      throw new Error(`Lookups of ${after.relativePath} do not match its index at ${ordinal}`)
    if (edit.kind === 'attributes' && entry.id === edit.element.id)
      return treeElementOf(
        after.relativePath,
        entry,
        removableClassesCached(edit.opening.file, edit.opening.node),
        wasInMessage(previous, entry),
      )
    if (edit.kind === 'text' && edit.retexted.has(entry.id))
      return treeElementOf(
        after.relativePath,
        entry,
        previous.removableClasses,
        wasInMessage(previous, entry),
      )
    const { line, column } = entry.range.startPosition
    return line === previous.line && column === previous.column
      ? previous
      : { ...previous, line, column }
  })
  return { filePath: before.filePath, treeElements, scopes: before.scopes }
}

/**
 * Whether an element's runs were left out for being in a Lingui message: a change of its
 * attributes or text does not move it in or out of one.
 */
function wasInMessage(previous: TreeElement, entry: JsxElementEntry): boolean {
  return previous.textRuns === undefined && textRunsOf(entry, false) !== undefined
}

/** Builds the tree-element and scope entries of one parsed file. */
export function buildFileLookups(file: ParsedTsx): FileLookups {
  const inMessages = idsInLinguiMessages(file)
  const treeElements = file.index.elements.map((entry) => {
    const located = file.elementAt(entry.range.start)
    return treeElementOf(
      file.relativePath,
      entry,
      located === undefined ? [] : removableClassesCached(file, located.node),
      inMessages.has(entry.id),
    )
  })
  return {
    filePath: file.relativePath,
    treeElements,
    scopes: scopesOf(file.relativePath, file.index.elements),
  }
}

/** The component scopes of a file's elements (in ordinal order): each one's ids and roots. */
export function scopesOf(
  filePath: string,
  elements: readonly JsxElementEntry[],
): readonly ScopeEntry[] {
  const scopes = new Map<string, { ids: string[]; idSet: Set<string>; roots: string[] }>()
  for (const entry of elements) {
    if (entry.componentName === null) continue
    const scope = scopes.get(entry.componentName) ?? {
      ids: [],
      idSet: new Set<string>(),
      roots: [],
    }
    scope.ids.push(entry.id)
    scope.idSet.add(entry.id)
    const parentInScope = entry.parentId !== null && scope.idSet.has(entry.parentId)
    if (!parentInScope) scope.roots.push(entry.id)
    scopes.set(entry.componentName, scope)
  }
  return [...scopes].map(([componentName, scope]) => ({
    type: 'component',
    componentName,
    filePath,
    codebaseIds: scope.ids,
    rootCodebaseIds: scope.roots,
  }))
}

/**
 * The lookups after a {@link RegionEdit}, from the ones before it: the region's elements built
 * from its own parse (their ids, parents and component taken from the derived index), every
 * other element's entry kept with its new id, parent and position. Parses nothing more.
 */
function deriveRegionLookups(before: FileLookups, edit: RegionEdit): FileLookups {
  const { after, region, first, countBefore, newIds } = edit
  const regionElements = buildFileLookups(region).treeElements
  const elements = after.index.elements
  const countAfter = regionElements.length
  const treeElements = elements.map((entry, ordinal): TreeElement => {
    const { line, column } = entry.range.startPosition
    if (ordinal >= first && ordinal < first + countAfter) {
      const local = regionElements[ordinal - first] as TreeElement
      return {
        ...local,
        codebaseId: entry.id,
        parentCodebaseId: entry.parentId,
        componentName: entry.componentName,
      }
    }
    const oldOrdinal = ordinal < first ? ordinal : ordinal - countAfter + countBefore
    const previous = before.treeElements[oldOrdinal]
    if (previous === undefined || newIds.get(previous.codebaseId) !== entry.id)
      throw new Error(`Lookups of ${after.relativePath} do not match its index at ${ordinal}`)
    return previous.codebaseId === entry.id &&
      previous.parentCodebaseId === entry.parentId &&
      previous.line === line &&
      previous.column === column
      ? previous
      : { ...previous, codebaseId: entry.id, parentCodebaseId: entry.parentId, line, column }
  })
  return {
    filePath: before.filePath,
    treeElements,
    scopes: scopesOf(before.filePath, elements),
  }
}
