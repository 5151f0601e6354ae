import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { USAGE } from '../usage'

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url))

/** Runs mutate-api's CLI from source (tsx) with `args` to its end. */
function run(args: readonly string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: PACKAGE_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk
    })
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk
    })
    child.once('exit', (code) => resolve({ code, out, err }))
  })
}

// Each run starts Node and tsx (1–2.5 s on this machine under load): two runs per test passed
// the default 5 s when the machine was busy.
describe('mutate-api CLI usage', { timeout: 30_000 }, () => {
  it('--help and -h print the usage and exit 0, starting nothing', async () => {
    for (const flag of ['--help', '-h']) {
      const { code, out, err } = await run([flag])
      expect(code).toBe(0)
      expect(out.trim()).toBe(USAGE)
      expect(err).toBe('')
    }
  })

  it('an unknown option or a bad value: one line saying why, the usage, exit 2, no stack trace', async () => {
    const unknown = await run(['--colour', 'red'])
    expect(unknown.code).toBe(2)
    expect(unknown.err).toMatch(/^mutate-api: Unknown option '--colour'/)
    expect(unknown.err).toContain(USAGE)
    expect(unknown.err).not.toMatch(/\n\s+at /)

    const badPort = await run(['--port', 'eighty'])
    expect(badPort.code).toBe(2)
    expect(badPort.err).toMatch(/^mutate-api: Invalid configuration: PORT: /)
    expect(badPort.err).not.toMatch(/\n\s+at /)
    expect(unknown.out + badPort.out).toBe('')
  })
})
