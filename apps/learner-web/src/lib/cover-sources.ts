/**
 * The widths, in pixels, at which a course cover may be stored side by side. A cover stored as a
 * set is named `<stem>.<width>w.webp` for each of these widths up to its largest; the dot before
 * the width keeps `<stem>` (the course slug) as the first dot-separated part of the name, which
 * is what the `course-covers` upload policies check.
 */
export const COVER_WIDTHS: readonly number[] = [320, 640, 1280]

/** An image's `src` and, when it is stored at several widths, its `srcset`. */
export interface CoverSources {
  readonly src: string
  /** `<url> <width>w, …`; empty when there is only `src`. */
  readonly srcSet: string
}

const RENDITION_NAME = /^(?<stem>.+)\.(?<width>\d+)w\.webp$/

/**
 * The object name of a cover's rendition `width` pixels wide.
 *
 * @example
 * ```ts
 * coverRenditionName('business-english', 320) // 'business-english.320w.webp'
 * ```
 */
export function coverRenditionName(stem: string, width: number): string {
  return `${stem}.${width}w.webp`
}

/**
 * The widths of {@link COVER_WIDTHS} a picture `sourceWidth` pixels wide is stored at: every one
 * it reaches without being enlarged, and at least the smallest.
 *
 * @example
 * ```ts
 * coverWidthsFor(1000) // [320, 640]
 * coverWidthsFor(200) // [320]
 * ```
 */
export function coverWidthsFor(sourceWidth: number): number[] {
  const widths = COVER_WIDTHS.filter((width) => width <= sourceWidth)
  return widths.length > 0 ? widths : COVER_WIDTHS.slice(0, 1)
}

/**
 * The sources of a cover stored under `path`, each object's address given by `urlOf`. A path
 * named `<stem>.<W>w.webp` (W one of {@link COVER_WIDTHS}) promises the same picture at every
 * width of {@link COVER_WIDTHS} up to W, under the same naming: `srcSet` lists them and `src` is
 * the path itself (the largest). Any other path — a cover uploaded as one file — is a single
 * picture, and `srcSet` stays empty.
 *
 * @example
 * ```ts
 * coverSources('business-english.640w.webp', (name) => `/covers/${name}`)
 * // { src: '/covers/business-english.640w.webp',
 * //   srcSet: '/covers/business-english.320w.webp 320w, /covers/business-english.640w.webp 640w' }
 * coverSources('business-english.webp', (name) => `/covers/${name}`)
 * // { src: '/covers/business-english.webp', srcSet: '' }
 * ```
 */
export function coverSources(path: string, urlOf: (name: string) => string): CoverSources {
  const src = urlOf(path)
  const match = RENDITION_NAME.exec(path)
  const stem = match?.groups?.stem
  const largest = Number(match?.groups?.width)
  if (stem === undefined || !COVER_WIDTHS.includes(largest)) return { src, srcSet: '' }
  const srcSet = COVER_WIDTHS.filter((width) => width <= largest)
    .map((width) => `${urlOf(coverRenditionName(stem, width))} ${width}w`)
    .join(', ')
  return { src, srcSet }
}
