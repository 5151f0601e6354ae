import { parseError } from './postgrest-error.js'
import { limitError, QUERY_LIMITS } from './query-limits.js'

/** One step of a JSON path on a column: `->key` (json) or `->>key` (text). */
export interface JsonPathStep {
  arrow: '->' | '->>'
  key: string
}

/** A column reference with an optional JSON path, as written in select, filters and order. */
export interface FieldRef {
  name: string
  jsonPath: JsonPathStep[]
}

/** The aggregate functions PostgREST offers in `select`. */
export type AggregateName = 'count' | 'sum' | 'avg' | 'min' | 'max'

const AGGREGATES = new Set<string>(['count', 'sum', 'avg', 'min', 'max'])

/** One item of a `select=` list. */
export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'aggregate'
      fn: AggregateName
      /** The aggregated column; undefined for a bare `count()`. */
      field: FieldRef | undefined
      alias: string | undefined
      /** Cast of the column before aggregating (`col::numeric.sum()`). */
      cast: string | undefined
      /** Cast of the aggregate (`col.avg()::int`). */
      resultCast: string | undefined
    }
  | { kind: 'column'; field: FieldRef; alias: string | undefined; cast: string | undefined }
  | {
      kind: 'embed'
      relation: string
      alias: string | undefined
      hint: string | undefined
      inner: boolean
      /** `...relation(cols)`: the embedded columns are spread into the parent. */
      spread: boolean
      select: SelectItem[]
    }

const NAME_STOP = new Set([',', '(', ')', ':', '!', '-', '>', '.'])

class Cursor {
  index = 0
  /** Select items read so far, all levels together. */
  items = 0
  constructor(readonly text: string) {}
  peek(offset = 0): string | undefined {
    return this.text[this.index + offset]
  }
  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.index)
  }
  done(): boolean {
    return this.index >= this.text.length
  }
  fail(expected: string): never {
    const near = this.text.slice(this.index, this.index + 20)
    throw parseError(
      `"failed to parse select parameter (${this.text})" (line 1, column ${this.index + 1})`,
      `unexpected ${near === '' ? 'end of input' : `"${near}"`} expecting ${expected}`,
    )
  }
}

function readName(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    cursor.index += 1
    let name = ''
    while (!cursor.done() && cursor.peek() !== '"') {
      name += cursor.peek()
      cursor.index += 1
    }
    if (cursor.done()) cursor.fail('closing quote')
    cursor.index += 1
    if (name === '') cursor.fail('a name')
    return name
  }
  let name = ''
  while (!cursor.done()) {
    const char = cursor.peek() as string
    if (NAME_STOP.has(char) && !(char === '-' && cursor.peek(1) !== '>')) break
    name += char
    cursor.index += 1
  }
  name = name.trim()
  if (name === '') cursor.fail('a name')
  return name
}

/** Reads `name(->key|->>key)*` at the cursor. */
function readField(cursor: Cursor): FieldRef {
  const name = readName(cursor)
  const jsonPath: JsonPathStep[] = []
  while (cursor.startsWith('->')) {
    const arrow = cursor.startsWith('->>') ? '->>' : '->'
    cursor.index += arrow.length
    jsonPath.push({ arrow, key: readName(cursor) })
  }
  return { name, jsonPath }
}

function readItems(cursor: Cursor, depth: number): SelectItem[] {
  const nested = depth > 0
  if (depth > QUERY_LIMITS.embedDepth) {
    throw limitError(
      `The select parameter nests embedded resources deeper than ${QUERY_LIMITS.embedDepth} levels`,
      `Embeds may be nested at most ${QUERY_LIMITS.embedDepth} levels deep`,
    )
  }
  const items: SelectItem[] = []
  for (;;) {
    cursor.items += 1
    if (cursor.items > QUERY_LIMITS.selectItems) {
      throw limitError(
        `The select parameter has more than ${QUERY_LIMITS.selectItems} items`,
        `At most ${QUERY_LIMITS.selectItems} columns and embeds are accepted in one request`,
      )
    }
    items.push(readItem(cursor, depth))
    if (cursor.peek() === ',') {
      cursor.index += 1
      continue
    }
    if (nested && cursor.peek() === ')') return items
    if (!nested && cursor.done()) return items
    cursor.fail(nested ? '"," or ")"' : '"," or end of input')
  }
}

