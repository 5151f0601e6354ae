/** Collects bound parameters while SQL text is generated; values never enter the text. */
export class SqlParams {
  readonly values: unknown[] = []
  #aliases = 0

  /** Adds a value and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }

  /** A fresh table alias (`_t0`, `_t1`, …). */
  alias(): string {
    const alias = `_t${this.#aliases}`
    this.#aliases += 1
    return alias
  }
}
