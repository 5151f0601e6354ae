import type { ComponentProp, ComponentPropKind, ProjectComponent } from '@splendid/change-items'
import { literalValueOfExpression } from '@splendid/codebase-ids'
import ts from 'typescript'

const COMPONENT_NAME = /^[A-Z][A-Za-z0-9_]*$/
const NODE_TYPES = new Set(['ReactNode', 'ReactElement', 'JSX.Element', 'React.ReactNode'])

/** A function-like value a component is written as: declaration, arrow, or function expression. */
type ComponentFunction = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression

/**
 * A component's function, with the props type written on its `forwardRef<Ref, Props>(…)` call
 * (whose callback usually leaves its first parameter untyped).
 */
interface ComponentDefinition {
  readonly fn: ComponentFunction
  readonly propsType?: ts.TypeNode
}

/**
 * The components a file exports — functions (declared, or arrow / function expressions, also
 * inside `memo(…)` / `forwardRef(…)`) whose name starts with a capital — with the props their
 * first parameter's type names, or else their `forwardRef<Ref, Props>` call's (an inline type,
 * or an interface / type alias of the same file)
 * and the literal defaults of its destructuring. Read from the syntax alone: a props type from
 * another file yields the destructured names only.
 */
export function exportedComponents(sourceFile: ts.SourceFile): ProjectComponent[] {
  const functions = new Map<string, ComponentDefinition>()
  const exported = new Map<string, string>()
  for (const statement of sourceFile.statements) {
    const isExported = hasModifier(statement, ts.SyntaxKind.ExportKeyword)
    const isDefault = hasModifier(statement, ts.SyntaxKind.DefaultKeyword)
    if (ts.isFunctionDeclaration(statement) && statement.name !== undefined) {
      functions.set(statement.name.text, { fn: statement })
      if (isExported) exported.set(statement.name.text, isDefault ? 'default' : statement.name.text)
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || declaration.initializer === undefined) continue
        const definition = componentFunctionOf(declaration.initializer)
        if (definition === null) continue
        functions.set(declaration.name.text, definition)
        if (isExported) exported.set(declaration.name.text, declaration.name.text)
      }
    } else if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) {
      exported.set(statement.expression.text, 'default')
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier === undefined &&
      statement.exportClause !== undefined &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements)
        exported.set((element.propertyName ?? element.name).text, element.name.text)
    }
  }
  const components: ProjectComponent[] = []
  for (const [name, exportName] of exported) {
    const definition = functions.get(name)
    if (definition === undefined || !COMPONENT_NAME.test(name)) continue
    components.push({
      name,
      filePath: sourceFile.fileName,
      exportName,
      props: propsOf(sourceFile, definition),
    })
  }
  return components
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return (
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((each) => each.kind === kind)
  )
}

function componentFunctionOf(expression: ts.Expression): ComponentDefinition | null {
  if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression))
    return { fn: expression }
  // memo(Card), forwardRef((props, ref) => …), React.memo(…)
  if (ts.isCallExpression(expression)) {
    const [first] = expression.arguments
    const inner = first === undefined ? null : componentFunctionOf(first)
    if (inner === null || inner.propsType !== undefined) return inner
    const callee = ts.isPropertyAccessExpression(expression.expression)
      ? expression.expression.name
      : expression.expression
    // forwardRef<HTMLDivElement, CardProps>((props, ref) => …): the props are its 2nd type.
    const propsType =
      ts.isIdentifier(callee) && callee.text === 'forwardRef'
        ? expression.typeArguments?.[1]
        : undefined
    return propsType === undefined ? inner : { ...inner, propsType }
  }
  return null
}

