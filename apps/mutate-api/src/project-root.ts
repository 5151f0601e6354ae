import { realpathSync } from 'node:fs'
import path from 'node:path'
import { MutateError } from './mutate-error'

/**
 * The root directory of one canvas's project. Every path the server reads or writes goes
 * through {@link ProjectRoot.resolve}: it must stay inside the root after symlinks are resolved
 * and never enter `node_modules`.
 */
export class ProjectRoot {
  /** The root's real path (symlinks resolved). */
  readonly dir: string

  constructor(dir: string) {
    this.dir = realpathSync(path.resolve(dir))
  }

  /**
   * Resolves a project-relative path (POSIX or native separators) to an absolute path inside the
   * root. A file that does not exist yet is checked through its nearest existing ancestor.
   *
   * @throws {MutateError} `PATH_OUTSIDE_ROOT` for absolute paths, `..` escapes, symlink escapes
   * and anything under `node_modules`.
   */
  async resolve(relativePath: string): Promise<string> {
    const refuse = (why: string): MutateError =>
      new MutateError('PATH_OUTSIDE_ROOT', `Refused path "${relativePath}": ${why}`)
    if (relativePath.includes('\0')) throw refuse('it contains a NUL byte')
    if (path.isAbsolute(relativePath) || /^[a-zA-Z]:/.test(relativePath)) {
      throw refuse('it is absolute')
    }
    const lexical = path.resolve(this.dir, relativePath)
    if (!this.contains(lexical)) throw refuse('it leaves the project root')
    const real = await realpathOfNearestExisting(lexical)
    if (!this.contains(real))
      throw refuse('it resolves (through a symlink) outside the project root')
    const relative = path.relative(this.dir, real)
    if (relative.split(path.sep).includes('node_modules')) throw refuse('it is inside node_modules')
    return real
  }

  /** The POSIX path of an absolute path inside the root, relative to the root. */
  relativeOf(absolutePath: string): string {
    return path.relative(this.dir, absolutePath).split(path.sep).join('/')
  }

  private contains(absolutePath: string): boolean {
    const relative = path.relative(this.dir, absolutePath)
    return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
  }
}

async function realpathOfNearestExisting(absolutePath: string): Promise<string> {
  let current = absolutePath
  const rest: string[] = []
  for (;;) {
    try {
      // One realpath(3) call, not a walk that lstat()s every component of the path.
      const real = realpathSync.native(current)
      return rest.length === 0 ? real : path.join(real, ...rest.reverse())
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      const parent = path.dirname(current)
      if (parent === current) return absolutePath
      rest.push(path.basename(current))
      current = parent
    }
  }
}

/**
 * Checks a project-relative path a request names without reading it (a snippet's file name, the
 * `filePath` of a tree element): after a leading `/` (project-root relative, as Vite writes it)
 * and with `\` read as `/`, it must stay inside the root and out of `node_modules`.
 *
 * @returns the normalised POSIX path.
 * @throws {MutateError} `PATH_OUTSIDE_ROOT` naming `field`.
 */
export function checkRequestPath(requested: string, field: string): string {
  const refuse = (why: string): MutateError =>
    new MutateError('PATH_OUTSIDE_ROOT', `Refused ${field} "${requested}": ${why}`)
  if (requested.includes('\0')) throw refuse('it contains a NUL byte')
  const slashed = requested.replace(/\\/g, '/')
  if (/^[a-zA-Z]:/.test(slashed) || slashed.startsWith('//')) throw refuse('it is absolute')
  const normalised = path.posix.normalize(slashed.replace(/^\/+/, ''))
  if (normalised === '..' || normalised.startsWith('../'))
    throw refuse('it leaves the project root')
  if (normalised.split('/').includes('node_modules')) throw refuse('it is inside node_modules')
  return normalised
}