function readItem(cursor: Cursor, depth: number): SelectItem {
  if (cursor.peek() === '*') {
    cursor.index += 1
    return { kind: 'star' }
  }
  const spread = cursor.startsWith('...')
  if (spread) cursor.index += 3
  let alias: string | undefined
  let field = readField(cursor)
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    if (field.jsonPath.length > 0) cursor.fail('a column before the alias')
    cursor.index += 1
    alias = field.name
    field = readField(cursor)
  }
  let hint: string | undefined
  let inner = false
  while (cursor.peek() === '!') {
    cursor.index += 1
    const word = readName(cursor)
    if (word === 'inner') inner = true
    else if (word === 'left') inner = false
    else hint = word
  }
  if (field.name === 'count' && field.jsonPath.length === 0 && cursor.startsWith('()')) {
    if (spread || hint !== undefined || inner) cursor.fail('a column or an embedded relation')
    cursor.index += 2
    return readAggregateCast(cursor, { kind: 'aggregate', fn: 'count', field: undefined, alias })
  }
  if (cursor.peek() === '(') {
    if (field.jsonPath.length > 0) cursor.fail('a relation name')
    cursor.index += 1
    const select = cursor.peek() === ')' ? [] : readItems(cursor, depth + 1)
    cursor.index += 1
    return { kind: 'embed', relation: field.name, alias, hint, inner, spread, select }
  }
  if (spread) cursor.fail('"(" after a spread relation')
  if (hint !== undefined || inner) cursor.fail('"(" after a relation hint')
  let cast: string | undefined
  if (cursor.startsWith('::')) {
    cursor.index += 2
    cast = readName(cursor)
  }
  if (cursor.peek() === '.') {
    cursor.index += 1
    const fn = readName(cursor)
    if (!AGGREGATES.has(fn) || !cursor.startsWith('()')) {
      cursor.fail('an aggregate (count(), sum(), avg(), min(), max())')
    }
    cursor.index += 2
    return readAggregateCast(cursor, {
      kind: 'aggregate',
      fn: fn as AggregateName,
      field,
      alias,
      cast,
    })
  }
  return { kind: 'column', field, alias, cast }
}

/** Reads the optional `::cast` after an aggregate's parentheses. */
function readAggregateCast(
  cursor: Cursor,
  item: Omit<Extract<SelectItem, { kind: 'aggregate' }>, 'resultCast' | 'cast'> & {
    cast?: string | undefined
  },
): SelectItem {
  let resultCast: string | undefined
  if (cursor.startsWith('::')) {
    cursor.index += 2
    resultCast = readName(cursor)
  }
  return { ...item, cast: item.cast, resultCast }
}

/**
 * Parses PostgREST's `select` parameter: columns, `alias:column`, `column::cast`, JSON paths
 * (`data->>key`), `*`, and embedded relations `alias:relation!hint!inner(…)`. Recursion is
 * bounded by {@link QUERY_LIMITS.embedDepth} and the item count by `selectItems`.
 *
 * @throws {PostgrestError} PGRST100 when the text does not parse or crosses a limit.
 * @example
 * ```ts
 * parseSelect('id,name:full_name,enrollments(progress_percent)')
 * ```
 */
export function parseSelect(text: string): SelectItem[] {
  const cursor = new Cursor(text)
  if (text.trim() === '') return [{ kind: 'star' }]
  return readItems(cursor, 0)
}

/** Parses a lone field reference (`col` or `col->>key`) as used by filters and order. */
export function parseField(text: string): FieldRef {
  const cursor = new Cursor(text)
  const field = readField(cursor)
  if (!cursor.done()) cursor.fail('end of the column name')
  return field
}
