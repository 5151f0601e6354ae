import type { EditorStore } from '../editor-state'
import type { FrameConnection } from '../frame/frame-connection'

/** Changes reach mutate-api one at a time, in the order they were submitted. */
export interface ChangeQueue {
  /** How many changes are queued or on their way. */
  size(): number
  /**
   * Runs `run` once every change queued before it has finished (failed ones included). While any
   * change is queued the store's `flushing` is true and the frame is told so.
   */
  enqueue<T>(run: () => Promise<T>): Promise<T>
  /** Resolves when every queued change has finished. */
  settled(): Promise<void>
}

/**
 * Creates an empty queue.
 *
 * @example
 * ```ts
 * const queue = createChangeQueue(store, frame)
 * const outcome = queue.enqueue(() => api.send(request))
 * await queue.settled()
 * ```
 */
export function createChangeQueue(store: EditorStore, frame: FrameConnection): ChangeQueue {
  let tail: Promise<void> = Promise.resolve()
  let queued = 0

  function finishOne(): void {
    queued -= 1
    if (queued === 0) {
      store.setState({ flushing: false })
      void frame.call('setIsFlushing', false)
    }
  }

  return {
    size: () => queued,
    enqueue(run) {
      queued += 1
      store.setState({ flushing: true })
      void frame.call('setIsFlushing', true)
      const outcome = tail.then(run)
      tail = outcome.then(finishOne, finishOne)
      return outcome
    },
    async settled() {
      while (queued > 0) await tail
    },
  }
}
