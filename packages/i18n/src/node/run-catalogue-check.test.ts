import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { runCatalogueCheck } from './run-catalogue-check'

const PACKAGE_DIR = join(import.meta.dirname, '../..')
const FIXTURES = join(PACKAGE_DIR, 'test/fixtures/catalogues')

function capture() {
  const out = { stdout: '', stderr: '' }
  const output = {
    stdout: { write: (text: string) => (out.stdout += text) },
    stderr: { write: (text: string) => (out.stderr += text) },
  }
  return { out, output }
}

describe('runCatalogueCheck', () => {
  it('exits 0 and reports the counts for complete catalogues', async () => {
    const { out, output } = capture()
    expect(await runCatalogueCheck([join(FIXTURES, 'complete')], output)).toBe(0)
    expect(out.stdout).toBe('Catalogues complete (messages: en 3, ar 3).\n')
    expect(out.stderr).toBe('')
  })

  it('exits 1 and lists every problem on stderr', async () => {
    const { out, output } = capture()
    expect(await runCatalogueCheck([join(FIXTURES, 'missing-in-en')], output)).toBe(1)
    expect(out.stderr).toBe(
      'Catalogue check failed: 1 problem.\n  en: missing "Only in Arabic" (id vIGiyd)\n',
    )
  })

  it('exits 2 with the usage when no folder is given', async () => {
    const { out, output } = capture()
    expect(await runCatalogueCheck([], output)).toBe(2)
    expect(out.stderr).toMatch(/^Usage: splendid-i18n-check <catalogue-dir>/)
  })

  it('exits 2 naming the file when a catalogue does not exist', async () => {
    const { out, output } = capture()
    expect(await runCatalogueCheck([join(FIXTURES, 'absent')], output)).toBe(2)
    expect(out.stderr).toBe(
      `splendid-i18n-check: Catalogue not found: ${join(FIXTURES, 'absent/en/messages.po')} [catalogue-not-found]\n`,
    )
  })

  it('reads the per-feature layout <dir>/<locale>.po', async () => {
    const { out, output } = capture()
    expect(await runCatalogueCheck([join(FIXTURES, 'flat-complete')], output)).toBe(0)
    expect(out.stdout).toBe('Catalogues complete (messages: en 1, ar 1).\n')
  })

  it('checks every folder given and fails when any of them has a gap', async () => {
    const { out, output } = capture()
    const complete = join(FIXTURES, 'complete')
    const gap = join(FIXTURES, 'empty-translation')
    expect(await runCatalogueCheck([complete, gap], output)).toBe(1)
    expect(out.stdout).toBe(`${complete}: Catalogues complete (messages: en 3, ar 3).\n`)
    expect(out.stderr).toBe(
      `${gap}: Catalogue check failed: 1 problem.\n  ar: empty translation of "Sign out" (id fcWrnU)\n`,
    )
  })

  it('runs as the splendid-i18n-check command and fails the process on a gap', async () => {
    const bin = join(PACKAGE_DIR, 'bin/splendid-i18n-check.mjs')
    const run = promisify(execFile)(process.execPath, [bin, join(FIXTURES, 'empty-translation')])
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr:
        'Catalogue check failed: 1 problem.\n  ar: empty translation of "Sign out" (id fcWrnU)\n',
    })
  })
})
