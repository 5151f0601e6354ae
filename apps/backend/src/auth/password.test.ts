import { describe, expect, it } from 'vitest'
import { BCRYPT_COST, hashPassword, verifyPassword } from './password.js'

// Produced by bcryptjs 3.0.3 (the library this backend used before the native one), so hashes
// stored by earlier versions keep verifying.
const BCRYPTJS_2A = '$2a$10$ZjMgNiEzUDa28JoKhiDdhOLll/1gLQ.x2EumY6LavNXNOZPueDeTO' // student123
const BCRYPTJS_2B = '$2b$10$MU9lJNB87QXuAkhMuB8oa.ftmIBhMHXdBt2OomzBjVq.Y930iZYKa' // sálvame-ü

describe('password hashing', () => {
  it('writes GoTrue-shaped hashes at cost 10 that verify', async () => {
    const hashed = await hashPassword('correct horse')
    expect(hashed).toMatch(new RegExp(`^\\$2a\\$${BCRYPT_COST}\\$[./A-Za-z0-9]{53}$`))
    expect(await verifyPassword('correct horse', hashed)).toBe(true)
    expect(await verifyPassword('correct horsE', hashed)).toBe(false)
  })

  it('verifies hashes written by bcryptjs ($2a$ and $2b$)', async () => {
    expect(await verifyPassword('student123', BCRYPTJS_2A)).toBe(true)
    expect(await verifyPassword('student124', BCRYPTJS_2A)).toBe(false)
    expect(await verifyPassword('sálvame-ü', BCRYPTJS_2B)).toBe(true)
    expect(await verifyPassword('salvame-u', BCRYPTJS_2B)).toBe(false)
  })

  it('never matches a missing, malformed or over-long input', async () => {
    expect(await verifyPassword('splendid-timing-equaliser', null)).toBe(false)
    expect(await verifyPassword('anything', 'not a bcrypt hash')).toBe(false)
    const long = 'x'.repeat(73)
    expect(await verifyPassword(long, await hashPassword(long.slice(0, 72)))).toBe(false)
  })

  it('keeps the event loop free while hashing', async () => {
    let ticks = 0
    const timer = setInterval(() => {
      ticks += 1
    }, 1)
    await Promise.all([hashPassword('a1b2c3d4'), hashPassword('e5f6g7h8')])
    clearInterval(timer)
    expect(ticks).toBeGreaterThan(5)
  })
})
