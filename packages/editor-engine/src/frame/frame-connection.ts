import type { FrameFunctionArgs, FrameFunctionName } from '@splendid/frame-bridge'
import { type FrameCallError, type FrameCallResult, frameCallError } from './frame-call-result'
import type { FrameLink } from './frame-link'

/** The engine's hold on the preview: the attached link, and calls that never reject. */
export interface FrameConnection {
  /** The attached link, or null before one is attached and after it is detached. */
  current(): FrameLink | null
  attach(link: FrameLink): void
  /** Forgets `link` if it is still the attached one (a newer link stays). */
  detach(link: FrameLink): void
  /** Calls a frame function; a failure is a result (and goes to `onFailure`), never a throw. */
  call<N extends FrameFunctionName>(
    name: N,
    ...args: FrameFunctionArgs<N>
  ): Promise<FrameCallResult<N>>
  /** Closes and forgets the attached link. */
  close(): void
}

/**
 * Creates the connection. Every failed call, `NO_FRAME` included, is handed to `onFailure`
 * (which decides what the designer is shown) and returned as `{ ok: false, error }`.
 *
 * @example
 * ```ts
 * const frame = createFrameConnection({ onFailure: (error) => console.warn(error.message) })
 * frame.attach(bridge)
 * const classes = await frame.call('getElementClassList', elementKey)
 * if (classes.ok) show(classes.value)
 * ```
 */
export function createFrameConnection(options: {
  readonly onFailure: (error: FrameCallError) => void
}): FrameConnection {
  let link: FrameLink | null = null

  function failed<N extends FrameFunctionName>(error: FrameCallError): FrameCallResult<N> {
    options.onFailure(error)
    return { ok: false, error }
  }

  return {
    current: () => link,
    attach(next) {
      link = next
    },
    detach(previous) {
      if (link === previous) link = null
    },
    async call(name, ...args) {
      if (!link) {
        return failed({ code: 'NO_FRAME', functionName: name, message: 'No preview is attached' })
      }
      try {
        return { ok: true, value: await link.call(name, ...args) }
      } catch (error) {
        return failed(frameCallError(name, error))
      }
    },
    close() {
      link?.close()
      link = null
    },
  }
}
