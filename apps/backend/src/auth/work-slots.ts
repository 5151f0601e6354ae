/**
 * A FIFO limit on how many tasks run at once. Work over the limit waits here, in JavaScript,
 * rather than in libuv's thread-pool queue, where it would sit ahead of everything else that
 * needs the pool (WebCrypto's JWT checks, fs).
 *
 * @example
 * ```ts
 * const slots = new WorkSlots(2)
 * const hashed = await slots.run(() => hash(password, 10))
 * ```
 */
export class WorkSlots {
  #free: number
  readonly #waiting: (() => void)[] = []

  constructor(size: number) {
    this.#free = Math.max(1, Math.floor(size))
  }

  /** Runs `task` when a slot is free; resolves or rejects as the task does. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free -= 1
    else await new Promise<void>((resolve) => this.#waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = this.#waiting.shift()
      if (next === undefined) this.#free += 1
      else next()
    }
  }
}
