import postcss from 'postcss'
import { MutateError } from '../mutate-error'

/** Longest value accepted; real values (a few shadows, a font stack) are far shorter. */
const MAX_VALUE_LENGTH = 2_000

/** A property as the editor sends it: kebab-case, camelCase, vendor-prefixed or custom. */
const PROPERTY = /^(--[A-Za-z0-9_-]+|-?[A-Za-z][A-Za-z0-9-]*)$/

/** Schemes a stylesheet must never load: they run script or smuggle markup. */
const FORBIDDEN_URL = /^(javascript|vbscript|data:\s*text\/html)/i

function refuse(property: string, value: string, why: string): MutateError {
  return new MutateError(
    'INVALID_CSS_VALUE',
    `"${value.length > 80 ? `${value.slice(0, 80)}…` : value}" is not a single value for ${property}: ${why}; nothing was changed`,
    { property },
  )
}

/**
 * Walks the value outside quoted strings: every bracket closed in order, every string closed on
 * its line, none of the characters that end a declaration or open another construct.
 */
function scanValue(property: string, value: string): string {
  const brackets: string[] = []
  let outside = ''
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index] ?? ''
    if (char === '"' || char === "'") {
      const close = value.indexOf(char, index + 1)
      const body = close === -1 ? '' : value.slice(index + 1, close)
      if (close === -1 || /[\r\n\\]/.test(body))
        throw refuse(property, value, 'a quoted string is not closed on its line')
      outside += ' '
      index = close
      continue
    }
    if (char === ';') throw refuse(property, value, 'it holds ";", which ends a declaration')
    if (char === '{' || char === '}') throw refuse(property, value, 'it holds a brace')
    if (char === '<' || char === '>') throw refuse(property, value, 'it holds "<" or ">"')
    if (char === '@') throw refuse(property, value, 'it holds an at-rule ("@")')
    if (char === '\\') throw refuse(property, value, 'it holds an escape ("\\")')
    if (char === '(' || char === '[') brackets.push(char === '(' ? ')' : ']')
    else if (char === ')' || char === ']') {
      if (brackets.pop() !== char) throw refuse(property, value, `"${char}" closes nothing`)
    }
    outside += char
  }
  if (brackets.length > 0) throw refuse(property, value, 'a bracket is not closed')
  return outside
}

/**
 * Checks a property name (kebab-case, camelCase, vendor-prefixed or `--custom`).
 *
 * @returns the name trimmed.
 * @throws {MutateError} `INVALID_CSS_VALUE` (400).
 */
export function checkPropertyName(property: string): string {
  const name = property.trim()
  if (!PROPERTY.test(name)) {
    throw new MutateError('INVALID_CSS_VALUE', `"${property}" is not a CSS property name`, {
      property,
    })
  }
  return name
}

/**
 * Checks that `value` is one declaration value for `property` and nothing more, before it is
 * written into a stylesheet, a class or a style object: no `;`, braces, comments, at-rules,
 * escapes, `<`/`>` (a `</style>`), unbalanced brackets or quotes, control characters, and no
 * `url()`/`image-set()` target with a `javascript:`-like scheme. A stylesheet parse of
 * `a { property: value }` must then give exactly that one declaration back.
 * Colours, `calc()`, `var()`, comma-separated shadows, quoted and non-Latin font names pass.
 *
 * @throws {MutateError} `INVALID_CSS_VALUE` (400) saying what is wrong.
 * @example
 * ```ts
 * checkDeclarationValue('box-shadow', '0 1px 2px #0003, inset 0 0 0 1px red') // fine
 * checkDeclarationValue('color', 'red } body { display: none') // throws INVALID_CSS_VALUE
 * ```
 */
export function checkDeclarationValue(property: string, value: string): void {
  const name = checkPropertyName(property)
  if (value.length > MAX_VALUE_LENGTH)
    throw refuse(name, value, `it is longer than ${MAX_VALUE_LENGTH} characters`)
  if (value.trim() === '') throw refuse(name, value, 'it is empty (send null to unset)')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value))
    throw refuse(name, value, 'it holds a line break or control character')
  if (value.includes('/*') || value.includes('*/')) throw refuse(name, value, 'it holds a comment')
  const outside = scanValue(name, value)
  if (/\bexpression\s*\(/i.test(outside)) throw refuse(name, value, 'it holds expression()')
  for (const match of value.matchAll(
    /\b(?:url|image|image-set|src)\s*\(\s*(['"]?)\s*([^'")]*)/gi,
  )) {
    if (FORBIDDEN_URL.test((match[2] ?? '').trim()))
      throw refuse(name, value, 'it loads a script URL')
  }
  const root = postcss.parse(`a{${name}:${value}}`)
  const [rule, ...others] = root.nodes
  const declarations = rule?.type === 'rule' ? rule.nodes : []
  const [declaration, ...more] = declarations
  if (
    others.length > 0 ||
    more.length > 0 ||
    declaration?.type !== 'decl' ||
    declaration.prop !== name
  ) {
    throw refuse(name, value, 'it does not read back as one declaration')
  }
}
