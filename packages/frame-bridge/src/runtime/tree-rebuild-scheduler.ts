import { isOverlayNode } from '@splendid/overlay'
import {
  RUNTIME_ATTRIBUTES,
  RUNTIME_CLASS_PREFIX,
  RUNTIME_STYLE_ATTRIBUTE,
} from './runtime-markers'

/** Navigation tree rebuild delay after a DOM change (§9). */
export const NAV_TREE_REBUILD_DELAY_MS = 300
/** After hot reloading stops, a refresh runs this much later if none happened (§9). */
export const HOT_RELOAD_REFRESH_DELAY_MS = 1000

function isRuntimeNode(node: Node): boolean {
  const element = node.nodeType === 1 ? (node as Element) : node.parentElement
  if (!element) return false
  return isOverlayNode(element) || element.closest(`[${RUNTIME_STYLE_ATTRIBUTE}]`) !== null
}

/** The runtime's classes and codebase-id classes, with the space before them. */
const NON_APP_CLASSES = new RegExp(`(^|\\s)(?:${RUNTIME_CLASS_PREFIX}|tempo-)\\S*`, 'g')

/**
 * Whether two class attribute values hold the same app classes. Instant styling adds a runtime
 * class to every element of a codebase id (a thousand on a long list), so the common case — the
 * same text once the runtime's classes are dropped — is decided without splitting or sorting.
 */
function sameClasses(before: string | null, after: string | null): boolean {
  const strip = (value: string | null) =>
    (value ?? '').replace(NON_APP_CLASSES, ' ').trim().replace(/\s+/g, ' ')
  const a = strip(before)
  const b = strip(after)
  if (a === b) return true
  return a.split(' ').sort().join(' ') === b.split(' ').sort().join(' ')
}

/** A build-watcher container (e.g. `#__next-build-watcher`) marks reloading with this class. */
export const BUILD_WATCHER_SELECTOR = '[id*="build-watcher"]'
export const BUILD_WATCHER_VISIBLE_CLASS = 'visible'

/** Whether the page's build watcher shows (the dev server is rebuilding). */
export function isBuildWatcherVisible(doc: Document): boolean {
  return (
    doc.querySelector(BUILD_WATCHER_SELECTOR)?.classList.contains(BUILD_WATCHER_VISIBLE_CLASS) ??
    false
  )
}

/**
 * Whether a DOM mutation concerns the app: not the overlay or the build watcher, not the runtime's style sheets, not
 * the runtime's own attributes and classes (`arb89-…`, `data-arb89-…`, contenteditable).
 */
export function isAppMutation(record: MutationRecord): boolean {
  if (isRuntimeNode(record.target)) return false
  const target = record.target as Partial<Element>
  if (typeof target.matches === 'function' && target.matches(BUILD_WATCHER_SELECTOR)) return false
  if (record.type === 'attributes') {
    const name = record.attributeName ?? ''
    if (RUNTIME_ATTRIBUTES.includes(name)) return false
    if (name === 'class') {
      return !sameClasses(record.oldValue, (record.target as Element).getAttribute('class'))
    }
    return true
  }
  if (record.type === 'childList') {
    const nodes = [...record.addedNodes, ...record.removedNodes]
    return nodes.length === 0 || nodes.some((node) => !isOverlayNode(node) && !isRuntimeNode(node))
  }
  return true
}

/** Rebuilds the tree 300 ms after app DOM changes, and once 1 s after hot reloading stops. */
export interface TreeRebuildScheduler {
  /** Call after a refresh happened by other means (cancels a pending hot-reload refresh). */
  refreshed(): void
  /** Hot reloading started / stopped (Vite's beforeUpdate / afterUpdate). */
  hotReload(phase: 'start' | 'end'): void
  stop(): void
}

/**
 * Watches the document and calls `rebuild` 300 ms after the last app mutation (debounced), and
 * `refresh` 1 s after hot reloading stopped unless a refresh happened in between (a new reload
 * restarts the wait). The hot reload itself changes the DOM and so rebuilds the tree; that
 * rebuild must not cancel the refresh, which is what removes the instant-update stand-ins.
 * Hot reloading is reported by the caller (Vite's HMR events) or seen on a build-watcher
 * container's `visible` class.
 *
 * While the tree shows none of the app (`treeShowsApp`: the page before the app's first
 * render), a change in the body also rebuilds at the next frame: the layers list the page as
 * soon as it is drawn, not 300 ms later (at most once a frame, however busy the page). The
 * debounced rebuild follows as for any change.
 */
export function scheduleTreeRebuilds(
  win: Window,
  rebuild: () => void,
  refresh: () => void,
  treeShowsApp: () => boolean = () => true,
): TreeRebuildScheduler {
  let timer: ReturnType<typeof setTimeout> | null = null
  let firstDraw: number | null = null
  function rebuildAtNextFrame(): void {
    if (firstDraw !== null) return
    firstDraw = win.requestAnimationFrame(() => {
      firstDraw = null
      if (!treeShowsApp()) rebuild()
    })
  }
  function hotReload(phase: 'start' | 'end'): void {
    if (refreshTimer !== null) clearTimeout(refreshTimer)
    refreshTimer = null
    if (phase === 'start') return
    refreshTimer = setTimeout(() => {
      refreshTimer = null
      refresh()
    }, HOT_RELOAD_REFRESH_DELAY_MS)
  }
  let refreshTimer: ReturnType<typeof setTimeout> | null = null
  let watcherVisible = isBuildWatcherVisible(win.document)
  const Observer = (win as unknown as typeof globalThis).MutationObserver
  const observer = new Observer((records) => {
    const visible = isBuildWatcherVisible(win.document)
    if (visible !== watcherVisible) {
      watcherVisible = visible
      hotReload(visible ? 'start' : 'end')
    }
    if (!records.some(isAppMutation)) return
    const body = win.document.body
    const inBody = (record: MutationRecord) =>
      isAppMutation(record) && body?.contains(record.target) === true
    if (!treeShowsApp() && records.some(inBody)) {
      rebuildAtNextFrame()
    }
    if (timer !== null) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      rebuild()
    }, NAV_TREE_REBUILD_DELAY_MS)
  })
  observer.observe(win.document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeOldValue: true,
    characterData: true,
  })
  return {
    refreshed() {
      if (refreshTimer !== null) clearTimeout(refreshTimer)
      refreshTimer = null
    },
    hotReload,
    stop() {
      observer.disconnect()
      if (timer !== null) clearTimeout(timer)
      if (firstDraw !== null) win.cancelAnimationFrame(firstDraw)
      if (refreshTimer !== null) clearTimeout(refreshTimer)
    },
  }
}
