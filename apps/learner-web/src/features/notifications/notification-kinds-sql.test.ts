import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { NOTIFICATION_KINDS } from './notification-kinds'

const MIGRATIONS = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../supabase/migrations',
)

/** The kinds of the last migration that sets the notifications table's kind check. */
function kindsInSql(): string[] {
  let last = ''
  for (const file of readdirSync(MIGRATIONS).sort()) {
    const sql = readFileSync(join(MIGRATIONS, file), 'utf8')
    // Other tables have a kind check too: only the notifications table's definition and its
    // named constraint count.
    const table = /create table public\.notifications \(([\s\S]*?)\n\);/.exec(sql)?.[1] ?? ''
    const found = [
      ...table.matchAll(/kind text not null check \(kind in \(([^)]*)\)\)/g),
      ...sql.matchAll(/add constraint notifications_kind_check check \(kind in \(([^)]*)\)\)/g),
    ]
    if (found.length > 0) last = found.at(-1)?.[1] ?? ''
  }
  return [...last.matchAll(/'([a-z_]+)'/g)].map((match) => match[1] ?? '')
}

describe('NOTIFICATION_KINDS mirror the notifications table', () => {
  test('the kinds the table accepts, in the same order', () => {
    expect(kindsInSql()).toEqual([...NOTIFICATION_KINDS])
  })
})
