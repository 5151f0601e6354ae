import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The package's fixture folder. */
export const FIXTURES_ROOT = fileURLToPath(new URL('../../test/fixtures/', import.meta.url))

/** A TSX file of the corpus, with its path relative to {@link FIXTURES_ROOT}. */
export interface CorpusFile {
  readonly relativePath: string
  readonly absolutePath: string
  readonly source: string
}

/** Every `.tsx` file under the fixtures (generated output and `node_modules` excluded). */
export function corpusFiles(): CorpusFile[] {
  const files: CorpusFile[] = []
  const walk = (directory: string): void => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.generated') continue
      const absolutePath = path.join(directory, entry.name)
      if (entry.isDirectory()) walk(absolutePath)
      else if (entry.name.endsWith('.tsx')) {
        files.push({
          relativePath: path.relative(FIXTURES_ROOT, absolutePath).replaceAll('\\', '/'),
          absolutePath,
          source: readFileSync(absolutePath, 'utf8'),
        })
      }
    }
  }
  walk(FIXTURES_ROOT)
  return files.sort((a, b) => a.relativePath.localeCompare(b.relativePath))
}
