import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, type TestBackend } from './support/backend-harness.js'
import { newPerson, type Person } from './support/people.js'
import { useSeededBackends } from './support/seeded-backends.js'

// The content bank (20250513000000_content_bank.sql): staff-only questions with their answer
// keys, checked on the server, imported all or nothing, found in English and Arabic, and the
// source of the placement test.

const single = (prompt_en: string, extra: Record<string, unknown> = {}) => ({
  kind: 'single',
  prompt_en,
  prompt_ar: '',
  options: [
    { id: 'a', text_en: 'goes', text_ar: '' },
    { id: 'b', text_en: 'go', text_ar: '' },
  ],
  correct_option_ids: ['a'],
  level: 'A2',
  skill: 'grammar',
  subject: 'english',
  ...extra,
})

for (const engine of ENGINES) {
  describe(`content bank (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let teacherA: Person
    let teacherB: Person
    let learner: Person
    let admin: Person

    beforeAll(async () => {
      server = seeded.backends.server
      const { db } = seeded.database
      teacherA = await newPerson(db, server, 'bank-teacher-a', 'teacher')
      teacherB = await newPerson(db, server, 'bank-teacher-b', 'teacher')
      learner = await newPerson(db, server, 'bank-learner', 'student')
      admin = await newPerson(db, server, 'bank-admin', 'student', { admin: true })
    })

    const save = (who: Person, question: Record<string, unknown>) =>
      who.client.rpc('save_bank_question', { question })

    it('lets staff add and read questions with their keys; learners read and write nothing', async () => {
      const added = await save(teacherA, single('She ___ to school every day.'))
      expect(added.error).toBeNull()
      expect(added.data).toMatchObject({
        kind: 'single',
        correct_option_ids: ['a'],
        created_by: teacherA.id,
        in_placement: false,
      })
      const id = (added.data as { id: string }).id
      const seen = await teacherB.client
        .from('bank_questions')
        .select('id, correct_option_ids')
        .eq('id', id)
      expect(seen.data).toEqual([{ id, correct_option_ids: ['a'] }])

      expect((await learner.client.from('bank_questions').select('id').eq('id', id)).data).toEqual(
        [],
      )
      expect((await learner.client.rpc('search_bank_questions', {})).data ?? []).toEqual([])
      expect((await save(learner, single('Mine'))).error?.code).toBe('42501')
      expect(
        (await learner.client.rpc('import_bank_questions', { questions: [single('x')] })).error
          ?.code,
      ).toBe('42501')
      const direct = await learner.client.from('bank_questions').insert(single('Direct'))
      expect(direct.error).not.toBeNull()
      // Straight through the API, staff writes are checked as save_bank_question checks them.
      const malformed = await teacherA.client
        .from('bank_questions')
        .insert({ ...single('Malformed'), correct_option_ids: ['z'] })
      expect(malformed.error?.details).toBe('bank_question_invalid')
      expect(JSON.parse(String(malformed.error?.hint)).field).toBe('answers')
      const emptied = await teacherA.client
        .from('bank_questions')
        .update({ options: [] })
        .eq('id', id)
      expect(emptied.error?.details).toBe('bank_question_invalid')
      const straight = await teacherA.client
        .from('bank_questions')
        .insert(single('Straight through the API'))
        .select('created_by')
        .single()
      expect(straight.data).toEqual({ created_by: teacherA.id })
      const anon = await server.client().from('bank_questions').select('id')
      expect(anon.data ?? []).toEqual([])
    })

    it('lets only the author or an admin change or delete a question', async () => {
      const added = await save(teacherA, single('They ___ football on Fridays.'))
      const id = (added.data as { id: string }).id
      const byOther = await save(teacherB, { ...single('Taken over'), id })
      expect(byOther.error?.code).toBe('42501')
      const deletedByOther = await teacherB.client
        .from('bank_questions')
        .delete()
        .eq('id', id)
        .select()
      expect(deletedByOther.data ?? []).toEqual([])

      const byAuthor = await save(teacherA, {
        ...single('They ___ football on Fridays!'),
        id,
        level: 'A1',
      })
      expect(byAuthor.data).toMatchObject({ id, level: 'A1', created_by: teacherA.id })
      const byAdmin = await save(admin, { ...single('They ___ football on Sundays.'), id })
      expect(byAdmin.data).toMatchObject({
        id,
        prompt_en: 'They ___ football on Sundays.',
        created_by: teacherA.id,
      })
      const deleted = await admin.client.from('bank_questions').delete().eq('id', id).select('id')
      expect(deleted.data).toEqual([{ id }])
    })

    it('checks every question on the server with a field and a reason', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...single('Two right'), correct_option_ids: ['a', 'b'] }, 'answers'],
        [{ ...single('Unknown right'), correct_option_ids: ['z'] }, 'answers'],
        [{ ...single(''), prompt_ar: '  ' }, 'prompt'],
        [{ ...single('One option'), options: [{ id: 'a', text_en: 'x', text_ar: '' }] }, 'options'],
        [{ ...single('Level'), level: 'D9' }, 'level'],
        [{ ...single('Skill'), skill: 'juggling' }, 'skill'],
        [{ kind: 'short', prompt_en: 'Capital of Egypt?', accepted_answers: [' '] }, 'answers'],
        [{ ...single('Kind'), kind: 'essay' }, 'kind'],
      ]
      for (const [question, field] of cases) {
        const refused = await save(teacherA, question)
        expect(refused.error, JSON.stringify(question)).toMatchObject({
          details: 'bank_question_invalid',
        })
        expect(JSON.parse(String(refused.error?.hint)).field).toBe(field)
      }
      const short = await save(teacherA, {
        kind: 'short',
        prompt_ar: 'ما عاصمة مصر؟',
        accepted_answers: ['القاهرة', ' Cairo '],
        options: [],
      })
      expect(short.data).toMatchObject({
        kind: 'short',
        accepted_answers: ['القاهرة', 'Cairo'],
        options: [],
      })
    })

    it('imports all questions or none, naming every bad row', async () => {
      const { db } = seeded.database
      const count = async () =>
        Number(
          (await db.query<{ n: string }>('select count(*) as n from public.bank_questions')).rows[0]
            ?.n,
        )
      const before = await count()
      const rows = [
        single('Import one ___.'),
        { ...single('Import two ___.'), correct_option_ids: [] },
        { kind: 'short', prompt_en: 'Import three?', accepted_answers: ['yes'] },
        { ...single('Import four ___.'), level: 'Z1' },
      ]
      const refused = await teacherA.client.rpc('import_bank_questions', { questions: rows })
      expect(refused.error).toMatchObject({
        details: 'bank_import_invalid',
        message: '2 of 4 questions cannot be imported; nothing was added.',
      })
      expect(JSON.parse(String(refused.error?.hint))).toEqual([
        { row: 2, field: 'answers', message: 'Mark exactly one right option.' },
        { row: 4, field: 'level', message: 'The level is one of A1, A2, B1, B2, C1.' },
      ])
      expect(await count()).toBe(before)

      const imported = await teacherA.client.rpc('import_bank_questions', {
        questions: [rows[0], rows[2], { ...single('Placement by import?'), in_placement: true }],
      })
      expect(imported).toMatchObject({ data: 3, error: null })
      expect(await count()).toBe(before + 3)
      const sneaked = await db.query(
        `select in_placement from public.bank_questions where prompt_en = 'Placement by import?'`,
      )
      expect(sneaked.rows).toEqual([{ in_placement: false }])

      const tooMany = await teacherA.client.rpc('import_bank_questions', {
        questions: Array.from({ length: 1001 }, (_, n) => single(`Bulk ${n}`)),
      })
      expect(tooMany.error?.details).toBe('bank_import_too_large')
    })

    it('finds questions in English and Arabic, stemmed or partial, with filters', async () => {
      await teacherA.client.rpc('import_bank_questions', {
        questions: [
          single('The children were writing letters to their grandmother.', {
            level: 'B1',
            skill: 'reading',
          }),
          {
            kind: 'single',
            prompt_ar: 'كتب الطلاب الدروس مع أحمد.',
            options: [
              { id: 'a', text_ar: 'صحيح', text_en: '' },
              { id: 'b', text_ar: 'خطأ', text_en: '' },
            ],
            correct_option_ids: ['a'],
            level: 'A1',
            skill: 'reading',
            subject: 'arabic',
          },
          {
            kind: 'short',
            prompt_en: 'Spell the word for a large cat with stripes.',
            accepted_answers: ['tiger'],
            skill: 'vocabulary',
          },
        ],
      })
      const search = async (args: Record<string, string>) => {
        const { data, error } = await teacherB.client.rpc('search_bank_questions', args)
        expect(error).toBeNull()
        return (data as { prompt_en: string; prompt_ar: string }[]).map(
          (row) => row.prompt_en || row.prompt_ar,
        )
      }
      expect(await search({ q: 'write letter' })).toEqual([
        'The children were writing letters to their grandmother.',
      ])
      expect(await search({ q: 'grandmoth' })).toEqual([
        'The children were writing letters to their grandmother.',
      ])
      // Arabic with or without the article, and the hamza/alef forms folded.
      expect(await search({ q: 'دروس' })).toEqual(['كتب الطلاب الدروس مع أحمد.'])
      expect(await search({ q: 'احمد' })).toEqual(['كتب الطلاب الدروس مع أحمد.'])
      expect(await search({ q: 'طلاب', subject: 'arabic', level: 'A1' })).toEqual([
        'كتب الطلاب الدروس مع أحمد.',
      ])
      expect(await search({ q: 'طلاب', subject: 'english' })).toEqual([])
      expect(await search({ q: 'tiger', kind: 'short' })).toEqual([])
      expect(await search({ q: 'stripes', kind: 'short', skill: 'vocabulary' })).toEqual([
        'Spell the word for a large cat with stripes.',
      ])
      const tooLong = await teacherB.client.rpc('search_bank_questions', { q: 'x'.repeat(201) })
      expect(tooLong.error?.details).toBe('bank_search_invalid')
      const paged = await teacherB.client
        .rpc('search_bank_questions', { skill: 'grammar' }, { count: 'exact' })
        .range(0, 4)
      expect(paged.data).toHaveLength(5)
      expect(paged.count).toBeGreaterThan(30)
    })

    it('feeds the placement test: the 30 items are bank questions; only admins add, change or take one out', async () => {
      const { db } = seeded.database
      const placement = await admin.client
        .from('bank_questions')
        .select('id, level, correct_option_ids')
        .eq('in_placement', true)
      expect(placement.data).toHaveLength(30)

      const teacherTry = await save(teacherA, {
        ...single('Teacher placement ___.'),
        in_placement: true,
      })
      expect(teacherTry.error?.code).toBe('42501')
      const seededId = placement.data?.[0]?.id as string
      const teacherEdit = await teacherA.client
        .from('bank_questions')
        .update({ explanation: 'mine now' })
        .eq('id', seededId)
        .select()
      expect(teacherEdit.data ?? []).toEqual([])

      const added = await save(admin, {
        ...single('By next year she ___ here for a decade.', { level: 'C1' }),
        options: [
          { id: 'a', text_en: 'will have worked', text_ar: '' },
          { id: 'b', text_en: 'works', text_ar: '' },
          { id: 'c', text_en: 'has worked', text_ar: '' },
        ],
        correct_option_ids: ['a'],
        in_placement: true,
      })
      expect(added.error).toBeNull()
      const id = (added.data as { id: string }).id
      const item = async () =>
        (
          await db.query<{
            level: string
            prompt: string
            choices: string[]
            answer: number
            active: boolean
          }>(
            'select level, prompt, choices, answer, active from public.placement_items where bank_question_id = $1',
            [id],
          )
        ).rows[0]
      expect(await item()).toEqual({
        level: 'C1',
        prompt: 'By next year she ___ here for a decade.',
        choices: ['will have worked', 'works', 'has worked'],
        answer: 0,
        active: true,
      })
      const noArabicOptionsOk = await save(admin, {
        ...single('By next year she ___ here for a decade.', { level: 'B2' }),
        id,
        options: [
          { id: 'a', text_en: 'will have worked', text_ar: '' },
          { id: 'b', text_en: '', text_ar: 'يعمل' },
        ],
        in_placement: true,
      })
      expect(noArabicOptionsOk.error?.details).toBe('bank_question_invalid')

      await save(admin, {
        ...single('By next year she ___ here for a decade.', { level: 'C1' }),
        id,
        in_placement: false,
      })
      expect((await item())?.active).toBe(false)
      await admin.client.from('bank_questions').delete().eq('id', id)
      const kept = await db.query(
        'select active, bank_question_id from public.placement_items where id = $1',
        [`bank-${id}`],
      )
      expect(kept.rows).toEqual([{ active: false, bank_question_id: null }])

      // A learner's test asks only active items.
      const started = await learner.client.rpc('start_placement')
      expect(started.error).toBeNull()
      const asked = (started.data as { item: { id: string } }).item.id
      expect(asked).not.toBe(`bank-${id}`)
    })
  })
}
