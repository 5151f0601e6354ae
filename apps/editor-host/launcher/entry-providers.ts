import path from 'node:path'
import ts from 'typescript'

type JsxNode = ts.JsxElement | ts.JsxSelfClosingElement | ts.JsxFragment

function skipParentheses(node: ts.Expression): ts.Expression {
  let current = node
  while (ts.isParenthesizedExpression(current)) current = current.expression
  return current
}

function isJsx(node: ts.Node): node is JsxNode {
  return ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)
}

/** The JSX the entry renders: `….render(<…>)`, or `hydrateRoot(container, <…>)`. */
function renderedJsx(file: ts.SourceFile): JsxNode | undefined {
  let found: JsxNode | undefined
  const visit = (node: ts.Node): void => {
    if (found !== undefined) return
    if (ts.isCallExpression(node)) {
      const callee = node.expression
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : ''
      const argument =
        name === 'render'
          ? node.arguments[0]
          : name === 'hydrateRoot'
            ? node.arguments[1]
            : undefined
      const jsx = argument === undefined ? undefined : skipParentheses(argument)
      if (jsx !== undefined && isJsx(jsx)) {
        found = jsx
        return
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** An element's children that render something: elements, expressions, non-blank text. */
function meaningfulChildren(node: ts.JsxElement | ts.JsxFragment): ts.JsxChild[] {
  return node.children.filter((child) =>
    ts.isJsxText(child)
      ? !child.containsOnlyTriviaWhiteSpaces
      : !ts.isJsxExpression(child) || child.expression !== undefined,
  )
}

function tagOf(node: ts.JsxElement | ts.JsxFragment): string {
  return ts.isJsxElement(node) ? node.openingElement.tagName.getText() : ''
}

/** Routers that only take their own route elements as children: the providers end above them. */
const ROUTE_LISTS = new Set(['Routes', 'Switch'])

/**
 * The innermost element the app's JSX wraps its app in: down the chain of elements that each
 * hold one element, the last one holding elements (its children are the app); above a router's
 * route list. `undefined` when the app is rendered alone.
 */
function innermostProvider(root: JsxNode): ts.JsxElement | ts.JsxFragment | undefined {
  const chain: (ts.JsxElement | ts.JsxFragment)[] = []
  let current: JsxNode = root
  while (!ts.isJsxSelfClosingElement(current)) {
    const children = meaningfulChildren(current)
    if (!children.some(isJsx)) break
    chain.push(current)
    const only = children[0]
    if (children.length !== 1 || only === undefined || !isJsx(only)) break
    current = only
  }
  while (chain.length > 0 && ROUTE_LISTS.has(tagOf(chain[chain.length - 1] as ts.JsxElement)))
    chain.pop()
  return chain[chain.length - 1]
}

/** The names a node reads: identifiers, not attribute, property or member names. */
function identifiersIn(node: ts.Node, skip: ReadonlySet<ts.Node>, into: Set<string>): void {
  const visit = (child: ts.Node): void => {
    if (skip.has(child)) return
    if (ts.isIdentifier(child)) into.add(child.text)
    else if (ts.isJsxAttribute(child)) {
      if (child.initializer !== undefined) visit(child.initializer)
    } else if (ts.isPropertyAccessExpression(child)) visit(child.expression)
    else if (ts.isPropertyAssignment(child)) {
      if (ts.isComputedPropertyName(child.name)) visit(child.name)
      visit(child.initializer)
    } else ts.forEachChild(child, visit)
  }
  visit(node)
}

/** The names declared inside a node: its callbacks' parameters and variables. */
function collectDeclared(node: ts.Node, into: Set<string>): void {
  if ((ts.isVariableDeclaration(node) || ts.isParameter(node)) && ts.isIdentifier(node.name))
    into.add(node.name.text)
  ts.forEachChild(node, (child) => collectDeclared(child, into))
}

/** Every name the file declares below its top level (in a block, a function, a callback). */
function nestedNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>()
  const visit = (node: ts.Node, nested: boolean): void => {
    if (
      nested &&
      (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isFunctionDeclaration(node)) &&
      node.name !== undefined &&
      ts.isIdentifier(node.name)
    )
      names.add(node.name.text)
    ts.forEachChild(node, (child) =>
      visit(child, nested || ts.isBlock(node) || ts.isFunctionLike(node)),
    )
  }
  for (const statement of file.statements) visit(statement, false)
  return names
}

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    )
  if (
    (ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement)) &&
    statement.name !== undefined
  )
    return [statement.name.text]
  return []
}

