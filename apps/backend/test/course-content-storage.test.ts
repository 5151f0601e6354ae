import { beforeAll, describe, expect, it } from 'vitest'
import type { Queryable } from '../src/db/database.js'
import { ENGINES } from './support/backend-harness.js'
import {
  asApiRole,
  courseIdOf,
  LESSONS,
  type Learner,
  newLearner,
} from './support/course-content-fixtures.js'
import { useSeededBackends } from './support/seeded-backends.js'

// The storage policies of supabase/migrations/20250201000300_course_media_policies.sql, checked
// in SQL as the API roles (what Storage does for each request).

const MEDIA = [
  'english-for-beginners/greetings.webm',
  'english-for-beginners/greetings.en.vtt',
  'english-for-beginners/greetings.ar.vtt',
  'business-english/meetings.webm',
  // Made the video of the premium lesson 'meeting-phrases' below.
  'business-english/meeting-phrases.webm',
  // Uploaded by the owner, not (yet) part of a lesson.
  'business-english/raw-cut.webm',
  'english-grammar-mastery/extra.webm',
]
const OPEN = [
  'business-english/meetings.webm',
  'english-for-beginners/greetings.ar.vtt',
  'english-for-beginners/greetings.en.vtt',
  'english-for-beginners/greetings.webm',
]

async function visibleMedia(tx: Queryable): Promise<string[]> {
  const result = await tx.query<{ name: string }>(
    `select name from storage.objects where bucket_id = 'course-media' order by name`,
  )
  return result.rows.map((row) => row.name)
}

async function insertObject(tx: Queryable, bucket: string, name: string): Promise<void> {
  await tx.query(
    `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{}'::jsonb)`,
    [bucket, name],
  )
}

for (const engine of ENGINES) {
  describe(`course media storage policies (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    let free: Learner
    let premium: Learner
    let expired: Learner
    let owner: Learner
    let admin: Learner

    beforeAll(async () => {
      const { db } = suite.database
      const server = suite.backends.server
      free = await newLearner(db, server, 'free')
      premium = await newLearner(db, server, 'premium', { premiumUntil: '2999-01-01T00:00:00Z' })
      expired = await newLearner(db, server, 'expired', { premiumUntil: '2020-01-01T00:00:00Z' })
      owner = await newLearner(db, server, 'owner')
      admin = await newLearner(db, server, 'admin', { admin: true })
      await db.query('update public.courses set owner_id = $1 where id = $2', [
        owner.id,
        await courseIdOf(db, 'business-english'),
      ])
      await db.query(
        `insert into storage.buckets (id, name, public) values
           ('course-media', 'course-media', false), ('course-covers', 'course-covers', true)
         on conflict (id) do nothing`,
      )
      for (const name of MEDIA) await insertObject(db, 'course-media', name)
      await db.query(
        `update public.lesson_contents set video_path = 'business-english/meeting-phrases.webm'
         where lesson_id = $1`,
        [LESSONS.meetingPhrases],
      )
    })

    it('lets anyone download the media of free lessons and previews, premium media to premium', async () => {
      const { db } = suite.database
      expect(await asApiRole(db, undefined, visibleMedia)).toEqual(OPEN)
      expect(await asApiRole(db, free.id, visibleMedia)).toEqual(OPEN)
      expect(await asApiRole(db, expired.id, visibleMedia)).toEqual(OPEN)
      expect(await asApiRole(db, premium.id, visibleMedia)).toEqual(
        [...OPEN, 'business-english/meeting-phrases.webm'].sort(),
      )
      // The owner sees everything under their course's folder; admins see everything.
      expect(await asApiRole(db, owner.id, visibleMedia)).toEqual(
        [...OPEN, 'business-english/meeting-phrases.webm', 'business-english/raw-cut.webm'].sort(),
      )
      expect(await asApiRole(db, admin.id, visibleMedia, { role: 'admin' })).toEqual(
        [...MEDIA].sort(),
      )
    })

    it("never serves another course's media through a lesson that points at it", async () => {
      const { db } = suite.database
      // The owner of business-english points its free preview at a premium grammar object.
      const pointed = await owner.client
        .from('lesson_contents')
        .update({ caption_ar_path: 'english-grammar-mastery/extra.webm' })
        .eq('lesson_id', LESSONS.meetings)
        .select('lesson_id')
      expect(pointed.error).toBeNull()
      expect(pointed.data).toEqual([{ lesson_id: LESSONS.meetings }])
      expect(await asApiRole(db, free.id, visibleMedia)).toEqual(OPEN)
      expect(await asApiRole(db, undefined, visibleMedia)).toEqual(OPEN)
      await db.query(
        `update public.lesson_contents set caption_ar_path = 'business-english/meetings.ar.vtt'
         where lesson_id = $1`,
        [LESSONS.meetings],
      )
    })

    it('lets owners and admins write only under their course folder', async () => {
      const { db } = suite.database
      await asApiRole(db, owner.id, (tx) =>
        insertObject(tx, 'course-media', 'business-english/new-lesson.webm'),
      )
      await expect(
        asApiRole(db, owner.id, (tx) =>
          insertObject(tx, 'course-media', 'english-grammar-mastery/mine.webm'),
        ),
      ).rejects.toMatchObject({ code: '42501' })
      await expect(
        asApiRole(db, premium.id, (tx) =>
          insertObject(tx, 'course-media', 'business-english/forged.webm'),
        ),
      ).rejects.toMatchObject({ code: '42501' })
      await expect(
        asApiRole(db, undefined, (tx) =>
          insertObject(tx, 'course-media', 'business-english/x.webm'),
        ),
      ).rejects.toMatchObject({ code: '42501' })
      await asApiRole(
        db,
        admin.id,
        (tx) => insertObject(tx, 'course-media', 'english-grammar-mastery/admin.webm'),
        { role: 'admin' },
      )
      // Deleting: a premium learner removes nothing, the owner removes their own object.
      const removedByPremium = await asApiRole(db, premium.id, (tx) =>
        tx.query(`delete from storage.objects where bucket_id = 'course-media'`),
      )
      expect(removedByPremium.rowCount).toBe(0)
      const removedByOwner = await asApiRole(db, owner.id, (tx) =>
        tx.query(`delete from storage.objects where bucket_id = 'course-media'`),
      )
      expect(removedByOwner.rowCount).toBe(4)
    })

    it('lets owners and admins write their course cover; covers are listed for everyone', async () => {
      const { db } = suite.database
      await asApiRole(db, owner.id, (tx) =>
        insertObject(tx, 'course-covers', 'business-english.webp'),
      )
      // A cover stored at several widths: '<slug>.<width>w.webp' is still the course's own.
      await asApiRole(db, owner.id, (tx) =>
        insertObject(tx, 'course-covers', 'business-english.320w.webp'),
      )
      await expect(
        asApiRole(db, owner.id, (tx) =>
          insertObject(tx, 'course-covers', 'conversational-english.webp'),
        ),
      ).rejects.toMatchObject({ code: '42501' })
      await expect(
        asApiRole(db, free.id, (tx) =>
          insertObject(tx, 'course-covers', 'english-for-beginners.webp'),
        ),
      ).rejects.toMatchObject({ code: '42501' })
      const listed = await asApiRole(db, undefined, (tx) =>
        tx.query<{ name: string }>(
          `select name from storage.objects where bucket_id = 'course-covers' order by name`,
        ),
      )
      expect(listed.rows).toEqual([
        { name: 'business-english.320w.webp' },
        { name: 'business-english.webp' },
      ])
    })
  })
}
