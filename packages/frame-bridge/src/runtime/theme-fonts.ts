import { collectStyleRules } from './css-rules'

const FONT_VARIABLE = /^--font-[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The font-family variables the page's `:root` / `:host` rules declare (`--font-sans`,
 * `--font-display`…): a Tailwind v4 theme's families as its stylesheet carries them (Tailwind
 * emits the ones the app uses). `--font-weight-*` and `--font-x--font-feature-settings` are not
 * families.
 */
export function themeFontVariables(doc: Document): string[] {
  const names = new Set<string>()
  for (const { rule } of collectStyleRules(doc)) {
    if (!/(^|,)\s*:(root|host)\b/.test(rule.selectorText)) continue
    for (const name of Array.from(rule.style)) {
      if (FONT_VARIABLE.test(name) && !name.startsWith('--font-weight-')) names.add(name)
    }
  }
  return [...names]
}
