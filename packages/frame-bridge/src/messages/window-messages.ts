import { z } from 'zod'

/** The `type` of the window message a parent posts on start: "frame, announce yourself". */
export const HELLO_MESSAGE_TYPE = 'splendid-frame-bridge:hello'
/** The `type` of the window message that hands the frame its port. */
export const INIT_MESSAGE_TYPE = 'splendid-frame-bridge:init'
/** The `type` of the window message a frame posts to its parent when its script starts. */
export const READY_MESSAGE_TYPE = 'splendid-frame-bridge:ready'
/** The `type` of the window message that logs a component's state and props (§7). */
export const GET_STATE_AND_PROPS_MESSAGE_TYPE = 'GET_STATE_AND_PROPS'

/**
 * Parent → frame, by `window.postMessage`, when the parent starts: a frame that is already running
 * answers with a {@link ReadyMessage}. Accepted only from a configured parent origin.
 */
export interface HelloMessage {
  readonly type: typeof HELLO_MESSAGE_TYPE
  readonly protocolVersion: number
}

/**
 * Parent → frame, by `window.postMessage` with a `MessagePort` transferred, in answer to a
 * {@link ReadyMessage}: "here is your channel". Accepted only from a configured parent origin and
 * only by the frame instance it names.
 */
export interface InitMessage {
  readonly type: typeof INIT_MESSAGE_TYPE
  readonly protocolVersion: number
  readonly frameInstanceId: string
}

/**
 * Frame → parent, by `window.postMessage`, when the frame script starts and in answer to a
 * {@link HelloMessage}: "I am this instance, send me a port". Whichever side starts first, the
 * parent hears one, and a new instance id tells it the preview reloaded. Accepted only from the
 * preview's origin.
 */
export interface ReadyMessage {
  readonly type: typeof READY_MESSAGE_TYPE
  readonly protocolVersion: number
  /** Random per page load of the frame, so the parent can tell a reload from a repeat. */
  readonly frameInstanceId: string
}

/** Anyone allowed → frame, by `window.postMessage`: log this component's state and props. */
export interface GetStateAndPropsMessage {
  readonly type: typeof GET_STATE_AND_PROPS_MESSAGE_TYPE
  readonly componentName: string
}

const helloMessageSchema = z.object({
  type: z.literal(HELLO_MESSAGE_TYPE),
  protocolVersion: z.number().int(),
})

const initMessageSchema = z.object({
  type: z.literal(INIT_MESSAGE_TYPE),
  protocolVersion: z.number().int(),
  frameInstanceId: z.string().min(1),
})

const readyMessageSchema = z.object({
  type: z.literal(READY_MESSAGE_TYPE),
  protocolVersion: z.number().int(),
  frameInstanceId: z.string().min(1),
})

const getStateAndPropsMessageSchema = z.object({
  type: z.literal(GET_STATE_AND_PROPS_MESSAGE_TYPE),
  componentName: z.string(),
})

/** Reads a hello message; `null` when the data is not one. */
export function parseHelloMessage(data: unknown): HelloMessage | null {
  const parsed = helloMessageSchema.safeParse(data)
  return parsed.success ? parsed.data : null
}

/** Reads an init message; `null` when the data is not one. */
export function parseInitMessage(data: unknown): InitMessage | null {
  const parsed = initMessageSchema.safeParse(data)
  return parsed.success ? parsed.data : null
}

/** Reads a ready message; `null` when the data is not one. */
export function parseReadyMessage(data: unknown): ReadyMessage | null {
  const parsed = readyMessageSchema.safeParse(data)
  return parsed.success ? parsed.data : null
}

/** Reads a GET_STATE_AND_PROPS message; `null` when the data is not one. */
export function parseGetStateAndPropsMessage(data: unknown): GetStateAndPropsMessage | null {
  const parsed = getStateAndPropsMessageSchema.safeParse(data)
  return parsed.success ? parsed.data : null
}
