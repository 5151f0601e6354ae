import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'

/** A web-standard function handler, as a module in supabase/functions exports it. */
export type WebHandler = (request: Request) => Response | Promise<Response>

/** A function whose module could not be bundled or imported (Supabase's BOOT_ERROR). */
export class FunctionBootError extends Error {
  readonly code = 'BOOT_ERROR'
  constructor(message: string) {
    super(message)
    this.name = 'FunctionBootError'
  }
}

interface LoadedFunction {
  handler: WebHandler
  /** Local source files of the bundle and their modification times when it was built. */
  inputs: Map<string, number>
}

// Packages resolve from the backend's own dependencies, so a function's `npm:` imports need no
// node_modules of their own (both from src/ under tsx or vitest and from the built dist/).
const BACKEND_DIR = dirname(fileURLToPath(import.meta.url))
const NPM_SPECIFIER = /^npm:((?:@[^/@]+\/)?[^/@]+)(?:@[^/]*)?(\/.*)?$/
const JSR_SUPABASE = /^jsr:(@supabase\/[^/@]+)(?:@[^/]*)?(\/.*)?$/
const RUNTIME_SHIMS = 'splendid-functions:websocket'

// Node 20 has no global WebSocket and supabase-js builds its realtime client eagerly; the shim
// is module-scoped to the bundle (no global is touched) and only fails when a socket is opened.
const WEBSOCKET_SHIM = `
class UnavailableWebSocket {
  constructor() {
    throw new Error('WebSocket is not available to functions on this Node.js version (use Node 22+)')
  }
}
const WebSocketShim = globalThis.WebSocket ?? UnavailableWebSocket
export { WebSocketShim as WebSocket }
`

function readImportMap(functionDir: string): Record<string, string> {
  const file = join(functionDir, 'deno.json')
  if (!existsSync(file)) return {}
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { imports?: unknown }
    const imports = parsed.imports
    if (typeof imports !== 'object' || imports === null) return {}
    return Object.fromEntries(
      Object.entries(imports).filter((entry): entry is [string, string] => {
        return typeof entry[1] === 'string'
      }),
    )
  } catch (error) {
    throw new FunctionBootError(`${file} is not valid JSON: ${(error as Error).message}`)
  }
}

function mapSpecifier(specifier: string, importMap: Record<string, string>): string {
  let mapped = importMap[specifier]
  if (mapped === undefined) {
    const prefix = Object.keys(importMap).find(
      (key) => key.endsWith('/') && specifier.startsWith(key),
    )
    if (prefix !== undefined) mapped = `${importMap[prefix]}${specifier.slice(prefix.length)}`
  }
  return mapped ?? specifier
}

/** Resolves Deno-style specifiers (`npm:`, `jsr:@supabase/…`, deno.json imports) for esbuild. */
function denoSpecifiers(functionDir: string): Plugin {
  const importMap = readImportMap(functionDir)
  return {
    name: 'deno-specifiers',
    setup(builder) {
      builder.onResolve({ filter: new RegExp(`^${RUNTIME_SHIMS}$`) }, () => ({
        path: 'websocket',
        namespace: 'splendid-functions',
      }))
      builder.onLoad({ filter: /.*/, namespace: 'splendid-functions' }, () => ({
        contents: WEBSOCKET_SHIM,
        loader: 'js',
      }))
      builder.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'resolved' || args.path.startsWith('node:')) return undefined
        const mapped = mapSpecifier(args.path, importMap)
        if (mapped.startsWith('./') || mapped.startsWith('../')) {
          return { path: resolve(functionDir, mapped) }
        }
        const npm = NPM_SPECIFIER.exec(mapped) ?? JSR_SUPABASE.exec(mapped)
        if (mapped.includes(':') && npm === null) {
          return {
            errors: [
              { text: `${args.path}: only npm:, jsr:@supabase/* and bare imports load in Node` },
            ],
          }
        }
        const bare = npm === null ? mapped : `${npm[1]}${npm[2] ?? ''}`
        for (const resolveDir of [args.resolveDir, BACKEND_DIR]) {
          const found = await builder.resolve(bare, {
            kind: args.kind,
            resolveDir,
            pluginData: 'resolved',
          })
          if (found.errors.length === 0) return { path: found.path, external: found.external }
        }
        return { errors: [{ text: `Cannot find package ${bare} (imported as ${args.path})` }] }
      })
    },
  }
}

