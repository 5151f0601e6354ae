import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { CHROMIUM_ARGS, requireChromium } from '@splendid/vitest-config/browser'
import { build } from 'esbuild'

// Chromium makes the checks jsdom cannot (style scoping, layout, hit testing).
const CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_ARGS, '--hide-scrollbars']

/** Bundles the package entry into one script that defines `window.SplendidOverlay`. */
export async function bundleOverlay(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../index.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'SplendidOverlay',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  if (output === undefined) throw new Error('esbuild produced no output')
  return output.text
}

const RESULT_PATTERN = /<pre id="result">([A-Za-z0-9+/=]*)<\/pre>/

/**
 * Loads `html` in headless Chromium and returns what the page's script stored: the page must put
 * `btoa(JSON.stringify(result))` into `<pre id="result">`. Base64 keeps the DOM dump unambiguous.
 */
export async function runInChromium(html: string): Promise<unknown> {
  const dir = await mkdtemp(join(tmpdir(), 'splendid-overlay-'))
  try {
    const page = join(dir, 'page.html')
    await writeFile(page, html)
    const { stdout } = await promisify(execFile)(
      requireChromium(),
      [
        ...CHROMIUM_FLAGS,
        `--user-data-dir=${join(dir, 'profile')}`,
        '--window-size=1024,768',
        '--dump-dom',
        `file://${page}`,
      ],
      { timeout: 30_000, maxBuffer: 10_000_000 },
    )
    const encoded = RESULT_PATTERN.exec(stdout)?.[1]
    if (encoded === undefined)
      throw new Error(`No result in the page dump:\n${stdout.slice(0, 2000)}`)
    return JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
