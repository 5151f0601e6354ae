import { coverWidthsFor } from '../../lib/cover-sources'

/** The largest picture accepted as a cover before it is resized. */
export const MAX_COVER_SOURCE_BYTES = 15 * 1024 * 1024
/** The size every cover is stored at (16:9). */
export const COVER_SIZE = { width: 1280, height: 720 } as const

/** Why a picture cannot be a cover. */
export class CoverImageError extends Error {
  readonly problem: 'not-an-image' | 'too-large'
  constructor(problem: 'not-an-image' | 'too-large') {
    super(problem === 'too-large' ? 'The picture is too large.' : 'The file is not a picture.')
    this.name = 'CoverImageError'
    this.problem = problem
  }
}

/** A stored picture's size in pixels. */
export interface PictureSize {
  readonly width: number
  readonly height: number
}

/**
 * The centred part of a picture with the shape of `size` (16:9 for covers), in source pixels:
 * the widest crop of that shape that fits.
 *
 * @example
 * ```ts
 * coverCrop(1000, 1000) // { x: 0, y: 218.75, width: 1000, height: 562.5 }
 * coverCrop(800, 600, { width: 400, height: 400 }) // { x: 100, y: 0, width: 600, height: 600 }
 * ```
 */
export function coverCrop(width: number, height: number, size: PictureSize = COVER_SIZE) {
  const ratio = size.width / size.height
  if (width / height > ratio) {
    const cropWidth = height * ratio
    return { x: (width - cropWidth) / 2, y: 0, width: cropWidth, height }
  }
  const cropHeight = width / ratio
  return { x: 0, y: (height - cropHeight) / 2, width, height: cropHeight }
}

type Crop = ReturnType<typeof coverCrop>

async function decodePicture(file: Blob): Promise<ImageBitmap> {
  if (!file.type.startsWith('image/')) throw new CoverImageError('not-an-image')
  if (file.size > MAX_COVER_SOURCE_BYTES) throw new CoverImageError('too-large')
  try {
    return await createImageBitmap(file)
  } catch {
    throw new CoverImageError('not-an-image')
  }
}

function encodeWebp(bitmap: ImageBitmap, crop: Crop, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  canvas
    .getContext('2d')
    ?.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height)
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new CoverImageError('not-an-image'))),
      'image/webp',
      0.85,
    ),
  )
}

/**
 * Turns a picture into a cover in the browser: cropped to 16:9 around its centre, scaled to
 * 1280 × 720 (never up) and encoded as WebP, so every card gets the same light image. Another
 * `size` gives another shape (a tutor's square photo).
 * @throws {@link CoverImageError} for a file that is not a decodable picture or is too large.
 */
export async function coverAsWebp(file: Blob, size: PictureSize = COVER_SIZE): Promise<Blob> {
  const bitmap = await decodePicture(file)
  try {
    const crop = coverCrop(bitmap.width, bitmap.height, size)
    const scale = Math.min(1, size.width / crop.width)
    const width = Math.round(crop.width * scale)
    return await encodeWebp(bitmap, crop, width, Math.round(crop.height * scale))
  } finally {
    bitmap.close()
  }
}

/** A cover encoded at one of the stored widths. */
export interface CoverRendition {
  readonly width: number
  readonly blob: Blob
}

/**
 * A course cover at each width it is stored at (`coverWidthsFor`, narrowest first): cropped to
 * 16:9 around its centre and encoded as WebP, so a card fetches the width it shows
 * (`lib/cover-sources.ts`).
 * @throws {@link CoverImageError} for a file that is not a decodable picture or is too large.
 */
export async function coverRenditionsAsWebp(file: Blob): Promise<CoverRendition[]> {
  const bitmap = await decodePicture(file)
  try {
    const crop = coverCrop(bitmap.width, bitmap.height)
    const renditions: CoverRendition[] = []
    for (const width of coverWidthsFor(crop.width)) {
      const height = Math.round((width * COVER_SIZE.height) / COVER_SIZE.width)
      renditions.push({ width, blob: await encodeWebp(bitmap, crop, width, height) })
    }
    return renditions
  } finally {
    bitmap.close()
  }
}
