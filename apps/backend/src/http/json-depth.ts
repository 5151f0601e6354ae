/** The deepest JSON body (objects and arrays inside each other) the API accepts. */
export const MAX_JSON_DEPTH = 64

/**
 * Whether the JSON text nests objects/arrays deeper than `maxDepth`. One linear pass over the
 * raw text, run before `JSON.parse`, so deep input is refused before anything recursive
 * (serialisation, PostgreSQL's json parser) sees it.
 */
export function jsonDepthExceeds(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index)
    if (quoted) {
      if (char === 92 /* \ */) index += 1
      else if (char === 34 /* " */) quoted = false
    } else if (char === 34) quoted = true
    else if (char === 91 /* [ */ || char === 123 /* { */) {
      depth += 1
      if (depth > maxDepth) return true
    } else if (char === 93 /* ] */ || char === 125 /* } */) depth -= 1
  }
  return false
}