/**
 * The module specifier as the dev server resolves it from a generated module: a relative one
 * made root-absolute (`./i18n` in `src/main.tsx` → `/src/i18n`), others as written.
 */
function fromRoot(specifier: string, entryPath: string): string {
  return specifier.startsWith('.')
    ? path.posix.join('/', path.posix.dirname(entryPath), specifier)
    : specifier
}

/**
 * The providers the app's entry renders its app in — `createRoot(…).render(<StrictMode><Store
 * store={store}><App /></Store></StrictMode>)` — as the JavaScript of a module whose default
 * export wraps `children` in them instead: a component previewed alone gets its app's context (a
 * store, a theme, a router, translations) without a `splendid.preview.tsx`. It keeps the entry's
 * imports (relative ones made root-absolute; those only the app used drop out) and the top-level
 * declarations the providers use (`const store = createStore()`). `undefined` when the entry
 * renders its app alone or renders no JSX, or its providers use names declared only inside a
 * block or function (they cannot be taken out of it).
 *
 * @example
 * ```ts
 * entryProvidersModule("import { App } from './App'\n…render(<StrictMode><App /></StrictMode>)", 'src/main.tsx')
 * // "import { jsx as _jsx } from \"react/jsx-runtime\"; … export default function …"
 * ```
 */
export function entryProvidersModule(entryText: string, entryPath: string): string | undefined {
  const file = ts.createSourceFile(
    entryPath,
    entryText,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const root = renderedJsx(file)
  const provider = root === undefined ? undefined : innermostProvider(root)
  if (root === undefined || provider === undefined) return undefined
  const [inner, innerEnd] = ts.isJsxElement(provider)
    ? [provider.openingElement.end, provider.closingElement.getStart(file)]
    : [provider.openingFragment.end, provider.closingFragment.getStart(file)]
  const start = root.getStart(file)
  const jsx = `${entryText.slice(start, inner)}{children}${entryText.slice(innerEnd, root.end)}`

  // The top-level declarations the providers use, and those they use in turn.
  const needed = new Set<string>()
  identifiersIn(root, new Set<ts.Node>(provider.children), needed)
  // Providers made beside the render call (`if (el) { const store = …; render(…) }`) cannot be
  // taken out of it: no guess then.
  const own = new Set<string>()
  collectDeclared(root, own)
  const nested = nestedNames(file)
  if ([...needed].some((name) => nested.has(name) && !own.has(name))) return undefined
  const declarations = file.statements.filter(
    (statement) =>
      declaredNames(statement).length > 0 && !(statement.pos <= start && root.end <= statement.end),
  )
  const kept = new Set<ts.Statement>()
  for (let grew = true; grew; ) {
    grew = false
    for (const statement of declarations) {
      if (kept.has(statement) || !declaredNames(statement).some((name) => needed.has(name)))
        continue
      kept.add(statement)
      identifiersIn(statement, new Set(), needed)
      grew = true
    }
  }
  const imports = file.statements.filter(ts.isImportDeclaration).map((statement) => {
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text
    const text = statement.getText(file)
    const at = statement.moduleSpecifier.getStart(file) - statement.getStart(file)
    return `${text.slice(0, at)}${JSON.stringify(fromRoot(specifier, entryPath))}${text.slice(statement.moduleSpecifier.end - statement.getStart(file))}`
  })
  const source = [
    ...imports,
    ...file.statements
      .filter((statement) => kept.has(statement))
      .map((statement) => statement.getText(file)),
    `export default function SplendidEntryProviders({ children }: { children?: unknown }) {\n  return (${jsx})\n}`,
  ].join('\n')
  return ts.transpileModule(source, {
    fileName: 'entry-providers.tsx',
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
    },
  }).outputText
}
