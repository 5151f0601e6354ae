import { KEYWORD_UTILITIES } from './tailwind-keywords'
import { installedTailwindPalette } from './tailwind-palette'
import {
  BORDER_WIDTHS,
  FONT_SIZES,
  FONT_WEIGHTS,
  normalizeCssValue,
  RADII,
  TRANSITION_PROPERTIES,
  themeStep,
} from './tailwind-scales'

/**
 * Turns one CSS declaration into one Tailwind (v4) utility class, without variant prefix: a
 * theme scale value where Tailwind has one (`padding: 16px` → `p-4`, `font-weight: 600` →
 * `font-semibold`, a colour of the installed Tailwind palette → `bg-blue-500`), an arbitrary
 * value otherwise (`p-[13px]`, `text-[#4597f7]`), and an arbitrary property for properties
 * without a utility (`[mix-blend-mode:multiply]`). Per-side borders (`border-t-2`,
 * `border-l-red-500`), corners (`rounded-tl-lg`), shadows, line heights, letter spacings,
 * easings and font families use the installed theme's steps (`shadow-md`, `leading-normal`,
 * `tracking-wide`, `ease-in-out`, `font-mono`; `project.themeFonts`, the families the project's
 * @theme adds: `var(--font-display)` → `font-display`); `repeat(3, minmax(0, 1fr))` is `grid-cols-3`;
 * durations and delays are `duration-300` / `delay-150`.
 *
 * @example
 * ```ts
 * cssToTailwind('margin-top', '-8px') // '-mt-2'
 * cssToTailwind('background-color', '#fff') // 'bg-white'
 * cssToTailwind('color', 'oklch(62.3% 0.214 259.815)') // 'text-blue-500'
 * ```
 */
export function cssToTailwind(
  property: string,
  rawValue: string,
  project: { readonly themeFonts?: ReadonlySet<string> } = {},
): string {
  const prop = toKebab(property.trim())
  const value = rawValue.trim()
  if (prop.startsWith('--')) return `[${prop}:${arbitrary(value)}]`
  const spacing = SPACING_UTILITIES[prop]
  if (spacing !== undefined) return spacingClass(spacing, value, prop)
  const keyword = KEYWORD_UTILITIES[prop]?.[value]
  if (keyword !== undefined) return keyword
  const side = SIDE_UTILITIES[prop]
  if (side !== undefined) {
    return side.kind === 'color'
      ? colorClass(side.utility, value)
      : side.kind === 'width'
        ? scaleClass(side.utility, BORDER_WIDTHS, value, 'length')
        : scaleClass(side.utility, RADII, value)
  }
  switch (prop) {
    case 'color':
      return colorClass('text', value)
    case 'background-color':
    case 'background':
      return colorClass('bg', value)
    case 'text-decoration-color':
      return colorClass('decoration', value)
    case 'font-size':
      return scaleClass('text', FONT_SIZES, value, 'length')
    case 'font-weight':
      return scaleClass('font', FONT_WEIGHTS, value)
    case 'font-family': {
      // A family the project's own @theme adds (`--font-display` → `font-display`).
      const own = /^var\(\s*--font-([a-z0-9-]+)\s*\)$/i.exec(value)?.[1]
      if (own !== undefined && project.themeFonts?.has(own)) return `font-${own}`
      return themeClass('font', value, 'family-name')
    }
    case 'line-height': {
      const scale = /^\d*\.?\d+(px|rem)$/.test(value) ? pxToScale(value) : null
      return scale !== null ? `leading-${scale}` : themeClass('leading', value)
    }
    case 'letter-spacing':
      return themeClass('tracking', value)
    case 'box-shadow':
      return themeClass('shadow', value)
    case 'grid-template-columns':
      return gridTemplateClass('grid-cols', value)
    case 'grid-template-rows':
      return gridTemplateClass('grid-rows', value)
    case 'transition-property':
      return TRANSITION_PROPERTIES[normalizeCssValue(value)] ?? `transition-[${arbitrary(value)}]`
    case 'transition-duration':
      return timeClass('duration', value)
    case 'transition-delay':
      return timeClass('delay', value)
    case 'transition-timing-function':
      return themeClass('ease', value)
    case 'opacity': {
      const number = Number(value.endsWith('%') ? Number(value.slice(0, -1)) / 100 : value)
      const percent = Math.round(number * 100)
      return Number.isFinite(number) && Math.abs(number * 100 - percent) < 1e-9
        ? `opacity-${percent}`
        : `opacity-[${arbitrary(value)}]`
    }
    case 'z-index':
      return /^-?\d+$/.test(value)
        ? `${value.startsWith('-') ? '-' : ''}z-${value.replace('-', '')}`
        : value === 'auto'
          ? 'z-auto'
          : `z-[${arbitrary(value)}]`
    default:
      return `[${prop}:${arbitrary(value)}]`
  }
}

