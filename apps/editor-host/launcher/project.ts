import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'
import { LaunchError } from './launch-error'
import { detectStyling, type ProjectStyling } from './styling-detection'

/** The Vite config file names Vite itself looks for, in its order. */
const VITE_CONFIG_FILES = [
  'vite.config.js',
  'vite.config.mjs',
  'vite.config.ts',
  'vite.config.cjs',
  'vite.config.mts',
  'vite.config.cts',
] as const

/** What the editor needs to know about a Vite React project before starting its servers. */
export interface ViteProject {
  /** The project's folder (absolute, symlinks resolved). */
  readonly root: string
  /** Its Vite config file (absolute); read by its own Vite, never written. */
  readonly configFile: string
  /** The entry of the project's own `vite` package, to import its `createServer`. */
  readonly viteEntry: string
  /** The project's `name` in package.json, or its folder's name. */
  readonly name: string
  /** How the project styles its elements (the Styles panel's default). */
  readonly styling: ProjectStyling
}

type PackageJson = {
  name?: unknown
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

/** The install command of the project's package manager, guessed from its lock file. */
export function installCommand(root: string): string {
  let dir = root
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-lock.yaml'))) return 'pnpm install'
    if (existsSync(path.join(dir, 'yarn.lock'))) return 'yarn install'
    if (existsSync(path.join(dir, 'bun.lock')) || existsSync(path.join(dir, 'bun.lockb')))
      return 'bun install'
    if (existsSync(path.join(dir, 'package-lock.json'))) return 'npm install'
    const parent = path.dirname(dir)
    if (parent === dir) return 'npm install'
    dir = parent
  }
}

/** The ESM entry of a package.json's `exports['.']` (a string, or `import`/`default` conditions). */
function esmEntry(exported: unknown): string | undefined {
  if (typeof exported === 'string') return exported
  if (exported === null || typeof exported !== 'object') return undefined
  const conditions = exported as Record<string, unknown>
  return esmEntry(conditions.import) ?? esmEntry(conditions.node) ?? esmEntry(conditions.default)
}

/**
 * Where the project's own `vite` is installed: the first `node_modules/vite` from the project's
 * folder up, as Node looks for it — without NODE_PATH (which `pnpm` sets for its scripts, and
 * which could lend the project a Vite it does not have).
 */
function resolveVite(root: string): string | undefined {
  let dir = root
  let manifestPath = path.join(dir, 'node_modules', 'vite', 'package.json')
  while (!existsSync(manifestPath)) {
    const parent = path.dirname(dir)
    if (parent === dir) return undefined
    dir = parent
    manifestPath = path.join(dir, 'node_modules', 'vite', 'package.json')
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports?: Record<string, unknown>
    module?: string
    main?: string
  }
  const entry = esmEntry(manifest.exports?.['.']) ?? manifest.module ?? manifest.main
  return entry === undefined ? undefined : path.join(path.dirname(manifestPath), entry)
}

/**
 * Checks that `projectPath` is a Vite project whose dependencies are installed, and finds its
 * config and its own Vite.
 *
 * @throws {LaunchError} when the folder is missing, is not a Vite project (no package.json, no
 * `vite` dependency, no Vite config file) or its dependencies are not installed.
 */
export function inspectProject(projectPath: string): ViteProject {
  const resolved = path.resolve(projectPath)
  if (!existsSync(resolved)) throw new LaunchError(`No such folder: ${resolved}`)
  if (!statSync(resolved).isDirectory())
    throw new LaunchError(`${resolved} is a file; give the folder of a Vite project`)
  const root = realpathSync(resolved)
  const manifestPath = path.join(root, 'package.json')
  if (!existsSync(manifestPath)) {
    throw new LaunchError(
      `${root} is not a Vite project: it has no package.json (give the folder that holds the project's package.json and vite.config)`,
    )
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PackageJson
  const declares = (name: string): boolean =>
    manifest.dependencies?.[name] !== undefined || manifest.devDependencies?.[name] !== undefined
  const declaresVite = declares('vite')
  const configName = VITE_CONFIG_FILES.find((name) => existsSync(path.join(root, name)))
  if (!declaresVite || configName === undefined) {
    const missing = [
      ...(declaresVite ? [] : ['no "vite" in the dependencies of its package.json']),
      ...(configName === undefined ? [`no ${VITE_CONFIG_FILES.join(' / ')}`] : []),
    ]
    throw new LaunchError(`${root} is not a Vite project: ${missing.join(' and ')}`)
  }
  const viteEntry = resolveVite(root)
  if (viteEntry === undefined || !existsSync(viteEntry)) {
    throw new LaunchError(
      `The dependencies of ${root} are not installed (its "vite" cannot be found): run \`${installCommand(root)}\` in that folder, then start the editor again`,
    )
  }
  return {
    root,
    configFile: path.join(root, configName),
    viteEntry,
    name: typeof manifest.name === 'string' ? manifest.name : path.basename(root),
    styling: detectStyling(root, declares),
  }
}
