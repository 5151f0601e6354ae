/** A handler of events whose payload types are given by the map `M`. */
export type EventHandler<M, K extends keyof M> = (payload: M[K]) => void

/**
 * A minimal typed event emitter (a `Subscribable`, not a framework): `on` returns its own
 * unsubscribe, handlers run in subscription order, and a throwing handler is reported through
 * `onHandlerError` without stopping the others.
 *
 * @example
 * ```ts
 * const emitter = new TypedEmitter<{ ping: { n: number } }>()
 * const off = emitter.on('ping', ({ n }) => console.log(n))
 * emitter.emit('ping', { n: 1 })
 * off()
 * ```
 */
export class TypedEmitter<M> {
  readonly #handlers = new Map<keyof M, Set<(payload: never) => void>>()
  readonly #onHandlerError: (error: unknown) => void

  constructor(onHandlerError: (error: unknown) => void = (error) => console.error(error)) {
    this.#onHandlerError = onHandlerError
  }

  /** Subscribes; returns a function that unsubscribes. */
  on<K extends keyof M>(kind: K, handler: EventHandler<M, K>): () => void {
    let handlers = this.#handlers.get(kind)
    if (!handlers) {
      handlers = new Set()
      this.#handlers.set(kind, handlers)
    }
    handlers.add(handler as (payload: never) => void)
    return () => this.off(kind, handler)
  }

  /** Unsubscribes a handler given to {@link TypedEmitter.on}. */
  off<K extends keyof M>(kind: K, handler: EventHandler<M, K>): void {
    this.#handlers.get(kind)?.delete(handler as (payload: never) => void)
  }

  /** Calls every handler of `kind` with the payload. */
  emit<K extends keyof M>(kind: K, payload: M[K]): void {
    const handlers = this.#handlers.get(kind)
    if (!handlers) return
    for (const handler of [...handlers]) {
      try {
        ;(handler as EventHandler<M, K>)(payload)
      } catch (error) {
        this.#onHandlerError(error)
      }
    }
  }

  /** Removes every handler. */
  clear(): void {
    this.#handlers.clear()
  }
}
