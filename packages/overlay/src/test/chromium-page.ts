import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { build } from 'esbuild'

/** Chromium used for the checks jsdom cannot make (style scoping, layout, hit testing). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Whether the Chromium binary is present on this machine. */
export const hasChromium = existsSync(CHROMIUM_PATH)

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--hide-scrollbars',
]

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
      CHROMIUM_PATH,
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
