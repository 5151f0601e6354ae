import ts from 'typescript'
import { idForNormalizedPath } from './codebase-id'
import { CodebaseIdError } from './codebase-id-error'
import { normalizeRelativePath } from './normalize-relative-path'

/** A JSX element found by {@link scanJsx}, still holding its syntax nodes. Internal. */
export interface ScannedElement {
  readonly ordinal: number
  readonly id: string
  /** The whole element: `<a>…</a>` or `<a />`. */
  readonly node: ts.JsxElement | ts.JsxSelfClosingElement
  /** Where the tag name and attributes are: the opening element, or the self-closing element. */
  readonly opening: ts.JsxOpeningElement | ts.JsxSelfClosingElement
  readonly tagName: string
  readonly isComponent: boolean
  readonly componentName: string | null
  readonly parentId: string | null
}

/** The parse of one file and its JSX elements in ordinal order. Internal. */
export interface JsxScan {
  readonly normalizedPath: string
  readonly sourceFile: ts.SourceFile
  readonly elements: readonly ScannedElement[]
}

interface Scope {
  /** The id of the nearest enclosing (non-fragment) JSX element. */
  readonly parentId: string | null
  /** The name of the nearest enclosing function or class whose name is capitalised. */
  readonly componentName: string | null
}

const CAPITALISED = /^[A-Z]/

/**
 * Parses a file once and lists its JSX elements in depth-first, source order — the order that
 * defines ordinals and therefore codebase ids. Both `indexJsx` and `instrumentJsx` are built on
 * this one walk, which is what makes mutate-api and the Vite plugin agree.
 *
 * No parent pointers are set (cheaper to parse); the walk carries what it needs down instead.
 */
export function scanJsx(relativePath: string, sourceText: string, parsed?: ts.SourceFile): JsxScan {
  const normalizedPath = normalizeRelativePath(relativePath)
  const sourceFile = parsed ?? parseForScan(normalizedPath, sourceText)
  if (parsed !== undefined) assertMatchingSourceFile(parsed, sourceText)
  const elements: ScannedElement[] = []

  const visitElement = (
    node: ts.JsxElement | ts.JsxSelfClosingElement,
    opening: ts.JsxOpeningElement | ts.JsxSelfClosingElement,
    scope: Scope,
  ): void => {
    if (isFragmentTag(opening.tagName)) {
      visitChildren(node, scope)
      return
    }
    const ordinal = elements.length
    const id = idForNormalizedPath(normalizedPath, ordinal)
    elements.push({
      ordinal,
      id,
      node,
      opening,
      tagName: opening.tagName.getText(sourceFile),
      isComponent: !isIntrinsicTag(opening.tagName),
      componentName: scope.componentName,
      parentId: scope.parentId,
    })
    visitChildren(node, { parentId: id, componentName: scope.componentName })
  }

  const visitFunctionLike = (
    node: ts.FunctionLikeDeclaration | ts.ClassLikeDeclaration,
    scope: Scope,
    nameHint: string | null,
  ): void => {
    const name = node.name && ts.isIdentifier(node.name) ? node.name.text : nameHint
    const componentName = name !== null && CAPITALISED.test(name) ? name : scope.componentName
    visitChildren(node, componentName === scope.componentName ? scope : { ...scope, componentName })
  }

  // A switch on the kind, not a chain of ts.isX calls: this runs for every node that holds JSX.
  const visit = (node: ts.Node, scope: Scope, nameHint: string | null): void => {
    if (!mayContainJsx(node)) return
    switch (node.kind) {
      case ts.SyntaxKind.JsxText:
        return
      case ts.SyntaxKind.JsxElement: {
        const element = node as ts.JsxElement
        visitElement(element, element.openingElement, scope)
        return
      }
      case ts.SyntaxKind.JsxSelfClosingElement: {
        const element = node as ts.JsxSelfClosingElement
        visitElement(element, element, scope)
        return
      }
      case ts.SyntaxKind.FunctionDeclaration:
      case ts.SyntaxKind.FunctionExpression:
      case ts.SyntaxKind.MethodDeclaration:
      case ts.SyntaxKind.ArrowFunction:
      case ts.SyntaxKind.ClassDeclaration:
      case ts.SyntaxKind.ClassExpression:
        visitFunctionLike(
          node as ts.FunctionLikeDeclaration | ts.ClassLikeDeclaration,
          scope,
          nameHint,
        )
        return
      // An anonymous function takes its name from where it is stored, through wrappers such as
      // memo(…), forwardRef(…), parentheses and type assertions.
      case ts.SyntaxKind.VariableDeclaration: {
        const declaration = node as ts.VariableDeclaration
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          visit(declaration.initializer, scope, declaration.name.text)
          return
        }
        break
      }
      case ts.SyntaxKind.PropertyAssignment: {
        const assignment = node as ts.PropertyAssignment
        if (ts.isIdentifier(assignment.name)) {
          visit(assignment.initializer, scope, assignment.name.text)
          return
        }
        break
      }
      case ts.SyntaxKind.CallExpression:
        if (nameHint !== null) {
          const call = node as ts.CallExpression
          visit(call.expression, scope, null)
          for (const argument of call.arguments) visit(argument, scope, nameHint)
          return
        }
        break
      case ts.SyntaxKind.ParenthesizedExpression:
      case ts.SyntaxKind.AsExpression:
      case ts.SyntaxKind.SatisfiesExpression:
      case ts.SyntaxKind.NonNullExpression:
        if (nameHint !== null) {
          visit((node as ts.ParenthesizedExpression).expression, scope, nameHint)
          return
        }
        break
    }
    visitChildren(node, scope)
  }

  const visitChildren = (node: ts.Node, scope: Scope): void => {
    ts.forEachChild(node, (child) => {
      if (mayContainJsx(child)) visit(child, scope, null)
    })
  }

  visitChildren(sourceFile, { parentId: null, componentName: null })
  return { normalizedPath, sourceFile, elements }
}

