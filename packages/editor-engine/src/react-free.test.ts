import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = path.dirname(fileURLToPath(import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return entry.name.endsWith('.ts') ? [file] : []
  })
}

describe('the engine', () => {
  it('imports neither React nor zustand’s React entry (only zustand/vanilla)', () => {
    const offending = sourceFiles(SRC).filter((file) =>
      /from '(react|react-dom|zustand)(\/[^']*)?'/.test(
        readFileSync(file, 'utf8').replaceAll("'zustand/vanilla'", "'vanilla'"),
      ),
    )
    expect(offending.map((file) => path.relative(SRC, file))).toEqual([])
  })
})
