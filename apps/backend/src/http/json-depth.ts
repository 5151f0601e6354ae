/** The deepest JSON body (objects and arrays inside each other) the API accepts. */
export const MAX_JSON_DEPTH = 64

/**
 * Whether `text` nests the `open`/`close` bracket characters (outside double-quoted strings, with
 * backslash escapes) deeper than `maxDepth`. One linear pass with no recursion, so it can run on
 * any input before a recursive parser does.
 */
export function bracketDepthExceeds(
  text: string,
  maxDepth: number,
  open: string,
  close: string,
): boolean {
  let depth = 0
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string
    if (quoted) {
      if (char === '\\') index += 1
      else if (char === '"') quoted = false
    } else if (char === '"') quoted = true
    else if (open.includes(char)) {
      depth += 1
      if (depth > maxDepth) return true
    } else if (close.includes(char)) depth -= 1
  }
  return false
}

/**
 * Whether the JSON text nests objects/arrays deeper than `maxDepth`, checked before `JSON.parse`
 * so deep input is refused before anything recursive (serialisation, PostgreSQL's json parser)
 * sees it.
 */
export function jsonDepthExceeds(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  return bracketDepthExceeds(text, maxDepth, '[{', ']}')
}