/** A step of the installed theme (`shadow-md`, `font-mono`), else an arbitrary value. */
function themeClass(
  utility: 'font' | 'leading' | 'tracking' | 'shadow' | 'ease',
  value: string,
  hint?: 'family-name',
): string {
  const step = themeStep(utility, value)
  if (step !== undefined) return `${utility}-${step}`
  return `${utility}-[${hint === undefined ? '' : `${hint}:`}${arbitrary(value)}]`
}

/** `repeat(3, minmax(0, 1fr))` → `grid-cols-3`; `none`, `subgrid`; else arbitrary. */
function gridTemplateClass(utility: 'grid-cols' | 'grid-rows', value: string): string {
  const normalized = normalizeCssValue(value)
  const count = /^repeat\(([1-9]\d*),minmax\(0,1fr\)\)$/.exec(normalized)?.[1]
  if (count !== undefined) return `${utility}-${count}`
  if (normalized === 'none' || normalized === 'subgrid') return `${utility}-${normalized}`
  return `${utility}-[${arbitrary(value)}]`
}

/** `300ms` / `0.3s` → `duration-300`: Tailwind's number is milliseconds. */
function timeClass(utility: 'duration' | 'delay', value: string): string {
  const match = /^(\d*\.?\d+)(ms|s)$/.exec(value)
  if (match !== null) {
    const ms = Number(match[1]) * (match[2] === 's' ? 1000 : 1)
    if (Math.abs(ms - Math.round(ms)) < 1e-6) return `${utility}-${Math.round(ms)}`
  }
  if (value === 'initial' && utility === 'duration') return 'duration-initial'
  return `${utility}-[${arbitrary(value)}]`
}

/** Per-side and per-corner border properties: their utility and value kind. */
const SIDE_UTILITIES: Readonly<
  Record<string, { utility: string; kind: 'width' | 'color' | 'radius' }>
> = {
  'border-width': { utility: 'border', kind: 'width' },
  'border-color': { utility: 'border', kind: 'color' },
  'border-radius': { utility: 'rounded', kind: 'radius' },
  ...Object.fromEntries(
    (
      [
        ['top', 't'],
        ['right', 'r'],
        ['bottom', 'b'],
        ['left', 'l'],
        ['inline', 'x'],
        ['block', 'y'],
        ['inline-start', 's'],
        ['inline-end', 'e'],
      ] as const
    ).flatMap(([side, short]) => [
      [`border-${side}-width`, { utility: `border-${short}`, kind: 'width' }],
      [`border-${side}-color`, { utility: `border-${short}`, kind: 'color' }],
    ]),
  ),
  ...Object.fromEntries(
    (
      [
        ['top-left', 'tl'],
        ['top-right', 'tr'],
        ['bottom-right', 'br'],
        ['bottom-left', 'bl'],
        ['start-start', 'ss'],
        ['start-end', 'se'],
        ['end-end', 'ee'],
        ['end-start', 'es'],
      ] as const
    ).map(([corner, short]) => [
      `border-${corner}-radius`,
      { utility: `rounded-${short}`, kind: 'radius' },
    ]),
  ),
}

