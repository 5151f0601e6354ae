import { z } from 'zod'
import { BRIDGE_ERROR_CODES, type BridgeErrorCode } from '../bridge-error'
import {
  type InspectElementError,
  type InspectedValue,
  isInspectElementError,
} from '../entities/inspect-element'
import { type FrameEventKind, isFrameEventKind } from '../frame-events'
import { jsonValueSchema } from '../schemas/entity-schemas'

/** The frame took the port and speaks the same protocol version. */
export interface ConnectedMessage {
  readonly type: 'connected'
  readonly payload: { readonly protocolVersion: number; readonly frameInstanceId: string }
}

/** The frame refused the port: it speaks another protocol version. */
export interface ProtocolVersionMismatchMessage {
  readonly type: 'protocolVersionMismatch'
  readonly payload: { readonly protocolVersion: number }
}

/**
 * The result of an `executeFunction` request: as JSON text (what the frame sends), lz-string
 * compressed, or as a plain value (accepted from other senders).
 */
export interface ExecuteFunctionResultMessage {
  readonly type: 'executeFunctionResult'
  readonly id: string
  readonly payload:
    | { readonly resultJson: string }
    | { readonly compressedResult: string }
    | { readonly result: unknown }
}

/** The props and state of an `inspectElement` request, with placeholders. */
export interface InspectElementResultMessage {
  readonly type: 'inspectElementResult'
  readonly id: string
  readonly payload: { readonly props: InspectedValue; readonly state: InspectedValue }
}

/** An `inspectElement` request failed with one of the spec's errors. */
export interface InspectElementErrorMessage {
  readonly type: 'inspectElementError'
  readonly id: string
  readonly payload: { readonly error: InspectElementError }
}

/** A request failed: the function is missing, threw, or the request could not be read. */
export interface RequestErrorMessage {
  readonly type: 'requestError'
  readonly id: string
  readonly payload: { readonly code: BridgeErrorCode; readonly message: string }
}

/** An outbound event (§7), its payload as JSON text, lz-string compressed, or a plain value. */
export interface EventMessage {
  readonly type: 'event'
  readonly kind: FrameEventKind
  readonly payload:
    | { readonly json: string }
    | { readonly compressedData: string }
    | { readonly data: unknown }
}

/**
 * Every message the frame sends over the port, discriminated by `type`.
 *
 * @example
 * ```ts
 * const message = parseFrameToHostMessage(event.data)
 * if (message?.type === 'event') emitter.emit(message.kind, message.payload)
 * ```
 */
export type FrameToHostMessage =
  | ConnectedMessage
  | ProtocolVersionMismatchMessage
  | ExecuteFunctionResultMessage
  | InspectElementResultMessage
  | InspectElementErrorMessage
  | RequestErrorMessage
  | EventMessage

const idSchema = z.string().min(1)

const frameToHostSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('connected'),
    payload: z.object({ protocolVersion: z.number().int(), frameInstanceId: z.string().min(1) }),
  }),
  z.object({
    type: z.literal('protocolVersionMismatch'),
    payload: z.object({ protocolVersion: z.number().int() }),
  }),
  z.object({
    type: z.literal('executeFunctionResult'),
    id: idSchema,
    payload: z.union([
      z.object({ resultJson: z.string() }),
      z.object({ compressedResult: z.string() }),
      z.object({ result: z.unknown() }),
    ]),
  }),
  z.object({
    type: z.literal('inspectElementResult'),
    id: idSchema,
    payload: z.object({ props: jsonValueSchema, state: jsonValueSchema }),
  }),
  z.object({
    type: z.literal('inspectElementError'),
    id: idSchema,
    payload: z.object({ error: z.custom<InspectElementError>(isInspectElementError) }),
  }),
  z.object({
    type: z.literal('requestError'),
    id: idSchema,
    payload: z.object({ code: z.enum(BRIDGE_ERROR_CODES), message: z.string() }),
  }),
  z.object({
    type: z.literal('event'),
    kind: z.custom<FrameEventKind>(isFrameEventKind),
    payload: z.union([
      z.object({ json: z.string() }),
      z.object({ compressedData: z.string() }),
      z.object({ data: z.unknown() }),
    ]),
  }),
])

/**
 * Reads a message from the frame's port; `null` for anything that is not a well-formed
 * {@link FrameToHostMessage} (unknown types and event kinds included). Never throws.
 */
export function parseFrameToHostMessage(data: unknown): FrameToHostMessage | null {
  const parsed = frameToHostSchema.safeParse(data)
  return parsed.success ? (parsed.data as FrameToHostMessage) : null
}
