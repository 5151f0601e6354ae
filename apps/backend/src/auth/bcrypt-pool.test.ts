import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { bcryptPool } from './bcrypt-pool.js'

// Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (after the `(comm)` field).
function niceOfThreads(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
  })
}

describe('bcryptPool', () => {
  it('hashes and verifies on worker threads that run at nice 10, and survives a failed job', async () => {
    const hashed = await bcryptPool.hash('correct horse', 4)
    expect(hashed).toMatch(/^\$2b\$04\$/)
    expect(await bcryptPool.verify('correct horse', hashed)).toBe(true)
    expect(await bcryptPool.verify('wrong horse', hashed)).toBe(false)
    expect(await bcryptPool.verify('x', 'not a hash')).toBe(false)
    await expect(bcryptPool.hash('x', 99)).rejects.toThrow()
    // A failed job leaves its thread usable.
    expect(await bcryptPool.verify('correct horse', hashed)).toBe(true)
    expect(niceOfThreads().some((nice) => nice >= 10)).toBe(true)
  })
})
