import { afterEach, describe, expect, it, vi } from 'vitest'
import { CoverImageError, coverCrop, coverRenditionsAsWebp } from './cover-image'

describe('coverCrop', () => {
  it('keeps the full width of a tall or square picture and centres it vertically', () => {
    expect(coverCrop(1000, 1000)).toEqual({ x: 0, y: 218.75, width: 1000, height: 562.5 })
  })

  it('keeps the full height of a wide picture and centres it horizontally', () => {
    const crop = coverCrop(4000, 1000)
    expect(crop.x).toBeCloseTo(1111.11, 2)
    expect(crop.width).toBeCloseTo(1777.78, 2)
    expect(crop).toMatchObject({ y: 0, height: 1000 })
  })

  it('leaves a 16:9 picture whole', () => {
    expect(coverCrop(1920, 1080)).toEqual({ x: 0, y: 0, width: 1920, height: 1080 })
  })

  it('crops the centred square of a picture for a photo', () => {
    expect(coverCrop(800, 600, { width: 400, height: 400 })).toEqual({
      x: 100,
      y: 0,
      width: 600,
      height: 600,
    })
  })
})

describe('coverRenditionsAsWebp', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  /** A browser stand-in: decoding gives a picture of `width` × `height`; canvases record sizes. */
  function stubBrowser(width: number, height: number): { width: number; height: number }[] {
    const drawn: { width: number; height: number }[] = []
    vi.stubGlobal('createImageBitmap', async () => ({ width, height, close: () => {} }))
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      return {
        drawImage: () => drawn.push({ width: this.width, height: this.height }),
      } as unknown as CanvasRenderingContext2D
    } as unknown as HTMLCanvasElement['getContext'])
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      done: BlobCallback,
      type?: string,
    ) {
      done(new Blob([new Uint8Array(this.width)], { type: type ?? 'image/png' }))
    })
    return drawn
  }

  const picture = new Blob([new Uint8Array(10)], { type: 'image/jpeg' })

  it('encodes a large picture at 320, 640 and 1280 px wide, 16:9, narrowest first', async () => {
    const drawn = stubBrowser(4000, 3000)
    const renditions = await coverRenditionsAsWebp(picture)
    expect(renditions.map((rendition) => rendition.width)).toEqual([320, 640, 1280])
    expect(renditions.every((rendition) => rendition.blob.type === 'image/webp')).toBe(true)
    expect(drawn).toEqual([
      { width: 320, height: 180 },
      { width: 640, height: 360 },
      { width: 1280, height: 720 },
    ])
  })

  it('never enlarges a picture beyond the widths it reaches', async () => {
    stubBrowser(1000, 1000)
    expect((await coverRenditionsAsWebp(picture)).map((rendition) => rendition.width)).toEqual([
      320, 640,
    ])
  })

  it('refuses a file that is not a picture', async () => {
    stubBrowser(1000, 1000)
    await expect(coverRenditionsAsWebp(new Blob(['x'], { type: 'text/plain' }))).rejects.toThrow(
      CoverImageError,
    )
  })
})
