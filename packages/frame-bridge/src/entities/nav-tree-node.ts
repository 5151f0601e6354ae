import type { ElementKeyParts, JsonValue } from '@splendid/change-items'

/** The three kinds of prop value a navigation tree node reports (§3). */
export type NavTreePropType = 'LITERAL' | 'FUNCTION' | 'JSON_OBJECT'

/**
 * One prop of a rendered element: a literal (string, number, boolean, null), a function (its
 * value is not sent, only that it is one), or a JSON object / array.
 */
export type NavTreePropValue =
  | { readonly type: 'LITERAL'; readonly value: string | number | boolean | null }
  | { readonly type: 'FUNCTION' }
  | { readonly type: 'JSON_OBJECT'; readonly value: JsonValue }

/** Where an element sits on the page, in page coordinates (CSS pixels, unzoomed). */
export interface PageBoundingBox {
  readonly pageX: number
  readonly pageY: number
  readonly width: number
  readonly height: number
}

/**
 * One node of the navigation tree the frame reports (§3). Children are nested; the parent is
 * referenced by key (not by object) so the tree has no cycles and can be cloned or serialised.
 *
 * @example
 * ```ts
 * function count(node: NavTreeNode): number {
 *   return 1 + node.children.reduce((sum, child) => sum + count(child), 0)
 * }
 * ```
 */
export interface NavTreeNode {
  /** The element key (`codebaseId|storyboardId|uniquePath`, see `buildElementKey`). */
  readonly key: string
  /** The element identity the key is made of. `codebaseId` is '' outside the codebase. */
  readonly identity: ElementKeyParts
  /** Component name for components, tag name for native elements. */
  readonly name: string
  /** Lower-case tag name of the rendered DOM element ('' for a component without one). */
  readonly tagName: string
  readonly isComponent: boolean
  readonly children: readonly NavTreeNode[]
  /** The parent's key; `null` for the root. */
  readonly parentKey: string | null
  /** Every class on the element. */
  readonly classList: readonly string[]
  /** The classes written on the element in the source (the others come from the runtime). */
  readonly directlySetClassList: readonly string[]
  readonly props: Readonly<Record<string, NavTreePropValue>>
  /** Text children written literally in the JSX, in order. */
  readonly literalChildren: readonly string[]
  /** `null` when the element is not rendered (no box). */
  readonly pageBoundingBox: PageBoundingBox | null
  /** Computed `display`. */
  readonly display: string
  /** Computed `position`. */
  readonly position: string
  /** Computed `flex-direction`. */
  readonly flexDirection: string
  /** Computed `float`. */
  readonly float: string
  /** The codebase id of the component whose render this element belongs to, if known. */
  readonly scope: string | null
  /** Depth in the tree; the root is 0. */
  readonly level: number
}

/** The navigation tree message payload: the tree and the document's outer HTML. */
export interface NavTreePayload {
  /** `null` while the page has no root to report. */
  readonly tree: NavTreeNode | null
  readonly outerHtml: string
}
