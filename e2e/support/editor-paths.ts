import { join } from 'node:path'

/** Where the editor end-to-end harness finds the repository, the fixture app and the apps it runs. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..')
export const E2E_DIR = join(REPO_ROOT, 'e2e')
/** The fixture app as committed; tests never edit it, only copies of it. */
export const FIXTURE_DIR = join(E2E_DIR, 'editor-fixture')
/**
 * Copies of the fixture live here, inside the repository, so that bare imports in the copy
 * (`react`, `@splendid/frame-bridge/frame`, …) resolve up to `e2e/node_modules`. Git-ignored.
 */
export const TMP_DIR = join(E2E_DIR, '.tmp')
export const EDITOR_HOST_DIR = join(REPO_ROOT, 'apps', 'editor-host')
export const MUTATE_API_CLI = join(REPO_ROOT, 'apps', 'mutate-api', 'dist', 'cli.js')
/** The canvas id mutate-api serves the fixture copy under (and the editor host is told). */
export const FIXTURE_CANVAS_ID = 'editor-fixture'
/** The prefix of every fixture copy's folder name in {@link TMP_DIR}. */
export const COPY_PREFIX = 'editor-app-'