function toKebab(property: string): string {
  if (property.startsWith('--')) return property
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** Arbitrary values may not contain spaces: Tailwind reads `_` as a space. */
function arbitrary(value: string): string {
  return value.replace(/\s+/g, '_')
}

const SPACING_UTILITIES: Readonly<Record<string, string>> = {
  padding: 'p',
  'padding-top': 'pt',
  'padding-right': 'pr',
  'padding-bottom': 'pb',
  'padding-left': 'pl',
  'padding-inline': 'px',
  'padding-block': 'py',
  'padding-inline-start': 'ps',
  'padding-inline-end': 'pe',
  margin: 'm',
  'margin-top': 'mt',
  'margin-right': 'mr',
  'margin-bottom': 'mb',
  'margin-left': 'ml',
  'margin-inline': 'mx',
  'margin-block': 'my',
  'margin-inline-start': 'ms',
  'margin-inline-end': 'me',
  gap: 'gap',
  'row-gap': 'gap-y',
  'column-gap': 'gap-x',
  width: 'w',
  height: 'h',
  'min-width': 'min-w',
  'max-width': 'max-w',
  'min-height': 'min-h',
  'max-height': 'max-h',
  top: 'top',
  right: 'right',
  bottom: 'bottom',
  left: 'left',
  inset: 'inset',
  'inset-inline-start': 'start',
  'inset-inline-end': 'end',
}

const NEGATIVE_ALLOWED = /^(m|mt|mr|mb|ml|mx|my|ms|me|top|right|bottom|left|inset|start|end)$/

/** `16px` → `4`, `1rem` → `4`, `2px` → `0.5`; null when not on the 0.25rem grid. */
function pxToScale(value: string): string | null {
  const match = /^(\d*\.?\d+)(px|rem)$/.exec(value)
  if (match === null) return null
  const amount = Number(match[1])
  const px = match[2] === 'rem' ? amount * 16 : amount
  const steps = px / 4
  return Number.isInteger(steps * 2) ? String(steps) : null
}

function spacingClass(utility: string, value: string, prop: string): string {
  const negative = value.startsWith('-') && NEGATIVE_ALLOWED.test(utility)
  const magnitude = negative ? value.slice(1) : value
  const sign = negative ? '-' : ''
  if (magnitude === '0' || magnitude === '0px') return `${sign}${utility}-0`
  if (magnitude === '1px') return `${sign}${utility}-px`
  if (magnitude === 'auto' && !prop.startsWith('padding') && !prop.includes('gap'))
    return `${utility}-auto`
  if (magnitude === '100%') return `${sign}${utility}-full`
  const sizing = /^(w|h|min-w|max-w|min-h|max-h)$/.test(utility)
  if (sizing) {
    const keyword = SIZE_KEYWORDS[magnitude]
    if (keyword !== undefined) return `${utility}-${keyword}`
    if (magnitude === (utility.endsWith('w') ? '100vw' : '100vh')) return `${utility}-screen`
  }
  const scale = pxToScale(magnitude)
  if (scale !== null) return `${sign}${utility}-${scale}`
  const fraction = /^(\d+(?:\.\d+)?)%$/.exec(magnitude)
  if (fraction !== null) {
    const known = FRACTIONS[fraction[1] ?? '']
    if (known !== undefined) return `${sign}${utility}-${known}`
  }
  return `${utility}-[${arbitrary(value)}]`
}

const SIZE_KEYWORDS: Readonly<Record<string, string>> = {
  'fit-content': 'fit',
  'min-content': 'min',
  'max-content': 'max',
}

const FRACTIONS: Readonly<Record<string, string>> = {
  '50': '1/2',
  '25': '1/4',
  '75': '3/4',
  '20': '1/5',
  '40': '2/5',
  '60': '3/5',
  '80': '4/5',
}

const NAMED_COLORS: Readonly<Record<string, string>> = {
  transparent: 'transparent',
  currentcolor: 'current',
  inherit: 'inherit',
  white: 'white',
  '#fff': 'white',
  '#ffffff': 'white',
  black: 'black',
  '#000': 'black',
  '#000000': 'black',
}

function colorClass(utility: string, value: string): string {
  const named = NAMED_COLORS[value.toLowerCase()] ?? installedTailwindPalette().nameOf(value)
  if (named !== undefined) return `${utility}-${named}`
  // `color:` makes the arbitrary value unambiguous for Tailwind (e.g. `text-[var(--x)]`).
  const hint = /^(#|rgb|hsl|oklch|oklab|lab|lch|color\()/i.test(value) ? '' : 'color:'
  return `${utility}-[${hint}${arbitrary(value)}]`
}

function scaleClass(
  utility: string,
  scale: Readonly<Record<string, string>>,
  value: string,
  hint?: 'length',
): string {
  const step = scale[value]
  if (step !== undefined) return step === '' ? utility : `${utility}-${step}`
  const needsHint = hint === 'length' && !/^-?\d*\.?\d+[a-z%]+$/i.test(value)
  return `${utility}-[${needsHint ? 'length:' : ''}${arbitrary(value)}]`
}

const COLOR_PROPERTIES = new Set([
  'color',
  'background-color',
  'background',
  'text-decoration-color',
])

/**
 * A class of the same Tailwind group as any value of `property` would produce: merged with
 * tailwind-merge, it reveals which existing classes set that property (used to unset it).
 */
export function tailwindSentinel(property: string): string {
  const prop = toKebab(property.trim())
  const keywords = KEYWORD_UTILITIES[prop]
  const firstKeyword = keywords === undefined ? undefined : Object.keys(keywords)[0]
  if (firstKeyword !== undefined) return cssToTailwind(prop, firstKeyword)
  if (COLOR_PROPERTIES.has(prop) || SIDE_UTILITIES[prop]?.kind === 'color')
    return cssToTailwind(prop, '#010203')
  if (prop === 'font-weight') return cssToTailwind(prop, '100')
  if (prop === 'opacity') return cssToTailwind(prop, '0.5')
  if (prop === 'z-index') return cssToTailwind(prop, '1')
  if (prop === 'box-shadow') return cssToTailwind(prop, '0 0 #010203')
  return cssToTailwind(prop, '13px')
}

/** The arbitrary-property spelling of a property (`[mix-blend-mode:`), matched on removal. */
export function arbitraryPropertyPrefix(property: string): string {
  return `[${toKebab(property.trim())}:`
}
