import MagicString from 'magic-string'
import ts from 'typescript'
import { CLASS_HELPER, HELPERS_SOURCE, SPREAD_HELPER } from './class-name-helpers'
import { TEMPO_ELEMENT_ID_ATTRIBUTE } from './codebase-id'
import { parseDiagnosticsOf, type ScannedElement, scanJsx } from './scan-jsx'

/** A version 3 source map, as Vite and Rollup accept it. */
export interface InstrumentedSourceMap {
  readonly version: number
  readonly file?: string
  readonly sources: string[]
  readonly sourcesContent?: (string | null)[]
  readonly names: string[]
  readonly mappings: string
}

/** The instrumented module and the map back to the original source. */
export interface InstrumentedJsx {
  readonly code: string
  readonly map: InstrumentedSourceMap
  /** The ids written, in ordinal order (the same as `indexJsx(...).elements` ids). */
  readonly ids: readonly string[]
}

/** Options of {@link instrumentJsx}. */
export interface InstrumentJsxOptions {
  /** The name recorded in the source map's `sources` (Vite passes the module id). */
  readonly sourceFileName?: string
}

/**
 * Writes every JSX element's codebase id into a module, by inserting text only (the original
 * text is never reprinted, so the source map stays exact):
 *
 * - every element gets a `tempoelementid="tempo-…"` prop, written last so it wins over spreads
 *   (a component that spreads its props onto a DOM element passes its own id down otherwise);
 * - host elements (`div`, `svg`, `my-widget`) also get the id as a class, by the rules in
 *   CONTEXT.md: a string literal stays a literal (`"a b"` → `"a b tempo-…"`), a template literal
 *   gets the id before its closing backtick, any other expression is wrapped in a helper that
 *   appends the id without otherwise changing the value (`undefined`, `null`, `false` → just the
 *   id); a spread that can set `className` is wrapped so that its `className` keeps the id; with
 *   no `className` attribute, `className="tempo-…"` is added before the first spread (so the
 *   spread's own `className` still wins) or, without spreads, after the last attribute.
 * - components get no class: whether they forward `className` is theirs to decide.
 * - fragments get nothing (they accept only `key` and `children`).
 *
 * @returns the new code and map, or `null` when the file has no JSX element or does not parse
 * (it is then best served as written, so that the bundler reports the syntax error).
 * @throws {CodebaseIdError} `INVALID_PATH` when `relativePath` is absolute or leaves the root.
 *
 * @example
 * ```ts
 * const result = instrumentJsx('src/Card.tsx', 'export const Card = () => <div className="card" />')
 * // result.code: '… <div className="card tempo-…" tempoelementid="tempo-…" />'
 * ```
 */
export function instrumentJsx(
  relativePath: string,
  sourceText: string,
  options: InstrumentJsxOptions = {},
): InstrumentedJsx | null {
  const { normalizedPath, sourceFile, elements } = scanJsx(relativePath, sourceText)
  // A file that does not parse is left as written, so the bundler reports its own error at the
  // original position (and the ids of a half-written file would not last anyway).
  if (elements.length === 0 || parseDiagnosticsOf(sourceFile).length > 0) return null
  const output = new MagicString(sourceText)
  let helpersUsed = false
  for (const element of elements) {
    const quotedId = JSON.stringify(element.id)
    if (!element.isComponent && addIdToClassName(output, sourceFile, element, quotedId)) {
      helpersUsed = true
    }
    output.appendLeft(element.opening.attributes.end, ` ${TEMPO_ELEMENT_ID_ATTRIBUTE}=${quotedId}`)
  }
  if (helpersUsed) output.append(HELPERS_SOURCE)
  const sourceFileName = options.sourceFileName ?? normalizedPath
  const map = output.generateMap({ hires: 'boundary' })
  return {
    code: output.toString(),
    map: {
      version: map.version,
      file: sourceFileName,
      sources: [sourceFileName],
      sourcesContent: [sourceText],
      names: map.names,
      mappings: map.mappings,
    },
    ids: elements.map((element) => element.id),
  }
}

/**
 * Adds the id to the host element's effective `className` — the last `className` attribute, or
 * a spread after it that owns one. Returns whether a run-time helper was needed.
 */
function addIdToClassName(
  output: MagicString,
  sourceFile: ts.SourceFile,
  element: ScannedElement,
  quotedId: string,
): boolean {
  const properties = element.opening.attributes.properties
  let lastClassName = -1
  properties.forEach((property, index) => {
    if (isClassNameAttribute(property)) lastClassName = index
  })

  let helpersUsed = false
  properties.forEach((property, index) => {
    if (index < lastClassName) return
    if (ts.isJsxSpreadAttribute(property)) {
      wrap(output, sourceFile, property.expression, SPREAD_HELPER, quotedId)
      helpersUsed = true
    } else if (index === lastClassName && ts.isJsxAttribute(property)) {
      if (addIdToClassNameValue(output, sourceFile, property, element.id, quotedId)) {
        helpersUsed = true
      }
    }
  })
  if (lastClassName === -1) {
    // Before the first spread, so that a spread's own className still wins; otherwise last,
    // so that the other attributes keep their order.
    const firstSpread = properties.find(ts.isJsxSpreadAttribute)
    if (firstSpread) output.appendLeft(firstSpread.getStart(sourceFile), `className=${quotedId} `)
    else output.appendLeft(element.opening.attributes.end, ` className=${quotedId}`)
  }
  return helpersUsed
}

function addIdToClassNameValue(
  output: MagicString,
  sourceFile: ts.SourceFile,
  attribute: ts.JsxAttribute,
  id: string,
  quotedId: string,
): boolean {
  const value = attribute.initializer
  if (value === undefined) {
    // `<div className>` means `className={true}`, which React drops.
    output.appendLeft(attribute.end, `={${quotedId}}`)
    return false
  }
  if (ts.isStringLiteral(value)) {
    appendInsideLiteral(output, value, id)
    return false
  }
  if (ts.isJsxExpression(value) && value.expression) {
    const expression = value.expression
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      appendInsideLiteral(output, expression, id)
      return false
    }
    if (ts.isTemplateExpression(expression)) {
      output.appendLeft(expression.end - 1, ` ${id}`)
      return false
    }
    wrap(output, sourceFile, expression, CLASS_HELPER, quotedId)
    return true
  }
  // `className={}` or a JSX element as the value: not a class list; React would not render it.
  return false
}

/** Inserts the id before the closing quote, so the literal stays a literal. */
function appendInsideLiteral(
  output: MagicString,
  literal: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral,
  id: string,
): void {
  const separator = literal.text.trim() === '' ? '' : ' '
  output.appendLeft(literal.end - 1, separator + id)
}

/**
 * `expr` → `helper(expr, "tempo-…")`. Openings are added in walk order after earlier ones and
 * closings before earlier ones, so wrappers nest correctly even when two share a position.
 */
function wrap(
  output: MagicString,
  sourceFile: ts.SourceFile,
  expression: ts.Expression,
  helper: string,
  quotedId: string,
): void {
  output.appendRight(expression.getStart(sourceFile), `${helper}(`)
  output.prependLeft(expression.end, `, ${quotedId})`)
}

function isClassNameAttribute(property: ts.JsxAttributeLike): property is ts.JsxAttribute {
  return (
    ts.isJsxAttribute(property) &&
    ts.isIdentifier(property.name) &&
    property.name.text === 'className'
  )
}
