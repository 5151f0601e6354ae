/**
 * The version of the frame ⇄ parent wire protocol. Both sides send it in the handshake; a frame
 * refuses a parent that speaks another version (and says so), so a stale preview bundle never
 * half-works against a newer editor.
 *
 * Raise it on any change to a message shape, a function signature or an event payload.
 *
 * @example
 * ```ts
 * if (message.protocolVersion !== PROTOCOL_VERSION) refuse()
 * ```
 */
export const PROTOCOL_VERSION = 5
