import { readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative, sep } from 'node:path'

/** Folder → the other folders its files import (`features/<name>`, `ui`, `lib`, `app`, …). */
export type FolderGraph = ReadonlyMap<string, ReadonlySet<string>>

// `import … from '…'`, `export … from '…'`, side-effect `import '…'`, `import('…')` (also in
// types) and `vi.mock('…')`: every way a file here names another module.
const SPECIFIER = /(?:\bfrom|\bimport|\bvi\.mock)\s*\(?\s*(['"])([^'"]+)\1/g

/**
 * The relative module specifiers a TypeScript source names (package imports are left out).
 *
 * @example
 * ```ts
 * relativeSpecifiers("import { Icon } from '../../ui/icon'") // ['../../ui/icon']
 * ```
 */
export function relativeSpecifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[2] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
}

/**
 * The folder a path below `src` belongs to: `features/<name>` for a feature, else its first
 * segment (`ui`, `lib`, `app`, `test`); a file at the top is named without its extension (`env`,
 * as `../env` imports it).
 */
export function folderOf(srcPath: string): string {
  const [first = '', second = ''] = srcPath.split('/')
  if (first === 'features') return `features/${second}`
  return second === '' ? first.replace(/\..*$/, '') : first
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Reads every `.ts`/`.tsx` file below `srcDir` (tests included: a test that reaches into another
 * feature ties the two together as much as the code does) and returns which folders each folder
 * imports. Imports inside a folder are not edges.
 */
export function folderGraph(srcDir: string): FolderGraph {
  const graph = new Map<string, Set<string>>()
  for (const file of sourceFiles(srcDir)) {
    const path = relative(srcDir, file).split(sep).join('/')
    const from = folderOf(path)
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    for (const specifier of relativeSpecifiers(readFileSync(file, 'utf8'))) {
      const target = posix.normalize(posix.join(posix.dirname(path), specifier))
      if (target.startsWith('..')) continue
      const to = folderOf(target)
      if (to !== from) edges.add(to)
    }
  }
  return graph
}

/**
 * The import cycles of a graph: each strongly connected component of more than one folder
 * (Tarjan's algorithm), its folders sorted; an empty list when the graph is acyclic.
 *
 * @example
 * ```ts
 * cyclesOf(new Map([['a', new Set(['b'])], ['b', new Set(['a'])]])) // [['a', 'b']]
 * ```
 */
export function cyclesOf(graph: FolderGraph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string): void => {
    index.set(node, index.size)
    low.set(node, index.get(node) ?? 0)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1) cycles.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}
