import { decodeHTMLStrict } from 'entities/decode'
import ts from 'typescript'

/** A prop value written as a literal in the source. */
export type LiteralPropValue = string | number | boolean

/**
 * The props an opening tag writes as literals: `title="Hi"` and `title={'Hi'}` (strings, JSX
 * entities decoded), `` title={`Hi`} `` (a template without `${}`), `count={3}` / `{-1.5}`,
 * `open={true}` / `{false}` and a bare `open` (true). Props written as any other expression,
 * and every prop after a `{...spread}` that could override them, are left out — so a value
 * listed here is what the element receives, and rewriting it cannot break a binding.
 *
 * @example
 * ```ts
 * literalPropsOf(opening) // <Card title="Algebra" lessons={12} price={price} /> → { title: 'Algebra', lessons: 12 }
 * ```
 */
export function literalPropsOf(
  opening: ts.JsxOpeningElement | ts.JsxSelfClosingElement,
): Readonly<Record<string, LiteralPropValue>> {
  const props: Record<string, LiteralPropValue> = {}
  for (const attribute of opening.attributes.properties) {
    if (ts.isJsxSpreadAttribute(attribute)) {
      // A spread may set any prop: the literals before it may not be what the element gets.
      for (const name of Object.keys(props)) delete props[name]
      continue
    }
    const name = ts.isIdentifier(attribute.name)
      ? attribute.name.text
      : `${attribute.name.namespace.text}:${attribute.name.name.text}`
    const value = literalValueOf(attribute.initializer)
    if (value === undefined) delete props[name]
    else props[name] = value
  }
  return props
}

function literalValueOf(
  initializer: ts.JsxAttributeValue | undefined,
): LiteralPropValue | undefined {
  if (initializer === undefined) return true
  // JSX attribute strings may hold HTML character references, which React decodes.
  if (ts.isStringLiteral(initializer))
    return initializer.text.includes('&') ? decodeHTMLStrict(initializer.text) : initializer.text
  if (!ts.isJsxExpression(initializer) || initializer.expression === undefined) return undefined
  return literalValueOfExpression(initializer.expression)
}

/**
 * The value of an expression written as a literal — a string, a template without `${}`, a
 * number (negative too), `true` / `false`, in parentheses or not — `undefined` for anything else.
 * What {@link literalPropsOf} reads inside `{…}`, also used for default values of destructured
 * props (`{ size = 'md' }`).
 */
export function literalValueOfExpression(expression: ts.Expression): LiteralPropValue | undefined {
  if (ts.isParenthesizedExpression(expression))
    return literalValueOfExpression(expression.expression)
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return expression.text
  if (ts.isNumericLiteral(expression)) return Number(expression.text)
  if (
    ts.isPrefixUnaryExpression(expression) &&
    expression.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(expression.operand)
  )
    return -Number(expression.operand.text)
  if (expression.kind === ts.SyntaxKind.TrueKeyword) return true
  if (expression.kind === ts.SyntaxKind.FalseKeyword) return false
  return undefined
}
