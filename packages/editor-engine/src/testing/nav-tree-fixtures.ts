import { buildElementKey, joinUniquePath } from '@splendid/change-items'
import type { NavTreeNode } from '@splendid/frame-bridge'
import type { Lookups, TreeElement } from '../lookups'
import { indexNavTree, type NavTreeIndex } from '../nav-tree-index'

/** The storyboard the editor renders the preview as. */
export const STORYBOARD = 'preview'

/** A uuid-shaped codebase id (`tempo-` + a v4 uuid), the same for the same seed. */
export function codebaseId(seed: number): string {
  return `tempo-00000000-0000-4000-8000-${seed.toString(16).padStart(12, '0')}`
}

/** A node of a test tree, before keys and parents are filled in. */
export interface NodeSpec {
  readonly codebaseId: string
  readonly tagName?: string
  readonly isComponent?: boolean
  readonly children?: readonly NodeSpec[]
}

/** A native element spec. */
export function el(id: string, tagName: string, children: readonly NodeSpec[] = []): NodeSpec {
  return { codebaseId: id, tagName, children }
}

/** A component instance spec. */
export function comp(id: string, children: readonly NodeSpec[] = []): NodeSpec {
  return { codebaseId: id, tagName: 'div', isComponent: true, children }
}

/** The element key of a node at a path, as the frame builds it. */
export function keyOf(id: string, path: readonly number[]): string {
  return buildElementKey({
    codebaseId: id,
    storyboardId: STORYBOARD,
    uniquePath: joinUniquePath(path),
  })
}

/** Builds a navigation tree whose keys are `codebaseId|preview|0-1…`. */
export function buildNavTree(spec: NodeSpec): NavTreeNode {
  const build = (
    node: NodeSpec,
    path: readonly number[],
    parentKey: string | null,
  ): NavTreeNode => {
    const key = keyOf(node.codebaseId, path)
    const tagName = node.tagName ?? 'div'
    return {
      key,
      identity: {
        codebaseId: node.codebaseId,
        storyboardId: STORYBOARD,
        uniquePath: joinUniquePath(path),
      },
      name: node.isComponent ? `Component${path.join('')}` : tagName,
      tagName,
      isComponent: node.isComponent ?? false,
      children: (node.children ?? []).map((child, index) => build(child, [...path, index], key)),
      parentKey,
      classList: [],
      directlySetClassList: [],
      props: {},
      literalChildren: [],
      pageBoundingBox: null,
      display: 'block',
      position: 'static',
      flexDirection: 'row',
      float: 'none',
      scope: null,
      level: path.length - 1,
    }
  }
  return build(spec, [0], null)
}

/** Every node of a tree, depth first. */
export function allNodes(root: NavTreeNode): NavTreeNode[] {
  return [root, ...root.children.flatMap(allNodes)]
}

/** The node of a tree with this codebase id. */
export function nodeOf(root: NavTreeNode, id: string): NavTreeNode {
  const node = allNodes(root).find((each) => each.identity.codebaseId === id)
  if (!node) throw new Error(`No node ${id} in the test tree`)
  return node
}

/** A tree-element lookup entry. */
export function treeElement(id: string, overrides: Partial<TreeElement> = {}): TreeElement {
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

/** Lookups holding a tree element for each id (in `filePath`). */
export function lookupsFor(ids: readonly string[], filePath = 'src/app.tsx'): Lookups {
  return {
    treeElements: Object.fromEntries(ids.map((id) => [id, treeElement(id, { filePath })])),
    scopes: {},
  }
}

/**
 * The standard page: body › root › main(A) › [h1(B), section(C) › [p(D), p(E)], Card(F)].
 * Ids A–F are `codebaseId(1)`…`codebaseId(6)`.
 */
export function samplePage(): {
  readonly tree: NavTreeNode
  readonly index: NavTreeIndex
  readonly ids: {
    readonly A: string
    readonly B: string
    readonly C: string
    readonly D: string
    readonly E: string
    readonly F: string
  }
  readonly key: (id: string) => string
} {
  const ids = {
    A: codebaseId(1),
    B: codebaseId(2),
    C: codebaseId(3),
    D: codebaseId(4),
    E: codebaseId(5),
    F: codebaseId(6),
  }
  const tree = buildNavTree(
    el('body', 'body', [
      el('root', 'div', [
        el(ids.A, 'main', [
          el(ids.B, 'h1'),
          el(ids.C, 'section', [el(ids.D, 'p'), el(ids.E, 'p')]),
          comp(ids.F),
        ]),
      ]),
    ]),
  )
  return { tree, index: indexNavTree(tree), ids, key: (id) => nodeOf(tree, id).key }
}
