import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { NOTIFICATION_KINDS } from './notification-kinds'

const MIGRATION = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../supabase/migrations/20250505000000_notifications.sql',
)

describe('NOTIFICATION_KINDS mirror the notifications table', () => {
  test('the kinds the table accepts, in the same order', () => {
    const sql = readFileSync(MIGRATION, 'utf8')
    const check = /kind text not null check \(kind in \(([^)]*)\)\)/.exec(sql)?.[1] ?? ''
    const kinds = [...check.matchAll(/'([a-z_]+)'/g)].map((match) => match[1])
    expect(kinds).toEqual([...NOTIFICATION_KINDS])
  })
})
