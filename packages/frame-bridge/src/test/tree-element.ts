import type { TreeElement } from '@splendid/change-items'

/** A tree-element lookup entry for tests: a native `div` with no static text, unless overridden. */
export function treeElement(codebaseId: string, fields: Partial<TreeElement> = {}): TreeElement {
  return {
    codebaseId,
    type: 'native',
    tagName: 'div',
    componentName: 'App',
    parentCodebaseId: null,
    filePath: 'src/App.tsx',
    line: 1,
    column: 0,
    removableClasses: [],
    textIsStatic: false,
    editableText: null,
    literalProps: {},
    ...fields,
  }
}
