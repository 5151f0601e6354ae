/**
 * The part of a `MessageEvent` the bridge reads. Real window and port events satisfy it; tests can
 * dispatch their own.
 */
export interface MessageEventLike {
  readonly data: unknown
  readonly origin: string
  readonly source: unknown
  readonly ports: readonly MessagePort[]
}

/** The part of a `Window` the bridge listens on (`message` events). */
export interface MessageEventTargetLike {
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
}

/** The part of a `Window` the bridge posts to. */
export interface PostMessageTargetLike {
  postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]): void
}

/**
 * Whether a window shows an iframe's initial `about:blank` (of the editor's origin, so readable);
 * another origin's document cannot be read (the preview's, most likely).
 */
export function showsInitialBlank(target: PostMessageTargetLike): boolean {
  try {
    return (
      (target as { readonly location?: { readonly href?: unknown } }).location?.href ===
      'about:blank'
    )
  } catch {
    return false
  }
}
