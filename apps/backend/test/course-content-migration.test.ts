import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate } from '../src/db/migrate.js'
import { createConfirmedUser, seed } from '../src/db/seed.js'
import { resolvePaths } from '../src/paths.js'
import { createTestDatabase, ENGINES, uniqueEmail } from './support/backend-harness.js'
import { LESSONS } from './support/course-content-fixtures.js'

// A database that learners used under the duration-derived outline (text lesson ids
// 'w<week>-<kind>') is migrated to the content model, then seeded with the content: their
// completions land on the real lessons in outline order.
const CONTENT_MODEL = '20250201000100'

for (const engine of ENGINES) {
  describe(`migrating completions to the content model (${engine})`, () => {
    it('keeps old completions through the migration and moves them onto the seeded lessons', async () => {
      const paths = resolvePaths()
      const database = await createTestDatabase(engine)
      const before = await mkdtemp(join(tmpdir(), 'migrations-before-content-'))
      try {
        const { db } = database
        for (const file of await readdir(paths.migrationsDir)) {
          if (file < CONTENT_MODEL)
            await copyFile(join(paths.migrationsDir, file), join(before, file))
        }
        await migrate(db, before)
        const userId = await createConfirmedUser(db, {
          email: uniqueEmail('early'),
          password: 'early-learner-1',
          name: 'Early learner',
          userType: 'student',
        })
        const course = await db.query<{ id: string }>(
          `insert into public.courses (slug, title_en, title_ar, description_en, description_ar,
             instructor_name, difficulty, duration, is_published)
           values ('english-for-beginners', 'English for Beginners', 'الإنجليزية للمبتدئين',
             'Start.', 'ابدأ.', 'Sarah Ahmed', 'beginner', '4 weeks', true)
           returning id`,
        )
        const courseId = course.rows[0]?.id
        await db.query(
          'insert into public.enrollments (user_id, course_id, progress_percent) values ($1, $2, 33)',
          [userId, courseId],
        )
        // Outline order: w1-video 1st, w1-quiz 3rd, w2-practice 5th, w3-video 7th (no counterpart).
        for (const old of ['w1-video', 'w1-quiz', 'w2-practice', 'w3-video']) {
          await db.query(
            'insert into public.lesson_completions (user_id, course_id, lesson_id) values ($1, $2, $3)',
            [userId, courseId, old],
          )
        }

        await migrate(db, paths.migrationsDir)
        const waiting = await db.query<{ n: number }>(
          'select count(*)::integer as n from public.lesson_completions_legacy',
        )
        expect(waiting.rows).toEqual([{ n: 4 }])

        await seed(db, paths.seedFile)
        const moved = await db.query<{ lesson_id: string }>(
          'select lesson_id from public.lesson_completions where user_id = $1 order by lesson_id',
          [userId],
        )
        expect(moved.rows.map((row) => row.lesson_id)).toEqual([
          LESSONS.greetings,
          LESSONS.greetingsQuiz,
          LESSONS.askingPrices,
        ])
        const progress = await db.query<{ progress_percent: number }>(
          'select progress_percent from public.enrollments where user_id = $1',
          [userId],
        )
        expect(progress.rows).toEqual([{ progress_percent: 60 }])
        const left = await db.query<{ n: number }>(
          'select count(*)::integer as n from public.lesson_completions_legacy',
        )
        expect(left.rows).toEqual([{ n: 0 }])
      } finally {
        await rm(before, { recursive: true, force: true })
        await database.drop()
      }
    })
  })
}
