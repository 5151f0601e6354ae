interface Held {
  released: Promise<void>
  interrupt: () => void
}

/**
 * One request at a time per resumable upload, in this process. A newer request interrupts the
 * one holding the upload and takes it over once that one has let go: a client that lost its
 * connection retries while the server may still be reading the dead one (what tus servers do).
 */
export class UploadLocks {
  readonly #held = new Map<string, Held>()

  /**
   * Waits until `key` is free (interrupting its holder) and takes it.
   *
   * @param interrupt called when a newer request wants the upload: stop reading and let go
   * @returns the function that lets go
   */
  async acquire(key: string, interrupt: () => void): Promise<() => void> {
    for (let held = this.#held.get(key); held; held = this.#held.get(key)) {
      held.interrupt()
      await held.released
    }
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const own: Held = { released, interrupt }
    this.#held.set(key, own)
    return () => {
      if (this.#held.get(key) === own) this.#held.delete(key)
      release()
    }
  }

  isHeld(key: string): boolean {
    return this.#held.has(key)
  }
}
