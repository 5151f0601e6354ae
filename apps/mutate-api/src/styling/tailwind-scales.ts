import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * Values of Tailwind v4's default theme (`tailwindcss/theme.css`) that have a class of their
 * own, keyed by the CSS value a designer types. A value not listed gets an arbitrary class.
 * Shadows, line heights, letter spacings, easings and font families come from the installed
 * theme.css itself (`themeStep`).
 */

/** A CSS value in one spelling for lookups: lower case, single spaces, none around `,()/`. */
export function normalizeCssValue(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*([,()/])\s*/g, '$1')
}

export const FONT_SIZES: Readonly<Record<string, string>> = {
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

export const FONT_WEIGHTS: Readonly<Record<string, string>> = {
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

/** `--radius-*`, for `rounded-*` and the corner utilities (`rounded-tl-*`, `rounded-ss-*`). */
export const RADII: Readonly<Record<string, string>> = {
  '0': 'none',
  '0px': 'none',
  '2px': 'xs',
  '0.125rem': 'xs',
  '4px': 'sm',
  '0.25rem': 'sm',
  '6px': 'md',
  '0.375rem': 'md',
  '8px': 'lg',
  '0.5rem': 'lg',
  '12px': 'xl',
  '0.75rem': 'xl',
  '16px': '2xl',
  '1rem': '2xl',
  '24px': '3xl',
  '1.5rem': '3xl',
  '32px': '4xl',
  '2rem': '4xl',
  '9999px': 'full',
  '50%': 'full',
}

/** `border`, `border-t`… take a width in px: `border-2` is 2px, bare `border` 1px. */
export const BORDER_WIDTHS: Readonly<Record<string, string>> = {
  '0': '0',
  '0px': '0',
  '1px': '',
  '2px': '2',
  '4px': '4',
  '8px': '8',
}

/** The theme-variable namespaces read from the installed theme.css. */
export type ThemeNamespace = 'shadow' | 'leading' | 'tracking' | 'ease' | 'font'

/**
 * Reads `--<namespace>-<name>: <value>` variables of a theme stylesheet into a lookup from
 * `normalizeCssValue(value)` to `<name>` (the first name wins). `--font-weight-*` is not a font
 * family, `--inset-shadow-*` not a shadow.
 */
export function parseThemeScale(css: string, namespace: ThemeNamespace): Map<string, string> {
  const scale = new Map<string, string>()
  const variable = new RegExp(
    `(?<![\\w-])--${namespace}-([a-z0-9]+(?:-[a-z0-9]+)*)\\s*:\\s*([^;]+);`,
    'g',
  )
  for (const match of css.matchAll(variable)) {
    const name = match[1] ?? ''
    if (namespace === 'font' && name.startsWith('weight')) continue
    if (name.includes('--')) continue
    const value = normalizeCssValue(match[2] ?? '')
    if (!scale.has(value)) scale.set(value, name)
  }
  return scale
}

/** Classes Tailwind defines without a theme variable. */
const EXTRA_STEPS: Partial<Record<ThemeNamespace, Readonly<Record<string, string>>>> = {
  shadow: { none: 'none' },
  leading: { '1': 'none' },
  tracking: { '0': 'normal', '0px': 'normal' },
  ease: { linear: 'linear', initial: 'initial' },
}

const scales = new Map<ThemeNamespace, Map<string, string>>()

/**
 * The step of the installed Tailwind theme (`tailwindcss/theme.css`) whose value is `value`
 * (`shadow`, `0 1px 2px 0 rgb(0 0 0 / 0.05)` → `xs`; `font`, `var(--font-mono)` → `mono`).
 */
export function themeStep(namespace: ThemeNamespace, value: string): string | undefined {
  let scale = scales.get(namespace)
  if (scale === undefined) {
    const themePath = createRequire(import.meta.url).resolve('tailwindcss/theme.css')
    scale = parseThemeScale(readFileSync(themePath, 'utf8'), namespace)
    scales.set(namespace, scale)
  }
  const normalized = normalizeCssValue(value)
  const fromVar = /^var\(--([a-z0-9-]+)\)$/.exec(normalized)?.[1]
  if (fromVar?.startsWith(`${namespace}-`)) {
    const name = fromVar.slice(namespace.length + 1)
    if ([...scale.values()].includes(name)) return name
  }
  return scale.get(normalized) ?? EXTRA_STEPS[namespace]?.[normalized]
}

/** The `transition-*` shorthands whose property list is a single value. */
export const TRANSITION_PROPERTIES: Readonly<Record<string, string>> = {
  all: 'transition-all',
  none: 'transition-none',
  opacity: 'transition-opacity',
  'box-shadow': 'transition-shadow',
  'transform,translate,scale,rotate': 'transition-transform',
}
