import { removableClasses } from '../source/class-name-source'
import type { ParsedTsx } from '../source/parsed-tsx'
import type { ScopeEntry, TreeElement } from './tree-element'

/** The lookup entries of one file. */
export interface FileLookups {
  readonly filePath: string
  readonly treeElements: readonly TreeElement[]
  readonly scopes: readonly ScopeEntry[]
}

/** Builds the tree-element and scope entries of one parsed file. */
export function buildFileLookups(file: ParsedTsx): FileLookups {
  const treeElements: TreeElement[] = []
  const scopes = new Map<string, { ids: string[]; idSet: Set<string>; roots: string[] }>()
  for (const entry of file.index.elements) {
    const located = file.elementAt(entry.range.start)
    const [onlyText] = entry.textChildren
    const textIsStatic = entry.hasOnlyTextChildren && entry.textChildren.length === 1
    treeElements.push({
      codebaseId: entry.id,
      type: entry.isComponent ? 'component-instance' : 'native',
      tagName: entry.tagName,
      componentName: entry.componentName,
      parentCodebaseId: entry.parentId,
      filePath: file.relativePath,
      line: entry.range.startPosition.line,
      column: entry.range.startPosition.column,
      removableClasses: located === undefined ? [] : removableClasses(file, located.node),
      textIsStatic,
      editableText: textIsStatic && onlyText !== undefined ? onlyText.text : null,
    })
    if (entry.componentName !== null) {
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
  }
  return {
    filePath: file.relativePath,
    treeElements,
    scopes: [...scopes].map(([componentName, scope]) => ({
      type: 'component',
      componentName,
      filePath: file.relativePath,
      codebaseIds: scope.ids,
      rootCodebaseIds: scope.roots,
    })),
  }
}
