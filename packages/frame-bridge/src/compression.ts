import { compressToUTF16, decompressFromUTF16 } from 'lz-string'
import { BridgeError } from './bridge-error'

/**
 * By default, arguments, results and event payloads whose JSON text is longer than this many
 * characters (8 MiB) travel lz-string-compressed. Compression trades CPU for bytes, and on one
 * machine bytes are cheap: in Chromium, lz-string packed the navigation tree and outer HTML of a
 * 5,000-element page (575 KB) in about 1.5 s, where a structured clone of it takes milliseconds
 * (`pnpm bench`). So only payloads too large to clone comfortably are compressed; callers that
 * send across a slow link can lower the threshold (`compressionThreshold`). Compressed messages
 * are always accepted.
 */
export const COMPRESSION_THRESHOLD = 8 * 1024 * 1024

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

/** A value ready for the wire: as it is, or compressed when its JSON is large. */
export type EncodedValue =
  | { readonly compressed: false; readonly value: unknown }
  | { readonly compressed: true; readonly data: string }

/**
 * Decides how a value travels: compressed when its JSON text exceeds `threshold` characters
 * (default {@link COMPRESSION_THRESHOLD}), otherwise as it is (structured clone).
 *
 * @throws {@link BridgeError} `INVALID_ARGUMENT` when the value cannot be turned into JSON.
 * @example
 * ```ts
 * const encoded = encodeValue(args)
 * const message = encoded.compressed ? { compressedArgs: encoded.data } : { args: encoded.value }
 * ```
 */
export function encodeValue(
  value: unknown,
  threshold: number = COMPRESSION_THRESHOLD,
): EncodedValue {
  // Sizing by a walk, not by JSON.stringify: building the JSON text of a navigation tree only to
  // learn its length took ~40 ms per rebuild on a 5,000-element page.
  if (jsonLengthUpTo(value, threshold) <= threshold) return { compressed: false, value }
  const text = toJsonText(value)
  if (text.length > threshold) return { compressed: true, data: compressToUTF16(text) }
  return { compressed: false, value }
}

const notJson = (reason: string) =>
  new BridgeError('INVALID_ARGUMENT', `Value cannot be sent: ${reason}`)

/**
 * The length of a value's JSON text without building it (string escapes not counted, so never
 * more than the real length), counting stops just above `limit`. Refuses, as JSON.stringify
 * does, cycles and BigInts, and a top-level value without JSON form.
 */
export function jsonLengthUpTo(value: unknown, limit: number): number {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') {
    throw notJson('it has no JSON form')
  }
  const ancestors = new Set<object>()
  let total = 0
  const measure = (item: unknown, inArray: boolean): void => {
    if (total > limit) return
    switch (typeof item) {
      case 'string':
        total += item.length + 2
        return
      case 'number':
        total += Number.isFinite(item) ? String(item).length : 4
        return
      case 'boolean':
        total += item ? 4 : 5
        return
      case 'bigint':
        throw notJson('it is not JSON-compatible (a BigInt)')
      case 'undefined':
      case 'function':
      case 'symbol':
        if (inArray) total += 4 // JSON writes null in arrays (and drops the key in objects)
        return
      default:
        break
    }
    if (item === null) {
      total += 4
      return
    }
    const object = item as object
    if (typeof (object as { toJSON?: unknown }).toJSON === 'function') {
      total += toJsonText(object).length
      return
    }
    if (ancestors.has(object)) throw notJson('it is not JSON-compatible (a cycle)')
    ancestors.add(object)
    total += 2
    if (Array.isArray(object)) {
      total += Math.max(0, object.length - 1)
      for (const element of object) measure(element, true)
    } else {
      let keys = 0
      for (const [key, entry] of Object.entries(object)) {
        if (entry === undefined || typeof entry === 'function' || typeof entry === 'symbol')
          continue
        total += key.length + 3 + (keys > 0 ? 1 : 0) // "key": and the comma before it
        keys += 1
        measure(entry, false)
      }
    }
    ancestors.delete(object)
  }
  measure(value, false)
  return total
}

function toJsonText(value: unknown): string {
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch (cause) {
    throw new BridgeError('INVALID_ARGUMENT', 'Value cannot be sent: it is not JSON-compatible', {
      cause,
    })
  }
  if (text === undefined) {
    throw new BridgeError('INVALID_ARGUMENT', 'Value cannot be sent: it has no JSON form')
  }
  return text
}
