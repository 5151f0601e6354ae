import { describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { ENGINES, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// Tutors' photos (20250509000000_tutor_photos.sql): a teacher writes only their own folder of
// the public bucket, and their profile can only point into it.

const WEBP = new Blob([new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 69, 66, 80])], {
  type: 'image/webp',
})

for (const engine of ENGINES) {
  describe(`tutor photos (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })

    it('lets a teacher store a photo in their own folder only, and shows it to everyone', async () => {
      const { db } = seeded.database
      const server = seeded.backends.server
      await db.query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
         values ('tutor-photos', 'tutor-photos', true, 2097152, '{image/webp,image/png,image/jpeg}')
         on conflict (id) do nothing`,
      )
      const person = async (name: string, userType: 'student' | 'teacher') => {
        const email = uniqueEmail(name)
        const id = await createConfirmedUser(db, { email, password: 'secret123', name, userType })
        return { id, client: await server.signedInClient(email, 'secret123') }
      }
      const teacher = await person('photo-teacher', 'teacher')
      const other = await person('other-teacher', 'teacher')
      const learner = await person('photo-learner', 'student')
      const created = await teacher.client
        .from('tutors')
        .insert({ user_id: teacher.id, name: 'Photo Tutor' })
        .select('id')
        .single()
      expect(created.error).toBeNull()
      const tutorId = created.data?.id as string

      const own = `${teacher.id}/photo-1.webp`
      const photos = (client: typeof teacher.client) => client.storage.from('tutor-photos')
      expect((await photos(teacher.client).upload(own, WEBP)).error).toBeNull()
      expect((await photos(other.client).upload(`${teacher.id}/x.webp`, WEBP)).error).not.toBeNull()
      expect(
        (await photos(learner.client).upload(`${learner.id}/me.webp`, WEBP)).error,
      ).not.toBeNull()
      expect((await photos(other.client).remove([own])).data ?? []).toEqual([])

      const elsewhere = await teacher.client
        .from('tutors')
        .update({ photo_path: `${other.id}/photo.webp` })
        .eq('id', tutorId)
      expect(elsewhere.error?.code).toBe('23514')
      const set = await teacher.client
        .from('tutors')
        .update({ photo_path: own })
        .eq('id', tutorId)
        .select('photo_path')
        .single()
      expect(set.data).toEqual({ photo_path: own })
      const hijack = await other.client
        .from('tutors')
        .update({ photo_path: null })
        .eq('id', tutorId)
        .select('id')
      expect(hijack.data).toEqual([])

      const shown = await fetch(`${server.url}/storage/v1/object/public/tutor-photos/${own}`)
      expect(shown.status).toBe(200)
      expect(shown.headers.get('content-type')).toContain('image/webp')
      // Read to the end: an unread body keeps the connection busy, and closing the backend
      // after the block waited for it (70–140 s in CI).
      expect(new Uint8Array(await shown.arrayBuffer())).toEqual(
        new Uint8Array(await WEBP.arrayBuffer()),
      )
    })
  })
}
