import type { ChangePropRequestBody, JsonValue } from '@splendid/change-items'
import ts from 'typescript'
import { MutateError } from '../mutate-error'
import { findAttribute, openingOf } from '../source/class-value'
import type { TextEdit } from '../source/text-edit'
import { planEachElement } from './each-element'
import type { ElementRef, OperationContext } from './operation-context'

const PROP_NAME = /^[A-Za-z_$][\w$-]*(:[A-Za-z_$][\w$-]*)?$/

/** The key that marks a prop value as source code: `{ "$expression": "count + 1" }`. */
export const EXPRESSION_KEY = '$expression'

/**
 * The JSX source of a prop value: `"text"` for plain strings, `{42}`, `{true}`, `{[…]}`/`{{…}}`
 * for JSON, and `{code}` for `{ $expression: 'code' }` (checked to be one expression).
 */
export function propValueSource(value: JsonValue): string {
  if (typeof value === 'string') {
    return /^[^"\\\n\r{}]*$/.test(value) && !value.includes('&')
      ? `"${value}"`
      : `{${JSON.stringify(value)}}`
  }
  const code = expressionOf(value)
  if (code !== undefined) {
    const probe = ts.createSourceFile(
      'probe.tsx',
      `(${code})`,
      ts.ScriptTarget.Latest,
      false,
      ts.ScriptKind.TSX,
    )
    const statement = probe.statements[0]
    const diagnostics = (probe as unknown as { parseDiagnostics: readonly unknown[] })
      .parseDiagnostics
    if (
      probe.statements.length !== 1 ||
      statement === undefined ||
      !ts.isExpressionStatement(statement) ||
      diagnostics.length > 0
    ) {
      throw new MutateError('BAD_REQUEST', `"${code}" is not a single JavaScript expression`)
    }
    return `{${code}}`
  }
  return `{${JSON.stringify(value)}}`
}

/** `mutate/changePropValue`: sets, replaces or (with null) removes one prop of an element. */
export async function applyChangeProp(
  ctx: OperationContext,
  body: ChangePropRequestBody<ElementRef>,
): Promise<TextEdit[]> {
  if (!PROP_NAME.test(body.propName))
    throw new MutateError('BAD_REQUEST', `"${body.propName}" is not a valid prop name`)
  return planEachElement(ctx, body.elementToModify, body.alsoReactElements, async (target) => {
    const { file, node, entry } = target
    const attribute = findAttribute(node, body.propName)
    if (body.propValue === null) {
      if (attribute === undefined)
        throw new MutateError(
          'NOTHING_TO_CHANGE',
          `<${entry.tagName}> has no prop "${body.propName}" to remove`,
        )
      let start = file.startOf(attribute)
      while (start > 0 && /[ \t]/.test(file.text[start - 1] ?? '')) start -= 1
      if (/[\r\n]/.test(file.text[start - 1] ?? '')) start = file.startOf(attribute)
      const lineAware =
        file.text.slice(start, file.startOf(attribute)) === ''
          ? lineBreakBefore(file.text, start)
          : start
      return [{ file: file.relativePath, start: lineAware, end: attribute.end, text: '' }]
    }
    const valueSource = propValueSource(body.propValue)
    if (attribute !== undefined) {
      if (attribute.initializer === undefined) {
        return [
          {
            file: file.relativePath,
            start: attribute.end,
            end: attribute.end,
            text: `=${valueSource}`,
          },
        ]
      }
      return [
        {
          file: file.relativePath,
          start: file.startOf(attribute.initializer),
          end: attribute.initializer.end,
          text: valueSource,
        },
      ]
    }
    const at = openingOf(node).attributes.end
    return [
      { file: file.relativePath, start: at, end: at, text: ` ${body.propName}=${valueSource}` },
    ]
  })
}

/** For an attribute alone on its line: also remove the line break and indentation before it. */
function lineBreakBefore(text: string, start: number): number {
  let index = start
  while (index > 0 && /[ \t]/.test(text[index - 1] ?? '')) index -= 1
  if (text[index - 1] === '\n') index -= 1
  if (text[index - 1] === '\r') index -= 1
  return index
}

function expressionOf(value: JsonValue): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const record = value as Readonly<Record<string, JsonValue>>
  const code = record[EXPRESSION_KEY]
  return Object.keys(record).length === 1 && typeof code === 'string' ? code : undefined
}
