import { decodeHTMLStrict } from 'entities/decode'

/**
 * The text a JSX text child renders, by the JSX whitespace rule that React compilers apply:
 * lines are trimmed where they meet a line break, blank lines dropped, and the remaining lines
 * joined by one space. HTML character references are decoded as JSX does: only when terminated
 * by `;` (`&amp;` → `&`, `&amp` stays).
 *
 * @returns the rendered text, or `''` when the child renders nothing (indentation only).
 */
export function jsxTextValue(raw: string): string {
  const lines = raw.split(/\r\n|\n|\r/)
  const kept: string[] = []
  lines.forEach((line, index) => {
    let text = line.replaceAll('\t', ' ')
    if (index > 0) text = text.replace(/^ +/, '')
    if (index < lines.length - 1) text = text.replace(/ +$/, '')
    if (text !== '') kept.push(text)
  })
  const joined = kept.join(' ')
  return joined.includes('&') ? decodeHTMLStrict(joined) : joined
}
