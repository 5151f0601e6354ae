/** The image types the assets call accepts, by MIME type, with the extension written. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const

/** A MIME type of {@link IMAGE_TYPES}. */
export type ImageType = keyof typeof IMAGE_TYPES

/** What the bytes of an image say: its real type and natural size in pixels. */
export interface SniffedImage {
  readonly type: ImageType
  readonly width: number
  readonly height: number
}

function ascii(bytes: Buffer, at: number, length: number): string {
  return bytes.subarray(at, at + length).toString('latin1')
}

function png(bytes: Buffer): SniffedImage | null {
  if (bytes.length < 24 || bytes.readUInt32BE(0) !== 0x89504e47 || ascii(bytes, 12, 4) !== 'IHDR')
    return null
  return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

function gif(bytes: Buffer): SniffedImage | null {
  if (bytes.length < 10 || !/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return null
  return { type: 'image/gif', width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) }
}

/** The start-of-frame markers of JPEG (baseline, progressive, …; not DHT/JPG/DAC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

function jpeg(bytes: Buffer): SniffedImage | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1] ?? 0
    if (marker === 0xff) {
      at += 1
      continue
    }
    const length = bytes.readUInt16BE(at + 2)
    if (SOF.has(marker))
      return {
        type: 'image/jpeg',
        height: bytes.readUInt16BE(at + 5),
        width: bytes.readUInt16BE(at + 7),
      }
    at += 2 + length
  }
  return null
}

function webp(bytes: Buffer): SniffedImage | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP')
    return null
  const chunk = ascii(bytes, 12, 4)
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a)
    return {
      type: 'image/webp',
      width: bytes.readUInt16LE(26) & 0x3fff,
      height: bytes.readUInt16LE(28) & 0x3fff,
    }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21)
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X')
    return {
      type: 'image/webp',
      width: bytes.readUIntLE(24, 3) + 1,
      height: bytes.readUIntLE(27, 3) + 1,
    }
  return null
}

function avif(bytes: Buffer): SniffedImage | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return null
  const brands = ascii(bytes, 8, Math.min(bytes.readUInt32BE(0), bytes.length) - 8)
  if (!brands.includes('avif') && !brands.includes('avis')) return null
  // The first image spatial extents property ('ispe': version/flags, width, height).
  const at = bytes.indexOf('ispe', 0, 'latin1')
  if (at < 0 || at + 16 > bytes.length) return null
  return {
    type: 'image/avif',
    width: bytes.readUInt32BE(at + 8),
    height: bytes.readUInt32BE(at + 12),
  }
}

/**
 * Reads the real type and the natural size of an image from its bytes (PNG, JPEG, WebP, GIF,
 * AVIF); `null` for anything else or a size of 0. SVG is not sniffed: the assets call refuses it
 * (a script or event handler in an SVG runs when the file is opened on its own).
 */
export function sniffImage(bytes: Buffer): SniffedImage | null {
  const found = png(bytes) ?? gif(bytes) ?? jpeg(bytes) ?? webp(bytes) ?? avif(bytes)
  if (found === null || found.width <= 0 || found.height <= 0) return null
  return found
}
