import type { StylingRequestBody } from '@splendid/change-items'
import ts from 'typescript'
import { MutateError } from '../mutate-error'
import { findAttribute, openingOf } from '../source/class-value'
import type { TextEdit } from '../source/text-edit'
import { hasNoModifiers, parseModifiers } from '../styling/modifiers'
import type { ElementInFile, ElementRef } from './operation-context'

function camelKey(property: string): string {
  if (property.startsWith('--')) return property
  return property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
}

function keySource(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key)
}

/** A JavaScript string literal in single quotes. */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r/g, '\\r').replace(/\n/g, '\\n')}'`
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property))
    return undefined
  const name = property.name
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text
  return undefined
}

/**
 * Edits the element's `style={{…}}` object in place: an existing property gets its new value, a
 * null value removes it, a missing one is appended; custom properties are written as quoted
 * `'--name'` keys. Inline styles have no variants, so modifiers are refused.
 */
export function planInlineStyling(
  target: ElementInFile,
  body: Pick<StylingRequestBody<ElementRef>, 'styling' | 'modifiers' | 'customProperties'>,
): TextEdit[] {
  if (!hasNoModifiers(parseModifiers(body.modifiers))) {
    throw new MutateError(
      'UNSUPPORTED_EDIT',
      'Inline styles cannot apply under modifiers (hover:, md:, dark:…); use Tailwind or CSS for those',
    )
  }
  const { file, node } = target
  const changes = [...Object.entries(body.styling), ...Object.entries(body.customProperties)].map(
    ([property, value]) => ({ key: camelKey(property.trim()), value }),
  )
  const attribute = findAttribute(node, 'style')
  const toSet = changes.filter((change) => change.value !== null)
  const newProps = toSet.map((change) => `${keySource(change.key)}: ${quote(change.value ?? '')}`)
  if (attribute === undefined) {
    if (newProps.length === 0) return []
    const at = openingOf(node).attributes.end
    return [
      { file: file.relativePath, start: at, end: at, text: ` style={{ ${newProps.join(', ')} }}` },
    ]
  }
  const initializer = attribute.initializer
  const expression =
    initializer !== undefined && ts.isJsxExpression(initializer)
      ? initializer.expression
      : undefined
  if (expression === undefined) {
    throw new MutateError(
      'UNSUPPORTED_EDIT',
      'The style prop is not an expression; write style={{…}} to edit it',
    )
  }
  if (!ts.isObjectLiteralExpression(expression)) {
    if (newProps.length === 0) return []
    return [
      {
        file: file.relativePath,
        start: file.startOf(expression),
        end: expression.end,
        text: `{ ...${file.textOf(expression)}, ${newProps.join(', ')} }`,
      },
    ]
  }
  const properties = [...expression.properties]
  const edits: TextEdit[] = []
  const deleted = new Set<number>()
  const appended: string[] = []
  for (const change of changes) {
    const index = properties.findIndex((property) => propertyName(property) === change.key)
    const property = properties[index]
    if (property === undefined) {
      if (change.value !== null) appended.push(`${keySource(change.key)}: ${quote(change.value)}`)
      continue
    }
    if (change.value === null) {
      deleted.add(index)
    } else if (ts.isPropertyAssignment(property)) {
      edits.push({
        file: file.relativePath,
        start: file.startOf(property.initializer),
        end: property.initializer.end,
        text: quote(change.value),
      })
    } else {
      edits.push({
        file: file.relativePath,
        start: file.startOf(property),
        end: property.end,
        text: `${keySource(change.key)}: ${quote(change.value)}`,
      })
    }
  }
  const kept = properties.map((_, index) => index).filter((index) => !deleted.has(index))
  if (kept.length === 0 && appended.length === 0 && deleted.size > 0) {
    // Nothing left: drop the whole attribute with the space before it.
    let start = file.startOf(attribute)
    while (start > 0 && /[ \t]/.test(file.text[start - 1] ?? '')) start -= 1
    return [{ file: file.relativePath, start, end: attribute.end, text: '' }]
  }
  const lastKept = kept[kept.length - 1] ?? -1
  for (const index of deleted) {
    const property = properties[index]
    if (property === undefined) continue
    if (index < lastKept) {
      const next = properties[index + 1]
      if (next !== undefined)
        edits.push({
          file: file.relativePath,
          start: file.startOf(property),
          end: file.startOf(next),
          text: '',
        })
    }
  }
  const trailingDeleted = [...deleted].filter((index) => index > lastKept)
  if (trailingDeleted.length > 0) {
    const lastProperty = properties[properties.length - 1]
    const anchor = properties[lastKept]
    if (lastProperty !== undefined) {
      const start = anchor === undefined ? file.startOf(properties[0] ?? lastProperty) : anchor.end
      edits.push({ file: file.relativePath, start, end: lastProperty.end, text: '' })
    }
  }
  if (appended.length > 0) {
    const lastProperty = properties[properties.length - 1]
    if (lastProperty === undefined || kept.length === 0) {
      const open = file.startOf(expression) + 1
      edits.push({
        file: file.relativePath,
        start: open,
        end: expression.end - 1,
        text: ` ${appended.join(', ')} `,
      })
      return edits.filter((edit) => edit.start < open || edit.start >= expression.end - 1)
    }
    const anchor = properties[lastKept]
    if (anchor !== undefined) {
      const hasTrailingComma =
        expression.properties.hasTrailingComma && trailingDeleted.length === 0
      // A multi-line object gets one property per line, indented like its last property.
      const multiLine = file.textOf(expression).includes('\n')
      const separator = multiLine ? `,${file.eol}${file.indentAt(file.startOf(anchor))}` : ', '
      const list = appended.join(separator)
      edits.push(
        hasTrailingComma
          ? {
              file: file.relativePath,
              start: anchor.end + 1,
              end: anchor.end + 1,
              text: `${multiLine ? separator.slice(1) : ' '}${list},`,
            }
          : {
              file: file.relativePath,
              start: anchor.end,
              end: anchor.end,
              text: `${separator}${list}`,
            },
      )
    }
  }
  return edits
}
