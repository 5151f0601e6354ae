import { installedTailwindPalette } from './tailwind-palette'

/**
 * Turns one CSS declaration into one Tailwind (v4) utility class, without variant prefix: a
 * theme scale value where Tailwind has one (`padding: 16px` → `p-4`, `font-weight: 600` →
 * `font-semibold`, a colour of the installed Tailwind palette → `bg-blue-500`), an arbitrary
 * value otherwise (`p-[13px]`, `text-[#4597f7]`), and an arbitrary property for properties
 * without a utility (`[mix-blend-mode:multiply]`).
 *
 * @example
 * ```ts
 * cssToTailwind('margin-top', '-8px') // '-mt-2'
 * cssToTailwind('background-color', '#fff') // 'bg-white'
 * cssToTailwind('color', 'oklch(62.3% 0.214 259.815)') // 'text-blue-500'
 * ```
 */
export function cssToTailwind(property: string, rawValue: string): string {
  const prop = toKebab(property.trim())
  const value = rawValue.trim()
  if (prop.startsWith('--')) return `[${prop}:${arbitrary(value)}]`
  const spacing = SPACING_UTILITIES[prop]
  if (spacing !== undefined) return spacingClass(spacing, value, prop)
  const keyword = KEYWORD_UTILITIES[prop]?.[value]
  if (keyword !== undefined) return keyword
  switch (prop) {
    case 'color':
      return colorClass('text', value)
    case 'background-color':
    case 'background':
      return colorClass('bg', value)
    case 'border-color':
      return colorClass('border', value)
    case 'font-size':
      return scaleClass('text', FONT_SIZES, value, 'length')
    case 'font-weight':
      return scaleClass('font', FONT_WEIGHTS, value)
    case 'border-radius':
      return scaleClass('rounded', RADII, value)
    case 'border-width':
      return scaleClass('border', BORDER_WIDTHS, value, 'length')
    case 'line-height':
      return `leading-${/^\d+(\.\d+)?px$/.test(value) && pxToScale(value) !== null ? pxToScale(value) : `[${arbitrary(value)}]`}`
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

const FONT_SIZES: Readonly<Record<string, string>> = {
  '12px': 'xs',
  '0.75rem': 'xs',
  '14px': 'sm',
  '0.875rem': 'sm',
  '16px': 'base',
  '1rem': 'base',
  '18px': 'lg',
  '1.125rem': 'lg',
  '20px': 'xl',
  '1.25rem': 'xl',
  '24px': '2xl',
  '1.5rem': '2xl',
  '30px': '3xl',
  '36px': '4xl',
  '48px': '5xl',
  '60px': '6xl',
  '72px': '7xl',
  '96px': '8xl',
  '128px': '9xl',
}

const FONT_WEIGHTS: Readonly<Record<string, string>> = {
  '100': 'thin',
  '200': 'extralight',
  '300': 'light',
  '400': 'normal',
  normal: 'normal',
  '500': 'medium',
  '600': 'semibold',
  '700': 'bold',
  bold: 'bold',
  '800': 'extrabold',
  '900': 'black',
}

const RADII: Readonly<Record<string, string>> = {
  '0': 'none',
  '0px': 'none',
  '2px': 'xs',
  '4px': 'sm',
  '6px': 'md',
  '8px': 'lg',
  '12px': 'xl',
  '16px': '2xl',
  '24px': '3xl',
  '32px': '4xl',
  '9999px': 'full',
  '50%': 'full',
}

const BORDER_WIDTHS: Readonly<Record<string, string>> = {
  '0': '0',
  '0px': '0',
  '1px': '',
  '2px': '2',
  '4px': '4',
  '8px': '8',
}

const KEYWORD_UTILITIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  display: {
    block: 'block',
    'inline-block': 'inline-block',
    inline: 'inline',
    flex: 'flex',
    'inline-flex': 'inline-flex',
    grid: 'grid',
    'inline-grid': 'inline-grid',
    contents: 'contents',
    table: 'table',
    none: 'hidden',
  },
  position: {
    static: 'static',
    fixed: 'fixed',
    absolute: 'absolute',
    relative: 'relative',
    sticky: 'sticky',
  },
  'flex-direction': {
    row: 'flex-row',
    'row-reverse': 'flex-row-reverse',
    column: 'flex-col',
    'column-reverse': 'flex-col-reverse',
  },
  'flex-wrap': { wrap: 'flex-wrap', nowrap: 'flex-nowrap', 'wrap-reverse': 'flex-wrap-reverse' },
  'justify-content': {
    'flex-start': 'justify-start',
    start: 'justify-start',
    'flex-end': 'justify-end',
    end: 'justify-end',
    center: 'justify-center',
    'space-between': 'justify-between',
    'space-around': 'justify-around',
    'space-evenly': 'justify-evenly',
    stretch: 'justify-stretch',
  },
  'align-items': {
    'flex-start': 'items-start',
    start: 'items-start',
    'flex-end': 'items-end',
    end: 'items-end',
    center: 'items-center',
    baseline: 'items-baseline',
    stretch: 'items-stretch',
  },
  'text-align': {
    left: 'text-left',
    center: 'text-center',
    right: 'text-right',
    justify: 'text-justify',
    start: 'text-start',
    end: 'text-end',
  },
  overflow: {
    auto: 'overflow-auto',
    hidden: 'overflow-hidden',
    visible: 'overflow-visible',
    scroll: 'overflow-scroll',
    clip: 'overflow-clip',
  },
  'font-style': { italic: 'italic', normal: 'not-italic' },
  'text-decoration': {
    underline: 'underline',
    'line-through': 'line-through',
    none: 'no-underline',
    overline: 'overline',
  },
  'text-transform': {
    uppercase: 'uppercase',
    lowercase: 'lowercase',
    capitalize: 'capitalize',
    none: 'normal-case',
  },
  cursor: {
    pointer: 'cursor-pointer',
    default: 'cursor-default',
    'not-allowed': 'cursor-not-allowed',
  },
  'border-style': {
    solid: 'border-solid',
    dashed: 'border-dashed',
    dotted: 'border-dotted',
    none: 'border-none',
  },
}

const COLOR_PROPERTIES = new Set(['color', 'background-color', 'background', 'border-color'])

/**
 * A class of the same Tailwind group as any value of `property` would produce: merged with
 * tailwind-merge, it reveals which existing classes set that property (used to unset it).
 */
export function tailwindSentinel(property: string): string {
  const prop = toKebab(property.trim())
  const keywords = KEYWORD_UTILITIES[prop]
  const firstKeyword = keywords === undefined ? undefined : Object.keys(keywords)[0]
  if (firstKeyword !== undefined) return cssToTailwind(prop, firstKeyword)
  if (COLOR_PROPERTIES.has(prop)) return cssToTailwind(prop, '#010203')
  if (prop === 'font-weight') return cssToTailwind(prop, '100')
  if (prop === 'opacity') return cssToTailwind(prop, '0.5')
  if (prop === 'z-index') return cssToTailwind(prop, '1')
  return cssToTailwind(prop, '13px')
}

/** The arbitrary-property spelling of a property (`[mix-blend-mode:`), matched on removal. */
export function arbitraryPropertyPrefix(property: string): string {
  return `[${toKebab(property.trim())}:`
}
