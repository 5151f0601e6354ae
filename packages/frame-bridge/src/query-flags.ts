/** The preview types whose root, body and html become transparent with hidden overflow (§2). */
export type FramePreviewType = 'STORY' | 'COMPONENT'

/** The error-overlay modes of the frame (§2 `framework`). */
export type FrameFramework = 'VITE'

/**
 * The query flags the frame script reads from its own URL (spec §2), typed. A flag that is absent
 * or carries another value is off (`false` / `null`).
 */
export interface FrameQueryFlags {
  /** `storyboard=true`: the root element fills the viewport in width and height. */
  readonly storyboard: boolean
  /** `type=STORY|COMPONENT`: root, body and html become transparent with hidden overflow. */
  readonly type: FramePreviewType | null
  /** `framework=VITE`: error-overlay handling switches to Vite mode. */
  readonly framework: FrameFramework | null
  /** `debugLog=true` (also `debug_log` / `debug-log`): debug logging is enabled. */
  readonly debugLog: boolean
}

/**
 * The query parameter names of the flags. The spec names the last one "debug log"; `debugLog` is
 * canonical and the snake- and kebab-case spellings are accepted as well.
 */
export const FRAME_QUERY_FLAG_NAMES = {
  storyboard: 'storyboard',
  type: 'type',
  framework: 'framework',
  debugLog: ['debugLog', 'debug_log', 'debug-log'],
} as const

/**
 * Parses the frame's query flags from a search string (`location.search`, with or without the
 * leading `?`) or from `URLSearchParams`. Values are matched exactly (`true`, `STORY`,
 * `COMPONENT`, `VITE`); anything else leaves the flag off. Pure: reads no globals.
 *
 * @example
 * ```ts
 * parseFrameQueryFlags('?storyboard=true&type=STORY&framework=VITE&debugLog=true')
 * // { storyboard: true, type: 'STORY', framework: 'VITE', debugLog: true }
 * parseFrameQueryFlags(location.search)
 * ```
 */
export function parseFrameQueryFlags(search: string | URLSearchParams): FrameQueryFlags {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const type = params.get(FRAME_QUERY_FLAG_NAMES.type)
  return {
    storyboard: params.get(FRAME_QUERY_FLAG_NAMES.storyboard) === 'true',
    type: type === 'STORY' || type === 'COMPONENT' ? type : null,
    framework: params.get(FRAME_QUERY_FLAG_NAMES.framework) === 'VITE' ? 'VITE' : null,
    debugLog: FRAME_QUERY_FLAG_NAMES.debugLog.some((name) => params.get(name) === 'true'),
  }
}
