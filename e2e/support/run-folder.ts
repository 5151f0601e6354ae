import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A temporary folder for this run of the suite, named `splendid-<name>-…`. Playwright evaluates
 * its config in the runner and again in every worker: the runner makes the folder and hands its
 * path to the workers it starts through the environment, so one run makes one folder (not one per
 * worker), and the runner removes it when it exits — after it has stopped the web servers.
 */
export function runFolder(name: string): string {
  const variable = `SPLENDID_E2E_FOLDER_${name.toUpperCase().replaceAll('-', '_')}`
  const handedOver = process.env[variable]
  if (handedOver !== undefined) return handedOver
  const folder = mkdtempSync(join(tmpdir(), `splendid-${name}-`))
  process.env[variable] = folder
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }))
  return folder
}
