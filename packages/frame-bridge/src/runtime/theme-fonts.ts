import { collectStyleRules } from './css-rules'

const FONT_VARIABLE = /^--font-[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The font-family variables the page's `:root` / `:host` rules declare (`--font-sans`,
 * `--font-display`…): a Tailwind v4 theme's families as its stylesheet carries them (Tailwind
 * emits the ones the app uses). `--font-weight-*` and `--font-x--font-feature-settings` are not
 * families.
 */
export function themeFontVariables(doc: Document): string[] {
  // Each inspection asks; the walk is redone only when a style sheet was added, replaced (a hot
  // update replaces a <style>'s sheet) or given rules.
  const key = Array.from(doc.styleSheets)
  const lengths = key.map(ruleCount)
  if (
    cache !== undefined &&
    cache.doc === doc &&
    cache.sheets.length === key.length &&
    cache.sheets.every(
      (sheet, index) => sheet === key[index] && cache?.lengths[index] === lengths[index],
    )
  ) {
    return cache.names
  }
  const names = new Set<string>()
  for (const { rule } of collectStyleRules(doc)) {
    if (!/(^|,)\s*:(root|host)\b/.test(rule.selectorText)) continue
    for (const name of Array.from(rule.style)) {
      if (FONT_VARIABLE.test(name) && !name.startsWith('--font-weight-')) names.add(name)
    }
  }
  cache = { doc, sheets: key, lengths, names: [...names] }
  return cache.names
}

let cache:
  | { doc: Document; sheets: CSSStyleSheet[]; lengths: number[]; names: string[] }
  | undefined

function ruleCount(sheet: CSSStyleSheet): number {
  try {
    return sheet.cssRules.length
  } catch {
    return -1
  }
}
