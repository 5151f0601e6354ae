import postcss, { type Root } from 'postcss'
import scss from 'postcss-scss'

/** Stylesheets mutate-api writes: CSS, and SCSS (`//` comments, nesting, `$variables`, mixins). */
export const STYLESHEET = /\.s?css$/

const isScss = (sheetPath: string) => sheetPath.endsWith('.scss')

/** Parses a stylesheet in its own syntax (SCSS for `.scss`); throws on a syntax error. */
export function parseStylesheet(text: string, sheetPath: string): Root {
  return isScss(sheetPath) ? scss.parse(text, { from: sheetPath }) : postcss.parse(text)
}

/** Prints a parsed stylesheet back in its own syntax; untouched nodes keep their raw text. */
export function printStylesheet(root: Root, sheetPath: string): string {
  return isScss(sheetPath) ? root.toString(scss.stringify) : root.toString()
}
