import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * This package's folder (the editor host's Vite root): the nearest folder with a `package.json`
 * above this module, whether it runs from `launcher/` or bundled into `prebuilt/`.
 */
export const EDITOR_HOST_DIR = packageDirAbove(path.dirname(fileURLToPath(import.meta.url)))

/** Where the package's build leaves the bundles the command runs (launcher, frame script). */
export const PREBUILT_DIR = path.join(EDITOR_HOST_DIR, 'prebuilt')

function packageDirAbove(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return at
    if (path.dirname(at) === at) throw new Error(`No package.json above ${dir}`)
  }
}
