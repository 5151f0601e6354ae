import type { Lookups, TreeElement } from '../lookups'

/** A valid codebase id made from a number. */
export function sampleCodebaseId(seed: number): string {
  return `tempo-00000000-0000-4000-8000-${seed.toString(16).padStart(12, '0')}`
}

/** A native tree element with every field filled in. */
export function sampleTreeElement(id: string, overrides: Partial<TreeElement> = {}): TreeElement {
  return {
    codebaseId: id,
    type: 'native',
    tagName: 'div',
    componentName: null,
    parentCodebaseId: null,
    filePath: 'src/app.tsx',
    line: 1,
    column: 1,
    removableClasses: [],
    textIsStatic: true,
    editableText: null,
    literalProps: {},
    ...overrides,
  }
}

/** Lookups holding a tree element for each id. */
export function sampleLookups(ids: readonly string[]): Lookups {
  return {
    treeElements: Object.fromEntries(ids.map((id) => [id, sampleTreeElement(id)])),
    scopes: {},
  }
}
