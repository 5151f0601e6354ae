import { describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

for (const engine of ENGINES) {
  describe(`the storage schema, as hosted Supabase has it (${engine})`, () => {
    const seeded = useSeededBackends(engine, {})

    it('has the path helpers that hosted policies use', async () => {
      const { rows } = await seeded.database.db.query<{
        folders: string[]
        file: string
        ext: string
        top: string[]
      }>(
        `select storage.foldername('avatars/u1/me.tar.gz') as folders,
                storage.filename('avatars/u1/me.tar.gz') as file,
                storage.extension('avatars/u1/me.tar.gz') as ext,
                storage.foldername('top.png') as top`,
      )
      expect(rows[0]).toEqual({ folders: ['avatars', 'u1'], file: 'me.tar.gz', ext: 'gz', top: [] })
    })

    it('takes a seed written for hosted Supabase: buckets and objects with their columns', async () => {
      const db = seeded.database.db
      await db.exec(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
           values ('schema-test', 'schema-test', true, 1048576, array['image/png']);
         insert into storage.objects (bucket_id, name, owner_id, metadata)
           values ('schema-test', 'a/b/c.png', 'someone', '{"size": 3, "mimetype": "image/png"}');`,
      )
      const { rows } = await db.query<{ path_tokens: string[]; public: boolean }>(
        `select o.path_tokens, b.public from storage.objects o
           join storage.buckets b on b.id = o.bucket_id where o.bucket_id = 'schema-test'`,
      )
      expect(rows).toEqual([{ path_tokens: ['a', 'b', 'c.png'], public: true }])
      await expect(
        db.exec(
          `insert into storage.objects (bucket_id, name) values ('schema-test', 'a/b/c.png')`,
        ),
      ).rejects.toThrow(/bucketid_objname/)
    })
  })
}
