import type {
  MessageEventLike,
  MessageEventTargetLike,
  PostMessageTargetLike,
} from '../window-like'

/**
 * A stand-in for a browser window in tests: an `EventTarget` with an origin that receives
 * `message` events. Posting goes through {@link FakeWindow.handleFor}, which knows the sender,
 * because in a browser the event's `origin` and `source` are the sender's, not the target's.
 */
export class FakeWindow extends EventTarget {
  readonly origin: string
  readonly #handles = new Map<FakeWindow, PostMessageTargetLike>()

  constructor(origin: string) {
    super()
    this.origin = origin
  }

  /** This window as the bridge listens on it (`EventTarget` types its listeners for any event). */
  get target(): MessageEventTargetLike {
    return this as unknown as MessageEventTargetLike
  }

  /**
   * The object `sender` holds to post to this window (like `iframe.contentWindow` or
   * `window.parent`). The same object is the `source` of this window's messages to `sender`.
   */
  handleFor(sender: FakeWindow): PostMessageTargetLike {
    let handle = this.#handles.get(sender)
    if (!handle) {
      handle = {
        postMessage: (message, targetOrigin, transfer = []) => {
          // As in a browser: a message for another origin is silently not delivered.
          if (targetOrigin !== '*' && new URL(targetOrigin).origin !== this.origin) return
          const data = structuredClone(message)
          const ports = transfer.filter((item): item is MessagePort => item instanceof MessagePort)
          setTimeout(() => this.dispatchMessage(data, sender.origin, sender.handleFor(this), ports))
        },
      }
      this.#handles.set(sender, handle)
    }
    return handle
  }

  /** Dispatches a `message` event as if it came from `origin`. */
  dispatchMessage(data: unknown, origin: string, source: unknown, ports: MessagePort[] = []): void {
    const event = new Event('message')
    const fields: MessageEventLike = { data, origin, source, ports }
    Object.assign(event, fields)
    this.dispatchEvent(event)
  }
}