function parseForScan(normalizedPath: string, sourceText: string): ts.SourceFile {
  return ts.createSourceFile(
    normalizedPath,
    sourceText,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TSX,
  )
}

/**
 * A caller's parse is used only when it is a parse of exactly `sourceText` with JSX enabled
 * (`.tsx`/`.jsx` or `ScriptKind.TSX`/`JSX`): anything else would give other ids.
 */
function assertMatchingSourceFile(sourceFile: ts.SourceFile, sourceText: string): void {
  if (sourceFile.text !== sourceText) {
    throw new CodebaseIdError(
      'SOURCE_FILE_MISMATCH',
      `The given SourceFile (${sourceFile.fileName}) was not parsed from the given source text`,
    )
  }
  if (sourceFile.languageVariant !== ts.LanguageVariant.JSX) {
    throw new CodebaseIdError(
      'SOURCE_FILE_MISMATCH',
      `The given SourceFile (${sourceFile.fileName}) was parsed without JSX; parse it as TSX or JSX`,
    )
  }
}

/** TypeScript's `TransformFlags.ContainsJsx`, set by the parser on JSX nodes and their ancestors. */
const CONTAINS_JSX = 2

/**
 * Whether a subtree may hold JSX. The parser already aggregates a "contains JSX" flag up the
 * tree (`transformFlags`, an internal field of TypeScript's nodes); skipping subtrees without it
 * makes the walk several times cheaper. Without the field (another TypeScript), every subtree is
 * walked. The agreement test checks the result against a walk of every node.
 */
function mayContainJsx(node: ts.Node): boolean {
  const flags = (node as ts.Node & { readonly transformFlags?: number }).transformFlags
  return typeof flags !== 'number' || (flags & CONTAINS_JSX) !== 0
}

/**
 * `<Fragment>` and `<React.Fragment>` (any `<x.Fragment>`) are fragments, like `<>`: they render
 * no element, take no id and accept no props but `key` and `children`. The check is by name, as
 * a parser cannot resolve imports; a user component named `Fragment` is treated as a fragment.
 */
function isFragmentTag(tagName: ts.JsxTagNameExpression): boolean {
  if (ts.isIdentifier(tagName)) return tagName.text === 'Fragment'
  return ts.isPropertyAccessExpression(tagName) && tagName.name.text === 'Fragment'
}

/** The JSX rule (as in TypeScript and React): lower-case or dashed names are host elements. */
function isIntrinsicTag(tagName: ts.JsxTagNameExpression): boolean {
  if (ts.isJsxNamespacedName(tagName)) return true
  if (!ts.isIdentifier(tagName)) return false
  const first = tagName.text.charCodeAt(0)
  return (first >= 97 && first <= 122) || tagName.text.includes('-')
}

/**
 * The parser's own diagnostics. `parseDiagnostics` is present on every parsed source file but
 * missing from TypeScript's public typings; reading it avoids a second parse through a program.
 */
export function parseDiagnosticsOf(sourceFile: ts.SourceFile): readonly ts.Diagnostic[] {
  const withDiagnostics = sourceFile as ts.SourceFile & {
    readonly parseDiagnostics?: readonly ts.Diagnostic[]
  }
  return withDiagnostics.parseDiagnostics ?? []
}