function propsOf(
  sourceFile: ts.SourceFile,
  { fn, propsType }: ComponentDefinition,
): ComponentProp[] {
  const parameter = fn.parameters[0]
  if (parameter === undefined) return []
  const defaults = new Map<string, string | number | boolean>()
  const destructured: string[] = []
  if (ts.isObjectBindingPattern(parameter.name)) {
    for (const element of parameter.name.elements) {
      if (element.dotDotDotToken !== undefined) continue
      const key = element.propertyName ?? element.name
      if (!ts.isIdentifier(key) && !ts.isStringLiteral(key)) continue
      destructured.push(key.text)
      const value =
        element.initializer === undefined
          ? undefined
          : literalValueOfExpression(element.initializer)
      if (value !== undefined) defaults.set(key.text, value)
    }
  }
  const type = parameter.type ?? propsType
  const members = type === undefined ? [] : membersOf(sourceFile, type, 0)
  const props: ComponentProp[] = []
  const seen = new Set<string>()
  for (const member of members) {
    if (!ts.isPropertySignature(member) || member.name === undefined) continue
    const name =
      ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) ? member.name.text : null
    if (name === null || seen.has(name)) continue
    seen.add(name)
    const defaultValue = defaults.get(name)
    const { kind, options } = kindOf(sourceFile, member.type)
    props.push({
      name,
      required: member.questionToken === undefined && defaultValue === undefined,
      kind,
      ...(options === undefined ? {} : { options }),
      ...(defaultValue === undefined ? {} : { defaultValue }),
    })
  }
  for (const name of destructured) {
    if (seen.has(name)) continue
    const defaultValue = defaults.get(name)
    props.push({
      name,
      required: false,
      kind:
        typeof defaultValue === 'boolean'
          ? 'boolean'
          : typeof defaultValue === 'number'
            ? 'number'
            : typeof defaultValue === 'string'
              ? 'string'
              : 'other',
      ...(defaultValue === undefined ? {} : { defaultValue }),
    })
  }
  return props
}

/** The members of a props type: inline, intersected, or an interface / alias of the file. */
function membersOf(sourceFile: ts.SourceFile, type: ts.TypeNode, depth: number): ts.TypeElement[] {
  if (depth > 8) return []
  if (ts.isTypeLiteralNode(type)) return [...type.members]
  if (ts.isIntersectionTypeNode(type))
    return type.types.flatMap((each) => membersOf(sourceFile, each, depth + 1))
  if (ts.isParenthesizedTypeNode(type)) return membersOf(sourceFile, type.type, depth + 1)
  if (ts.isTypeReferenceNode(type)) {
    const name = type.typeName.getText(sourceFile)
    // Readonly<Props>, PropsWithChildren<Props>
    if ((name === 'Readonly' || name.endsWith('PropsWithChildren')) && type.typeArguments?.[0])
      return membersOf(sourceFile, type.typeArguments[0], depth + 1)
    return membersNamed(sourceFile, name, depth)
  }
  return []
}

/** The members of the file's interface (with what it extends) or type alias called `name`. */
function membersNamed(sourceFile: ts.SourceFile, name: string, depth: number): ts.TypeElement[] {
  if (depth > 8) return []
  for (const statement of sourceFile.statements) {
    if (ts.isInterfaceDeclaration(statement) && statement.name.text === name)
      return [
        ...statement.members,
        ...(statement.heritageClauses ?? []).flatMap((clause) =>
          clause.types.flatMap((heritage) =>
            ts.isIdentifier(heritage.expression)
              ? membersNamed(sourceFile, heritage.expression.text, depth + 1)
              : [],
          ),
        ),
      ]
    if (ts.isTypeAliasDeclaration(statement) && statement.name.text === name)
      return membersOf(sourceFile, statement.type, depth + 1)
  }
  return []
}

function kindOf(
  sourceFile: ts.SourceFile,
  type: ts.TypeNode | undefined,
): {
  kind: ComponentPropKind
  options?: string[]
} {
  if (type === undefined) return { kind: 'other' }
  switch (type.kind) {
    case ts.SyntaxKind.StringKeyword:
      return { kind: 'string' }
    case ts.SyntaxKind.NumberKeyword:
      return { kind: 'number' }
    case ts.SyntaxKind.BooleanKeyword:
      return { kind: 'boolean' }
    default:
      break
  }
  if (ts.isFunctionTypeNode(type)) return { kind: 'function' }
  if (ts.isTypeReferenceNode(type) && NODE_TYPES.has(type.typeName.getText(sourceFile)))
    return { kind: 'node' }
  if (ts.isUnionTypeNode(type)) {
    const options: string[] = []
    let onlyStrings = true
    for (const member of type.types) {
      if (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal))
        options.push(member.literal.text)
      else if (member.kind !== ts.SyntaxKind.UndefinedKeyword) onlyStrings = false
    }
    if (onlyStrings && options.length > 0) return { kind: 'options', options }
  }
  return { kind: 'other' }
}
