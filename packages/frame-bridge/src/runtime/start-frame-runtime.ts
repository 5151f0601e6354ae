import { createFrameEndpoint, type FrameEndpoint } from '../frame-endpoint'
import type { FrameEventKind, FrameEventPayloads } from '../frame-events'
import { parseFrameQueryFlags } from '../query-flags'
import { isEditingHost } from './editing-host'
import { createFrameRuntime, type FrameRuntime } from './frame-runtime'
import { showErrorsInViteOverlay } from './hydration-check'
import { forwardInput } from './input-forwarding'
import { routePageInput } from './page-input'
import { RUNTIME_STYLE_ATTRIBUTE } from './runtime-markers'
import { scheduleTreeRebuilds } from './tree-rebuild-scheduler'

/** What {@link startFrameRuntime} needs. */
export interface StartFrameRuntimeOptions {
  /** The editor origins whose bridge init is accepted (`*` is refused). */
  readonly allowedParentOrigins: readonly string[]
  /** The runtime starts only when the hostname ends with this (the development host suffix). */
  readonly devHostSuffix: string
  /** Never start when the hostname ends with this (the staging host suffix). */
  readonly stagingHostSuffix?: string | null
  /** Default: `globalThis.window`. */
  readonly window?: Window
  /** Default: `console`. */
  readonly logger?: Pick<Console, 'log' | 'warn' | 'error' | 'debug'>
}

/** A started frame runtime. */
export interface StartedFrameRuntime {
  readonly endpoint: FrameEndpoint
  readonly runtime: FrameRuntime
  /** Hot reloading started / stopped (Vite's `vite:beforeUpdate` / `vite:afterUpdate`). */
  hotReload(phase: 'start' | 'end'): void
  /** Stops listening, removes the overlay and closes the bridge. */
  stop(): void
}

function applyQueryFlagStyles(doc: Document, storyboard: boolean, transparent: boolean): void {
  const rules: string[] = []
  if (storyboard) rules.push('#root { width: 100vw !important; height: 100vh !important; }')
  if (transparent) {
    rules.push(
      'html, body, #root { background: transparent !important; overflow: hidden !important; }',
    )
  }
  if (rules.length === 0) return
  const style = doc.createElement('style')
  style.setAttribute(RUNTIME_STYLE_ATTRIBUTE, 'query-flags')
  style.textContent = rules.join('\n')
  ;(doc.head ?? doc.documentElement).append(style)
}

/**
 * Starts the frame runtime inside the preview (spec "Frame runtime"), when the page is served for
 * editing: reads the §2 query flags, creates the overlay, the navigation tree (rebuilt 300 ms after
 * DOM changes), the input handlers and the bridge endpoint answering every `FrameFunctions`
 * member. Returns `null` (and starts nothing) on any other host.
 *
 * @example
 * ```ts
 * const started = startFrameRuntime({
 *   allowedParentOrigins: ['https://editor.example.com'],
 *   devHostSuffix: '.dev.example.com',
 *   stagingHostSuffix: '.staging.example.com',
 * })
 * import.meta.hot?.on('vite:afterUpdate', () => started?.hotReload('end'))
 * ```
 */
export function startFrameRuntime(options: StartFrameRuntimeOptions): StartedFrameRuntime | null {
  const win = options.window ?? (globalThis as unknown as { window: Window }).window
  const baseLogger = options.logger ?? console
  if (
    !isEditingHost(win.location.hostname, options.devHostSuffix, options.stagingHostSuffix ?? null)
  ) {
    return null
  }
  const flags = parseFrameQueryFlags(win.location.search)
  const debug = (...data: unknown[]) => {
    if (flags.debugLog) baseLogger.debug('[splendid frame]', ...data)
  }
  let endpoint: FrameEndpoint | null = null
  const emit = <K extends FrameEventKind>(kind: K, payload: FrameEventPayloads[K]) => {
    debug('emit', kind, payload)
    endpoint?.emit(kind, payload)
  }
  const runtime = createFrameRuntime({ window: win, emit, logger: baseLogger })
  endpoint = createFrameEndpoint({
    allowedParentOrigins: options.allowedParentOrigins,
    functions: runtime.functions,
    inspect: (payload) => runtime.inspect(payload),
    window: win,
    logger: baseLogger,
  })
  applyQueryFlagStyles(win.document, flags.storyboard, flags.type !== null)
  const stops: (() => void)[] = [
    routePageInput(win, runtime),
    forwardInput(win, {
      mouseMove: (payload) => emit('mouseMove', payload),
      wheel: (payload) => emit('wheel', payload),
      keyDown: (payload) => emit('keyDown', payload),
      keyUp: (payload) => emit('keyUp', payload),
      latestHref: (href) => emit('latestHref', { href }),
    }),
  ]
  if (flags.framework === 'VITE') {
    stops.push(showErrorsInViteOverlay(win, () => runtime.functions.checkIfHydrationError()))
  }
  const scheduler = scheduleTreeRebuilds(
    win,
    () => runtime.rebuildNavTree(),
    () => runtime.refreshAfterHotReload(),
    () => (runtime.state.index.tree?.children.length ?? 0) > 0,
  )
  runtime.rebuildNavTree()
  const started: StartedFrameRuntime = {
    endpoint,
    runtime,
    hotReload: (phase) => scheduler.hotReload(phase),
    stop() {
      scheduler.stop()
      for (const stop of stops) stop()
      runtime.destroy()
      endpoint?.close()
    },
  }
  return started
}
