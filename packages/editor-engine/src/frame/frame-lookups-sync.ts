import type { UpdateCodebaseIdsInput } from '@splendid/frame-bridge'
import type { Lookups } from '../lookups'
import { isPassingFailure } from './frame-call-result'
import type { FrameConnection } from './frame-connection'
import { frameLookups } from './frame-lookups'

/**
 * Connections whose page missed the whole lookups or a change of them (a timeout, a refused
 * message — not a reload: a reloaded page is initialised with the lookups). A change applies to
 * the copy the page holds, so such a page gets the whole lookups again with the next change.
 */
const behind = new WeakSet<FrameConnection>()

/**
 * Hands the page the whole lookups (`setNewLookups`).
 *
 * @example
 * ```ts
 * await sendLookups(frame, store.getState().lookups)
 * ```
 */
export async function sendLookups(frame: FrameConnection, lookups: Lookups): Promise<void> {
  const sent = await frame.call('setNewLookups', frameLookups(lookups))
  if (sent.ok) behind.delete(frame)
  else if (!isPassingFailure(sent.error)) behind.add(frame)
}

/**
 * After a change: re-points the page at the new ids with the change of its lookups, and sends
 * the whole lookups (`current()`, when it is done) if the page missed this change or one before.
 *
 * @example
 * ```ts
 * void sendLookupsChange(frame, { prevIdToNewIdMap, lookupsChange }, () => store.getState().lookups)
 * ```
 */
export async function sendLookupsChange(
  frame: FrameConnection,
  input: UpdateCodebaseIdsInput,
  current: () => Lookups,
): Promise<void> {
  const sent = await frame.call('updateCodebaseIds', input)
  if (!sent.ok && isPassingFailure(sent.error)) return
  if (!sent.ok || behind.has(frame)) await sendLookups(frame, current())
}

/** The page took the whole lookups another way (`initProject`). */
export function lookupsTaken(frame: FrameConnection): void {
  behind.delete(frame)
}
