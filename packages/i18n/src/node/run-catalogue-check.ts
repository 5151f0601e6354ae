import { access, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { I18nError } from '../i18n-error'
import { LOCALES, type Locale } from '../locale'
import { checkCatalogues, formatCatalogueReport } from './check-catalogues'

/** Where {@link runCatalogueCheck} writes; `process.stdout`/`process.stderr` satisfy it. */
export type CheckOutput = {
  readonly stdout: { write(text: string): unknown }
  readonly stderr: { write(text: string): unknown }
}

const USAGE = `Usage: splendid-i18n-check <catalogue-dir> [<catalogue-dir> ...]

Checks that each <catalogue-dir> holds the same messages in English and Arabic and that no
Arabic translation is empty. A folder holds either <locale>/messages.po (one catalogue per app)
or <locale>.po (one catalogue per feature folder). Exit code 0: complete; 1: problems found;
2: wrong arguments or unreadable catalogues.
`

/** The catalogue file of a locale in `dir`: `<locale>/messages.po`, else `<locale>.po`. */
async function cataloguePath(dir: string, locale: Locale): Promise<string> {
  const nested = join(dir, locale, 'messages.po')
  const flat = join(dir, `${locale}.po`)
  try {
    await access(flat)
    return flat
  } catch {
    return nested
  }
}

async function readCatalogue(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8')
  } catch (cause) {
    const missing = (cause as NodeJS.ErrnoException).code === 'ENOENT'
    throw new I18nError(
      missing ? 'catalogue-not-found' : 'catalogue-invalid',
      missing ? `Catalogue not found: ${path}` : `Cannot read catalogue ${path}.`,
      { cause },
    )
  }
}

/**
 * The `splendid-i18n-check <catalogue-dir>` command: checks an app's `en` and `ar` PO
 * catalogues and reports every message missing in one language or untranslated in Arabic.
 * Resolves to the exit code: 0 complete, 1 problems found, 2 usage or read error.
 *
 * @example
 * ```ts
 * process.exitCode = await runCatalogueCheck(['src/locales'], process)
 * ```
 */
export async function runCatalogueCheck(
  args: readonly string[],
  output: CheckOutput,
): Promise<number> {
  if (args[0] === '--help' || args[0] === '-h') {
    output.stdout.write(USAGE)
    return 0
  }
  if (args.length === 0) {
    output.stderr.write(USAGE)
    return 2
  }
  let exitCode = 0
  for (const dir of args) {
    exitCode = Math.max(exitCode, await checkFolder(dir, output, args.length > 1))
  }
  return exitCode
}

async function checkFolder(dir: string, output: CheckOutput, named: boolean): Promise<number> {
  const prefix = named ? `${dir}: ` : ''
  try {
    const paths = await Promise.all(LOCALES.map((locale) => cataloguePath(dir, locale)))
    const filenames = Object.fromEntries(LOCALES.map((locale, i) => [locale, paths[i]]))
    // Read side by side, reported in locale order: the message never depends on which read
    // failed first.
    const reads = await Promise.allSettled(LOCALES.map((_, i) => readCatalogue(paths[i] ?? '')))
    const texts = reads.map((read) => {
      if (read.status === 'rejected') throw read.reason
      return read.value
    })
    const sources = Object.fromEntries(
      LOCALES.map((locale, i) => [locale, texts[i] ?? ''] as const),
    ) as Record<Locale, string>
    const result = checkCatalogues(sources, filenames as Record<Locale, string>)
    const report = `${prefix}${formatCatalogueReport(result)}\n`
    if (result.ok) {
      output.stdout.write(report)
      return 0
    }
    output.stderr.write(report)
    return 1
  } catch (error) {
    if (!(error instanceof I18nError)) throw error
    output.stderr.write(`splendid-i18n-check: ${error.message} [${error.code}]\n`)
    return 2
  }
}
