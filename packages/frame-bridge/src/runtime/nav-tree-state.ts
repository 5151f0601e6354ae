import type { CodebaseIdMap } from '@splendid/change-items'
import { TEMPO_ELEMENT_ID_ATTRIBUTE } from '@splendid/codebase-ids/ids'
import type { PageBoundingBox } from '../entities/nav-tree-node'
import { boxOf, buildNavTree } from './build-nav-tree'
import { elementsWithCodebaseId } from './codebase-id-of-element'
import type { EmitFrameEvent } from './emit-frame-event'
import { EMPTY_NAV_TREE_INDEX, type NavTreeIndex } from './nav-tree-index'

/** What {@link createNavTreeState} needs. */
export interface NavTreeStateOptions {
  readonly window: Window
  readonly emit: EmitFrameEvent
  readonly logger: Pick<Console, 'error'>
  /** The storyboard part of the keys, read at every rebuild. */
  readonly storyboardId: () => string
  /** Called after every successful rebuild (the runtime redraws the overlay). */
  readonly rebuilt: () => void
}

/** The current navigation tree and the way from keys and codebase ids to DOM elements. */
export interface NavTreeState {
  /** The latest tree; empty before the first rebuild. */
  readonly index: NavTreeIndex
  /**
   * Builds the tree from the page and sends it (`navTree`, `latestHref`). A build that throws is
   * logged and the previous tree stays.
   */
  rebuild(): void
  /** The DOM elements of a key (none for `null` or an unknown key). */
  elementsOf(key: string | null): readonly Element[]
  firstElementOf(key: string | null): Element | null
  /** The page box around a key's elements. */
  boxOf(key: string | null): PageBoundingBox | null
  /** The elements of a codebase id: its host elements, else a component instance's elements. */
  elementsFor(codebaseId: string): readonly Element[]
  /**
   * Re-points the page at new codebase ids after a rewrite: `tempoelementid` attributes and id
   * classes are replaced, and component fibers still carrying an old id are aliased to the new
   * one at the next rebuild. Does not rebuild.
   */
  renameCodebaseIds(prevIdToNewIdMap: CodebaseIdMap): void
}

/**
 * The frame's navigation tree (§3): rebuilt whole from the DOM and the fibers, never patched.
 * The tree-rebuild scheduler decides when; this holds the result and answers element lookups.
 *
 * @example
 * ```ts
 * const tree = createNavTreeState({ window, emit, logger, storyboardId: () => 'sb', rebuilt })
 * tree.rebuild()
 * tree.firstElementOf(tree.index.tree?.key ?? null) // document.body
 * ```
 */
export function createNavTreeState(options: NavTreeStateOptions): NavTreeState {
  const { window: win, emit, logger } = options
  const doc = win.document
  const idAliases = new Map<string, string>()
  let index: NavTreeIndex = EMPTY_NAV_TREE_INDEX

  const elementsOf = (key: string | null): readonly Element[] =>
    key === null ? [] : (index.elementsByKey.get(key) ?? [])

  return {
    get index() {
      return index
    },
    rebuild() {
      try {
        index = buildNavTree(doc, { storyboardId: options.storyboardId(), idAliases })
      } catch (error) {
        logger.error('Could not build the navigation tree', error)
        return
      }
      emit('navTree', { tree: index.tree, outerHtml: pageHtmlWithoutOverlay(doc) })
      emit('latestHref', { href: win.location.href })
      options.rebuilt()
    },
    elementsOf,
    firstElementOf: (key) => elementsOf(key)[0] ?? null,
    boxOf: (key) => boxOf(elementsOf(key), win),
    elementsFor(codebaseId) {
      const hosts = elementsWithCodebaseId(doc, codebaseId)
      if (hosts.length > 0) return hosts
      for (const node of index.nodes.values()) {
        if (node.identity.codebaseId === codebaseId) return elementsOf(node.key)
      }
      return []
    },
    renameCodebaseIds(prevIdToNewIdMap) {
      for (const [oldId, newId] of Object.entries(prevIdToNewIdMap)) {
        for (const element of doc.querySelectorAll(`[${TEMPO_ELEMENT_ID_ATTRIBUTE}="${oldId}"]`)) {
          element.setAttribute(TEMPO_ELEMENT_ID_ATTRIBUTE, newId)
        }
        for (const element of elementsWithCodebaseId(doc, oldId))
          element.classList.replace(oldId, newId)
        for (const [from, to] of idAliases) if (to === oldId) idAliases.set(from, newId)
        idAliases.set(oldId, newId)
      }
    },
  }
}

/** The page's HTML without the overlay hosts (their shadow content is never serialised). */
function pageHtmlWithoutOverlay(doc: Document): string {
  let html = doc.documentElement.outerHTML
  for (const host of doc.querySelectorAll('[data-splendid-overlay]')) {
    html = html.replace(host.outerHTML, '')
  }
  return html
}
