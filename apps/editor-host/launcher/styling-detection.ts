import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** How a project styles its elements, as far as the editor's Styles panel is concerned. */
export interface ProjectStyling {
  /**
   * How the panel writes styles by default (the designer can switch): `Tailwind` when the project
   * depends on Tailwind, `CSS` when it has stylesheets (rules go into a CSS module where the
   * element's file imports one, else the stylesheet it imports), `Inline` when it has none.
   */
  readonly framework: 'Tailwind' | 'CSS' | 'Inline'
  /** Whether the project's sources have CSS modules (`*.module.css`, `*.module.scss`). */
  readonly cssModules: boolean
}

const TAILWIND_PACKAGES = ['tailwindcss', '@tailwindcss/vite', '@tailwindcss/postcss']

/** CSS and SCSS stylesheets, and CSS modules in either. */
const STYLESHEET = /\.s?css$/
const CSS_MODULE = /\.module\.s?css$/

/** Enough of a large project to tell; stylesheets are near the top of any source tree. */
const MAX_ENTRIES = 5_000

/** The stylesheets (CSS or SCSS) under `dir` (dependencies, build output and dot-folders left out). */
function stylesheetsUnder(dir: string): string[] {
  const found: string[] = []
  const queue = [dir]
  let seen = 0
  while (queue.length > 0 && seen < MAX_ENTRIES) {
    const current = queue.shift() as string
    let entries: import('node:fs').Dirent[]
    try {
      entries = readdirSync(current, { withFileTypes: true })
    } catch {
      continue
    }
    for (const entry of entries) {
      seen += 1
      if (entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name === 'dist')
        continue
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) queue.push(full)
      else if (entry.isFile() && STYLESHEET.test(entry.name)) found.push(full)
    }
  }
  return found
}

/** Finds how a project styles its elements from its dependencies and its `src` folder. */
export function detectStyling(root: string, declares: (name: string) => boolean): ProjectStyling {
  const src = path.join(root, 'src')
  const sheets = stylesheetsUnder(existsSync(src) ? src : root)
  const cssModules = sheets.some((sheet) => CSS_MODULE.test(sheet))
  if (TAILWIND_PACKAGES.some(declares)) return { framework: 'Tailwind', cssModules }
  return { framework: sheets.length > 0 ? 'CSS' : 'Inline', cssModules }
}
