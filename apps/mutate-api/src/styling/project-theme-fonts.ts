import postcss from 'postcss'
import type { OperationContext } from '../operations/operation-context'
import { themeStep } from './tailwind-scales'

/** `var(--font-display)`: a theme font variable, by name (`display`). */
const FONT_VARIABLE = /^var\(\s*--font-([a-z0-9]+(?:-[a-z0-9]+)*)\s*\)$/i

/**
 * The font families a Tailwind v4 project adds to its theme (`@theme { --font-display: … }` in
 * any of its stylesheets), for the `var(--font-*)` values of `styling` that the installed
 * default theme does not know: `font-display` is then a class of the project. Reads the
 * stylesheets only when such a value is sent (the family field offers them), so other styling
 * changes cost nothing.
 */
export async function projectThemeFonts(
  ctx: Pick<OperationContext, 'findFiles' | 'readText'>,
  styling: Readonly<Record<string, string | null>>,
): Promise<ReadonlySet<string>> {
  const wanted = Object.entries(styling).flatMap(([property, value]) => {
    if (property.trim() !== 'font-family' && property.trim() !== 'fontFamily') return []
    const name = FONT_VARIABLE.exec(value?.trim() ?? '')?.[1]
    return name === undefined || themeStep('font', value ?? '') !== undefined ? [] : [name]
  })
  const fonts = new Set<string>()
  if (wanted.length === 0) return fonts
  for (const file of await ctx.findFiles((relative) => relative.endsWith('.css'))) {
    const text = await ctx.readText(file)
    if (text === undefined || !text.includes('@theme')) continue
    let root: postcss.Root
    try {
      root = postcss.parse(text)
    } catch {
      continue
    }
    root.walkAtRules('theme', (theme) => {
      theme.walkDecls(/^--font-/, (declaration) => {
        const name = declaration.prop.slice('--font-'.length)
        if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name) && !name.startsWith('weight-')) fonts.add(name)
      })
    })
  }
  return fonts
}
