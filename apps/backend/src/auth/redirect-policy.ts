/**
 * Decides where auth redirects may go: the site's origin, or one of the additional allowed URLs
 * (exact, or a prefix when the entry ends with `*` or `**`). Anything else falls back to the
 * site URL, so mail links can never send users to a foreign site.
 *
 * @example
 * ```ts
 * const policy = new RedirectPolicy('http://localhost:5173', [])
 * policy.resolve('http://localhost:5173/reset-password') // kept
 * policy.resolve('https://evil.example/') // 'http://localhost:5173'
 * ```
 */
export class RedirectPolicy {
  readonly siteUrl: string
  readonly #siteOrigin: string
  readonly #allowed: string[]

  constructor(siteUrl: string, additional: string[]) {
    this.siteUrl = siteUrl
    this.#siteOrigin = new URL(siteUrl).origin
    this.#allowed = additional.map((entry) => entry.trim()).filter((entry) => entry !== '')
  }

  /** Returns `candidate` when allowed, else the site URL. */
  resolve(candidate: string | undefined | null): string {
    if (candidate === undefined || candidate === null || candidate === '') return this.siteUrl
    let url: URL
    try {
      url = new URL(candidate)
    } catch {
      return this.siteUrl
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return this.siteUrl
    if (url.origin === this.#siteOrigin) return candidate
    for (const entry of this.#allowed) {
      if (entry.endsWith('*')) {
        const prefix = entry.replace(/\*+$/, '')
        if (candidate.startsWith(prefix)) return candidate
      } else if (candidate === entry) {
        return candidate
      }
    }
    return this.siteUrl
  }
}
