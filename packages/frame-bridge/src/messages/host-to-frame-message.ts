import { z } from 'zod'
import type { InspectElementPayload, InspectElementRequest } from '../entities/inspect-element'
import type { FrameFunctionName } from '../frame-functions'

/**
 * The `executeFunction` payload: the function and its arguments as JSON text (what the parent
 * bridge sends), lz-string compressed, or as a plain array (accepted from other senders).
 */
export type ExecuteFunctionPayload =
  | { readonly functionName: FrameFunctionName; readonly argsJson: string }
  | { readonly functionName: FrameFunctionName; readonly compressedArgs: string }
  | { readonly functionName: FrameFunctionName; readonly args: readonly unknown[] }

/** Run a frame function; the result (or error) comes back with the same id. */
export interface ExecuteFunctionRequest {
  readonly id: string
  readonly type: 'executeFunction'
  readonly payload: ExecuteFunctionPayload
}

/**
 * Every request the parent sends over the port: `{ id, type, payload }`, discriminated by `type`.
 *
 * @example
 * ```ts
 * function describe(message: HostToFrameMessage): string {
 *   switch (message.type) {
 *     case 'executeFunction': return message.payload.functionName
 *     case 'inspectElement': return message.payload.componentName
 *   }
 * }
 * ```
 */
export type HostToFrameMessage = ExecuteFunctionRequest | InspectElementRequest

/** The request types, for guards. */
export const HOST_TO_FRAME_MESSAGE_TYPES = ['executeFunction', 'inspectElement'] as const

/** A request envelope as the frame first sees it: only id, type and a payload object checked. */
export interface RequestEnvelope {
  readonly id: string
  readonly type: string
  readonly payload: Readonly<Record<string, unknown>>
}

const envelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
})

/**
 * The first check of anything that arrives on the frame's port (§5): a message without an id or
 * without a payload object is `null` and must be ignored.
 */
export function parseRequestEnvelope(data: unknown): RequestEnvelope | null {
  const parsed = envelopeSchema.safeParse(data)
  return parsed.success ? parsed.data : null
}

const executeFunctionPayloadSchema = z.union([
  z.object({ functionName: z.string(), argsJson: z.string() }),
  z.object({ functionName: z.string(), compressedArgs: z.string() }),
  z.object({ functionName: z.string(), args: z.array(z.unknown()) }),
])

/**
 * The `executeFunction` payload with the function name still unchecked (the endpoint answers an
 * unknown name with "Function to execute not found").
 */
export type UncheckedExecuteFunctionPayload =
  | { readonly functionName: string; readonly argsJson: string }
  | { readonly functionName: string; readonly compressedArgs: string }
  | { readonly functionName: string; readonly args: readonly unknown[] }

/** Reads an `executeFunction` payload; `null` when it has no `argsJson`, `compressedArgs` or `args`. */
export function parseExecuteFunctionPayload(
  payload: unknown,
): UncheckedExecuteFunctionPayload | null {
  const parsed = executeFunctionPayloadSchema.safeParse(payload)
  return parsed.success ? parsed.data : null
}

const inspectElementPayloadSchema = z.object({
  isComponent: z.boolean(),
  componentName: z.string().nullish(),
  tempoElementID: z.string().nullish(),
  componentElementId: z.string().nullish(),
})

/**
 * Reads an `inspectElement` payload. Missing names and ids become `''` / `null` so the endpoint can
 * answer with the spec's errors; `null` only when `isComponent` is not a boolean.
 */
export function parseInspectElementPayload(payload: unknown): InspectElementPayload | null {
  const parsed = inspectElementPayloadSchema.safeParse(payload)
  if (!parsed.success) return null
  return {
    isComponent: parsed.data.isComponent,
    componentName: parsed.data.componentName ?? '',
    tempoElementID: parsed.data.tempoElementID ?? null,
    componentElementId: parsed.data.componentElementId ?? null,
  }
}
