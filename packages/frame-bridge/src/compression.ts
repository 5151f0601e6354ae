import { compressToUTF16, decompressFromUTF16 } from 'lz-string'
import { BridgeError } from './bridge-error'

/**
 * By default nothing is compressed: arguments, results and event payloads travel as their JSON
 * text. The frame and the parent share one machine, where bytes are cheap and lz-string is not:
 * in Chromium it packed the navigation tree and outer HTML of a 5,000-element page (575 KB) in
 * about 1.5 s, where its JSON text takes about 11 ms to build, and the lookups of a 2,000-file
 * project (36 MB of JSON, sent with `setNewLookups`) in 14.7 s of the page's main thread — the
 * editor showed nothing selectable meanwhile. Callers across a slow link can set a threshold
 * (`compressionThreshold`, in characters); compressed messages are always accepted, as the spec
 * allows either.
 */
export const COMPRESSION_THRESHOLD = Number.POSITIVE_INFINITY

/**
 * Compresses a JSON-compatible value: `JSON.stringify`, then lz-string's UTF-16 form (15 bits per
 * character, no lone surrogates, so it survives structured cloning unchanged).
 *
 * @throws {@link BridgeError} `INVALID_ARGUMENT` when the value cannot be turned into JSON
 * (a cycle, a BigInt, or `undefined` itself).
 * @example
 * ```ts
 * const packed = compressValue(hugeArgs)
 * decompressValue(packed) // deep-equal to hugeArgs
 * ```
 */
export function compressValue(value: unknown): string {
  return compressToUTF16(toJsonText(value))
}

/**
 * Reverses {@link compressValue}.
 *
 * @throws {@link BridgeError} `INVALID_REQUEST` when the text is not a compressed JSON value.
 */
export function decompressValue(compressed: string): unknown {
  const text = decompressFromUTF16(compressed)
  // lz-string answers '' or null (despite its typings) for input it did not produce.
  if (typeof text !== 'string' || text === '') {
    throw new BridgeError('INVALID_REQUEST', 'Compressed data could not be decompressed')
  }
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new BridgeError('INVALID_REQUEST', 'Compressed data is not JSON', { cause })
  }
}

/**
 * A value ready for the wire: its JSON text, lz-string compressed when long. Values travel as
 * text rather than as objects because the structured clone of a navigation tree (thousands of
 * small objects) costs several times its `JSON.stringify` on both sides of the port, and the text
 * also gives the exact size that decides compression.
 */
export type EncodedValue =
  | { readonly compressed: false; readonly json: string }
  | { readonly compressed: true; readonly data: string }

/**
 * Encodes a value for the wire: its JSON text, compressed when longer than `threshold`
 * characters (default {@link COMPRESSION_THRESHOLD}).
 *
 * @throws {@link BridgeError} `INVALID_ARGUMENT` when the value cannot be turned into JSON.
 * @example
 * ```ts
 * const encoded = encodeValue(args)
 * const message = encoded.compressed ? { compressedArgs: encoded.data } : { argsJson: encoded.json }
 * ```
 */
export function encodeValue(
  value: unknown,
  threshold: number = COMPRESSION_THRESHOLD,
): EncodedValue {
  const json = toJsonText(value)
  return json.length > threshold
    ? { compressed: true, data: compressToUTF16(json) }
    : { compressed: false, json }
}

/**
 * Reads a value sent as JSON text (the uncompressed form of {@link encodeValue}).
 *
 * @throws {@link BridgeError} `INVALID_REQUEST` when the text is not JSON.
 */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new BridgeError('INVALID_REQUEST', 'The data is not JSON', { cause })
  }
}

const notJson = (reason: string) =>
  new BridgeError('INVALID_ARGUMENT', `Value cannot be sent: ${reason}`)

function toJsonText(value: unknown): string {
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch (cause) {
    throw new BridgeError('INVALID_ARGUMENT', 'Value cannot be sent: it is not JSON-compatible', {
      cause,
    })
  }
  if (text === undefined) throw notJson('it has no JSON form')
  return text
}