function modificationTime(file: string): number {
  try {
    return statSync(file).mtimeMs
  } catch {
    return Number.NaN
  }
}

/**
 * Bundles and imports the functions of a `supabase/functions` folder on first use, and again
 * when one of a function's own source files changes. Each function is bundled with its npm
 * dependencies (like a deployed Edge Function), written to a private temporary folder and
 * imported; its module must export `handler` (or a default handler).
 */
export class FunctionLoader {
  readonly #functionsDir: string
  readonly #cache = new Map<string, LoadedFunction>()
  readonly #pending = new Map<string, Promise<LoadedFunction>>()
  readonly #outDir = join(
    tmpdir(),
    `splendid-functions-${process.pid}-${randomBytes(4).toString('hex')}`,
  )

  constructor(functionsDir: string) {
    this.#functionsDir = functionsDir
  }

  /** The entry file of `name`, or undefined when there is no such function. */
  entryOf(name: string): string | undefined {
    const entry = join(this.#functionsDir, name, 'index.ts')
    return existsSync(entry) ? entry : undefined
  }

  /**
   * The handler of `name` (a checked function name with an entry file).
   *
   * @throws {FunctionBootError} when the module does not bundle, throws while loading, or
   *   exports no handler.
   */
  async handler(name: string): Promise<WebHandler> {
    const cached = this.#cache.get(name)
    if (cached !== undefined && !this.#isStale(cached)) return cached.handler
    let pending = this.#pending.get(name)
    if (pending === undefined) {
      pending = this.#load(name).finally(() => this.#pending.delete(name))
      this.#pending.set(name, pending)
    }
    const loaded = await pending
    this.#cache.set(name, loaded)
    return loaded.handler
  }

  /** Removes the bundles written so far (the imported modules stay loaded). */
  close(): void {
    rmSync(this.#outDir, { recursive: true, force: true })
  }

  #isStale(loaded: LoadedFunction): boolean {
    for (const [file, time] of loaded.inputs) if (modificationTime(file) !== time) return true
    return false
  }

  async #load(name: string): Promise<LoadedFunction> {
    const functionDir = join(this.#functionsDir, name)
    const entry = join(functionDir, 'index.ts')
    let result: Awaited<ReturnType<typeof build>>
    try {
      result = await build({
        entryPoints: [entry],
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        write: false,
        metafile: true,
        logLevel: 'silent',
        inject: [RUNTIME_SHIMS],
        plugins: [denoSpecifiers(functionDir)],
        // Bundled CommonJS dependencies may call require() for Node built-ins.
        banner: {
          js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        },
      })
    } catch (error) {
      const failures = (error as { errors?: { text: string }[] }).errors ?? []
      const reason = failures.map((failure) => failure.text).join('; ') || String(error)
      throw new FunctionBootError(`${name} does not bundle: ${reason}`)
    }
    const inputs = new Map<string, number>()
    for (const input of Object.keys(result.metafile?.inputs ?? {})) {
      if (input.includes('node_modules') || input.includes(':')) continue
      const file = resolve(input)
      inputs.set(file, modificationTime(file))
    }
    mkdirSync(this.#outDir, { recursive: true, mode: 0o700 })
    const outFile = join(this.#outDir, `${name}-${randomBytes(6).toString('hex')}.mjs`)
    writeFileSync(outFile, result.outputFiles?.[0]?.text ?? '', { mode: 0o600 })
    let module: { handler?: unknown; default?: unknown }
    try {
      module = await import(/* @vite-ignore */ pathToFileURL(outFile).href)
    } catch (error) {
      throw new FunctionBootError(`${name} failed while loading: ${(error as Error).message}`)
    }
    const handler = module.handler ?? module.default
    if (typeof handler !== 'function') {
      throw new FunctionBootError(
        `${name}/index.ts exports no handler (export const handler = serve(…))`,
      )
    }
    return { handler: handler as WebHandler, inputs }
  }
}
