import path from 'node:path'
import type { HtmlTagDescriptor, Plugin } from 'vite'
import { instrumentJsx } from './instrument-jsx'

/** Where the frame script comes from and whether the page loads it. */
export interface FrameScriptOptions {
  /** Inject the script; turn on only for the development host that the editor previews. */
  readonly enabled: boolean
  /** The module URL, e.g. `/@id/@splendid/frame-bridge/frame` or `/src/frame.ts`. */
  readonly src: string
}

/** Options of {@link splendidCodebaseIds}. */
export interface SplendidCodebaseIdsOptions {
  /**
   * The project root that codebase ids are relative to — the same root mutate-api is given.
   * Relative to Vite's root; defaults to Vite's root. Files outside it are left alone.
   */
  readonly root?: string | undefined
  /**
   * Which files to instrument, tested against the root-relative POSIX path
   * (e.g. `src/App.tsx`). Defaults to every `.tsx` and `.jsx` file.
   */
  readonly include?: RegExp | readonly RegExp[] | undefined
  /** Files not to instrument, tested like `include`. `node_modules` is always excluded. */
  readonly exclude?: RegExp | readonly RegExp[] | undefined
  /** The frame script to inject into the page; nothing is injected when absent or disabled. */
  readonly frameScript?: FrameScriptOptions | undefined
}

const DEFAULT_INCLUDE: readonly RegExp[] = [/\.[jt]sx$/]

/**
 * The Vite plugin that instruments an app for the visual editor, on the dev server only:
 * every JSX element of the app's own `.tsx`/`.jsx` files gets its codebase id (see
 * `instrumentJsx`), with a source map back to the original text. Files in `node_modules`,
 * outside the root, virtual modules and modules imported with a query (`?raw`, `?url`, …;
 * HMR timestamps and `?import` do not count) are left alone. With `frameScript.enabled`, the page also loads the frame script.
 *
 * @example
 * ```ts
 * // vite.config.ts
 * import react from '@vitejs/plugin-react'
 * import { splendidCodebaseIds } from '@splendid/codebase-ids'
 *
 * export default defineConfig({
 *   plugins: [
 *     splendidCodebaseIds({
 *       frameScript: { enabled: env.EDITOR_FRAME === 'true', src: '/@id/@splendid/frame-bridge/frame' },
 *     }),
 *     react(),
 *   ],
 * })
 * ```
 */
export function splendidCodebaseIds(options: SplendidCodebaseIdsOptions = {}): Plugin {
  const include = toList(options.include) ?? DEFAULT_INCLUDE
  const exclude = toList(options.exclude) ?? []
  let root = ''

  return {
    name: 'splendid:codebase-ids',
    apply: 'serve',
    enforce: 'pre',
    configResolved(config) {
      root = toPosix(path.resolve(config.root, options.root ?? '.'))
    },
    transform(code, id) {
      // No `<`, no JSX: spare the parse.
      if (!code.includes('<')) return null
      const relativePath = instrumentablePath(id, root)
      if (relativePath === null) return null
      if (!include.some((pattern) => matches(pattern, relativePath))) return null
      if (exclude.some((pattern) => matches(pattern, relativePath))) return null
      const result = instrumentJsx(relativePath, code, { sourceFileName: id })
      return result === null ? null : { code: result.code, map: result.map }
    },
    transformIndexHtml(): HtmlTagDescriptor[] {
      const frameScript = options.frameScript
      if (!frameScript?.enabled) return []
      return [
        {
          tag: 'script',
          attrs: { type: 'module', src: frameScript.src },
          injectTo: 'head-prepend',
        },
      ]
    },
  }
}

/** Queries that still mean "the module itself": HMR timestamps, version hashes, `?import`. */
const PLAIN_MODULE_QUERIES: ReadonlySet<string> = new Set(['t', 'v', 'import'])

/** The root-relative POSIX path of a module worth instrumenting, or `null`. */
function instrumentablePath(id: string, root: string): string | null {
  // Virtual modules (`\0…`, `virtual:…`) and query imports (`?raw`, `?url`, `?worker`) are not
  // the file's JSX as written.
  if (id.startsWith('\0') || id.startsWith('virtual:')) return null
  const queryStart = id.indexOf('?')
  if (queryStart !== -1) {
    const query = new URLSearchParams(id.slice(queryStart + 1))
    for (const name of query.keys()) if (!PLAIN_MODULE_QUERIES.has(name)) return null
  }
  const file = toPosix(queryStart === -1 ? id : id.slice(0, queryStart))
  if (file.split('/').includes('node_modules')) return null
  const relativePath = path.posix.relative(root, file)
  if (
    relativePath === '' ||
    relativePath.startsWith('../') ||
    path.posix.isAbsolute(relativePath)
  ) {
    return null
  }
  return relativePath
}

function matches(pattern: RegExp, value: string): boolean {
  pattern.lastIndex = 0
  return pattern.test(value)
}

function toList(patterns: RegExp | readonly RegExp[] | undefined): readonly RegExp[] | undefined {
  if (patterns === undefined) return undefined
  return patterns instanceof RegExp ? [patterns] : patterns
}

function toPosix(filePath: string): string {
  return filePath.replaceAll('\\', '/')
}
