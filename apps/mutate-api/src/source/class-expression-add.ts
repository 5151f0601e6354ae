import ts from 'typescript'
import { templateAround } from './class-helper'
import { CLASS_HELPERS, findAttribute, openingOf } from './class-value'
import type { JsxElementNode, ParsedTsx } from './parsed-tsx'
import type { TextEdit } from './text-edit'

/** Text as it may stand in a template literal. */
function asTemplateText(text: string): string {
  return text.replace(/[`\\]|\$\{/g, (match) => `\\${match}`)
}

/**
 * Adds a class read by code (`styles.card`) to an element's `className`, in the form the
 * attribute already has: `className={styles.card}` when there is none; a class string becomes
 * a template literal (`` {`title ${styles.card}`} ``); a template literal gets one more
 * placeholder; a `cn()`/`clsx()` call one more argument; any other expression is wrapped with
 * `helper` (a class helper the file already has) or in a template literal. `isString(node)`
 * says whether an expression surely renders a string (else `|| ''` keeps `undefined` out).
 */
export function addClassExpression(
  file: ParsedTsx,
  node: JsxElementNode,
  code: string,
  helper: string | undefined,
  isString: (expression: ts.Expression) => boolean,
): TextEdit[] {
  const edit = (start: number, end: number, text: string): TextEdit => ({
    file: file.relativePath,
    start,
    end,
    text,
  })
  const attribute = findAttribute(node, 'className')
  const initializer = attribute?.initializer
  if (attribute === undefined || initializer === undefined) {
    const opening = openingOf(node)
    if (attribute !== undefined)
      return [edit(file.startOf(attribute), attribute.end, `className={${code}}`)]
    return [edit(opening.attributes.end, opening.attributes.end, ` className={${code}}`)]
  }
  const stringToTemplate = (literal: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral) => {
    const text = literal.text.trim()
    return text === '' ? code : `\`${asTemplateText(text)} \${${code}}\``
  }
  if (ts.isStringLiteral(initializer))
    return [edit(file.startOf(initializer), initializer.end, `{${stringToTemplate(initializer)}}`)]
  if (!ts.isJsxExpression(initializer) || initializer.expression === undefined)
    return [edit(file.startOf(initializer), initializer.end, `{${code}}`)]
  let expression = initializer.expression
  while (ts.isParenthesizedExpression(expression)) expression = expression.expression
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return [edit(file.startOf(expression), expression.end, stringToTemplate(expression))]
  if (ts.isTemplateExpression(expression)) {
    const tail = expression.templateSpans[expression.templateSpans.length - 1]?.literal.text ?? ''
    const space = tail === '' || !/\s$/.test(tail) ? ' ' : ''
    return [edit(expression.end - 1, expression.end - 1, `${space}\${${code}}`)]
  }
  if (
    ts.isCallExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    CLASS_HELPERS.has(expression.expression.text)
  ) {
    const last = expression.arguments[expression.arguments.length - 1]
    return last === undefined
      ? [edit(expression.arguments.pos, expression.arguments.pos, code)]
      : [edit(last.end, last.end, `, ${code}`)]
  }
  const whole = initializer.expression
  const start = file.startOf(whole)
  if (helper !== undefined)
    return [edit(start, start, `${helper}(`), edit(whole.end, whole.end, `, ${code})`)]
  return templateAround(file, whole, `\${${code}}`, isString(expression))
}
