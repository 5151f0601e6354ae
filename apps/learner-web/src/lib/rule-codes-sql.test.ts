import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { RULE_CODES, type RuleArea } from '@splendid/domain'
import { describe, expect, test } from 'vitest'

// A string, not a URL: jsdom's URL class is not the one node:url accepts.
const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '../../../../supabase/migrations')

/** Every `detail = '<code>'` the migrations raise. */
function raisedCodes(): Set<string> {
  const codes = new Set<string>()
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(MIGRATIONS, file), 'utf8')
    for (const match of sql.matchAll(/\bdetail\s*=\s*'([a-z_]+)'/g)) codes.add(match[1] ?? '')
  }
  return codes
}

/** The areas whose codes the SQL raises itself (tutor's come from the ai-tutor function). */
const PREFIX: Record<Exclude<RuleArea, 'tutor'>, string> = {
  booking: 'booking_',
  homework: 'homework_',
  grading: 'homework_',
  lessonProgress: 'lesson_',
  enrolment: 'course_',
  placement: 'placement_',
  checkout: 'checkout_',
  authoring: 'authoring_',
  teaching: 'teaching_',
  contentBank: 'bank_',
}

/** Grading and handing in share the `homework_` prefix: each area's list leaves out the other's. */
const OTHER_AREA_CODES: Partial<Record<RuleArea, ReadonlySet<string>>> = {
  homework: new Set(RULE_CODES.grading),
  grading: new Set(RULE_CODES.homework),
}

describe('RULE_CODES (@splendid/domain) mirror supabase/migrations', () => {
  const raised = raisedCodes()

  test.each(Object.keys(PREFIX) as Exclude<RuleArea, 'tutor'>[])(
    '%s: every code the SQL raises, and no other',
    (area) => {
      const fromSql = [...raised].filter(
        (code) => code.startsWith(PREFIX[area]) && !OTHER_AREA_CODES[area]?.has(code),
      )
      expect([...RULE_CODES[area]].sort()).toEqual(fromSql.sort())
    },
  )

  test('tutor: every code the ai-tutor function answers, and no other; the SQL ones among them', () => {
    const source = readFileSync(join(MIGRATIONS, '../functions/ai-tutor/tutor-error.ts'), 'utf8')
    const union = /export type TutorErrorCode =([^=]*?)\n\n/.exec(source)?.[1] ?? ''
    const answered = [...union.matchAll(/'([a-z_]+)'/g)].map((match) => match[1] ?? '')
    expect([...RULE_CODES.tutor].sort()).toEqual(
      answered.filter((code) => code !== 'method_not_allowed' && code !== 'not_signed_in').sort(),
    )
    const fromSql = [...raised].filter((code) => code.startsWith('tutor_'))
    const passedOn = fromSql.filter((code) =>
      (RULE_CODES.tutor as readonly string[]).includes(code),
    )
    expect(passedOn.sort()).toEqual(['tutor_conversation_not_found', 'tutor_quota_exceeded'])
  })
})
