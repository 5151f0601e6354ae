import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { COPY_PREFIX, MUTATE_API_CLI, REPO_ROOT, TMP_DIR } from './editor-paths'

/**
 * Before the editor suite: deletes fixture copies an interrupted earlier run left behind, and
 * builds mutate-api when its CLI is missing (turbo's `e2e` task normally built it already).
 */
export default async function editorGlobalSetup(): Promise<void> {
  const entries = await readdir(TMP_DIR).catch(() => [])
  await Promise.all(
    entries
      .filter((name) => name.startsWith(COPY_PREFIX))
      .map((name) => rm(join(TMP_DIR, name), { recursive: true, force: true })),
  )
  if (!existsSync(MUTATE_API_CLI)) {
    execFileSync('pnpm', ['--filter', '@splendid/mutate-api', 'build'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    })
  }
}
