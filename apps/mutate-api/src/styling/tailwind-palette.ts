import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** One colour of the theme: `blue-500` and its value as the theme writes it. */
export interface PaletteColor {
  /** The name after `--color-`, as used in classes: `blue-500`, `white`. */
  readonly name: string
  /** The value in theme.css, e.g. `oklch(62.3% 0.214 259.815)` or `#fff`. */
  readonly value: string
}

type Oklch = readonly [lightness: number, chroma: number, hue: number]

const THEME_COLOR = /--color-([a-z]+(?:-\d+)?)\s*:\s*([^;]+);/g
const OKLCH =
  /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+|none)(?:deg)?\s*(?:\/\s*([\d.]+)(%?)\s*)?\)$/
const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/
const RGB =
  /^rgba?\(\s*(\d+(?:\.\d+)?)\s*[, ]\s*(\d+(?:\.\d+)?)\s*[, ]\s*(\d+(?:\.\d+)?)\s*(?:[,/]\s*([\d.]+)(%?)\s*)?\)$/

/** Reads the `--color-*` variables of a Tailwind theme stylesheet (v4 `theme.css`). */
export function parseThemeColors(css: string): PaletteColor[] {
  return [...css.matchAll(THEME_COLOR)].map((match) => ({
    name: match[1] ?? '',
    value: (match[2] ?? '').trim(),
  }))
}

/** Whether an alpha component (`0.5`, `50%`, absent) is fully opaque. */
function opaque(alpha: string | undefined, percent: string | undefined): boolean {
  if (alpha === undefined) return true
  return Number(alpha) === (percent === '%' ? 100 : 1)
}

function parseOklch(value: string): Oklch | undefined {
  const match = OKLCH.exec(value)
  if (match === null || !opaque(match[5], match[6])) return undefined
  const lightness = Number(match[1]) / (match[2] === '%' ? 100 : 1)
  // `none` (a powerless hue, as theme.css writes greys) is 0 for conversion.
  return [lightness, Number(match[3]), match[4] === 'none' ? 0 : Number(match[4])]
}

/** `#rgb`, `#rrggbb`, `#rrggbbaa` (opaque) or `rgb()` as `#rrggbb`. */
function toHex6(value: string): string | undefined {
  const hex = HEX.exec(value)?.[1]
  if (hex !== undefined) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex
    if (full.length === 8 && !full.endsWith('ff')) return undefined
    return `#${full.slice(0, 6)}`
  }
  const rgb = RGB.exec(value)
  if (rgb === null || !opaque(rgb[4], rgb[5])) return undefined
  const channels = [rgb[1], rgb[2], rgb[3]].map(Number)
  if (channels.some((channel) => !Number.isInteger(channel) || channel > 255)) return undefined
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
}

/**
 * OKLCH → sRGB as `#rrggbb`, or undefined when the colour lies outside the sRGB gamut (then no
 * hex value *is* that colour, so none is matched to it). OKLab to linear sRGB with the matrices
 * of the OKLab definition (Björn Ottosson), then the sRGB transfer function.
 */
export function oklchToHex([lightness, chroma, hue]: Oklch): string | undefined {
  const radians = (hue * Math.PI) / 180
  const a = chroma * Math.cos(radians)
  const b = chroma * Math.sin(radians)
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ]
  const EPSILON = 1e-4
  if (linear.some((channel) => channel < -EPSILON || channel > 1 + EPSILON)) return undefined
  return `#${linear
    .map((channel) => {
      const clamped = Math.min(1, Math.max(0, channel))
      const encoded = clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * clamped ** (1 / 2.4) - 0.055
      return Math.round(encoded * 255)
        .toString(16)
        .padStart(2, '0')
    })
    .join('')}`
}

const sameNumber = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9

/** Same OKLCH colour; the hue of a grey (chroma 0) does not count. */
function sameOklch(a: Oklch, b: Oklch): boolean {
  return sameNumber(a[0], b[0]) && sameNumber(a[1], b[1]) && (a[1] === 0 || sameNumber(a[2], b[2]))
}

/**
 * The colours of a Tailwind theme, looked up by CSS value: an `oklch()` value equal to a theme
 * colour (percent or number lightness, any spacing, opaque alpha), or a hex / `rgb()` value equal
 * to the sRGB rounding of a theme colour that lies inside the sRGB gamut.
 *
 * Tailwind v4's palette is defined in OKLCH and many of its colours (e.g. `blue-500`,
 * `oklch(62.3% 0.214 259.815)`) lie outside sRGB: no hex value equals them, so a hex value is
 * only mapped to a class when it renders the same colour. A colour the theme names twice (the
 * greys `zinc-50`, `neutral-50` and `mauve-50` are all `oklch(98.5% 0 none)`) gets the name that
 * comes first in the theme. Tailwind v3's hex palette
 * (`#3b82f6` for `blue-500`) is deliberately not matched: in a v4 project that class renders a
 * different colour.
 *
 * @example
 * ```ts
 * const palette = TailwindPalette.fromCss(readFileSync('node_modules/tailwindcss/theme.css', 'utf8'))
 * palette.nameOf('oklch(0.623 0.214 259.815)') // 'blue-500'
 * palette.nameOf('#eff6ff') // 'blue-50'
 * ```
 */
export class TailwindPalette {
  private readonly byOklch: { readonly name: string; readonly oklch: Oklch }[] = []
  private readonly byHex = new Map<string, string>()

  constructor(colors: readonly PaletteColor[]) {
    for (const color of colors) {
      const value = color.value.toLowerCase()
      const oklch = parseOklch(value)
      if (oklch !== undefined) {
        this.byOklch.push({ name: color.name, oklch })
        const hex = oklchToHex(oklch)
        if (hex !== undefined && !this.byHex.has(hex)) this.byHex.set(hex, color.name)
        continue
      }
      const hex = toHex6(value)
      if (hex !== undefined && !this.byHex.has(hex)) this.byHex.set(hex, color.name)
    }
  }

  /** Reads a theme stylesheet's `--color-*` variables. */
  static fromCss(css: string): TailwindPalette {
    return new TailwindPalette(parseThemeColors(css))
  }

  /** How many colours the palette holds (by OKLCH value). */
  get size(): number {
    return this.byOklch.length
  }

  /** The theme name of a CSS colour value (`blue-500`), if it is exactly a theme colour. */
  nameOf(cssValue: string): string | undefined {
    const value = cssValue.trim().toLowerCase()
    const oklch = parseOklch(value)
    if (oklch !== undefined) {
      return this.byOklch.find((each) => sameOklch(each.oklch, oklch))?.name
    }
    const hex = toHex6(value)
    return hex === undefined ? undefined : this.byHex.get(hex)
  }
}

let installed: TailwindPalette | undefined

/**
 * The default palette of the installed `tailwindcss` package (its `theme.css`, the theme that
 * `@import "tailwindcss"` brings), read once on first use.
 *
 * @throws {Error} when `tailwindcss/theme.css` cannot be resolved or read.
 */
export function installedTailwindPalette(): TailwindPalette {
  if (installed === undefined) {
    const themePath = createRequire(import.meta.url).resolve('tailwindcss/theme.css')
    installed = TailwindPalette.fromCss(readFileSync(themePath, 'utf8'))
  }
  return installed
}
