import {
  CEFR_LEVELS,
  type CefrLevel,
  PLACEMENT_START_LEVEL,
  type PlacementAnswer,
  placementStep,
} from '@splendid/domain'
import { describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import { type Learner, newLearner } from './support/course-content-fixtures.js'
import { useSeededBackends } from './support/seeded-backends.js'

/** The question as the browser receives it. */
interface Question {
  done: false
  attempt_id: string
  position: number
  max_items: number
  item: { id: string; prompt: string; choices: string[] }
}

interface Result {
  done: true
  attempt_id: string
  level: CefrLevel
  answered: number
  correct: number
  taken_at: string
}

/** Every prefix of every path the test can take, each with the step the rule gives after it. */
function everyPrefix(): { answers: PlacementAnswer[]; step: ReturnType<typeof placementStep> }[] {
  const prefixes: { answers: PlacementAnswer[]; step: ReturnType<typeof placementStep> }[] = []
  const walk = (answers: PlacementAnswer[]) => {
    const step = placementStep(answers)
    prefixes.push({ answers, step })
    if (step.kind === 'result') return
    walk([...answers, { level: step.level, correct: true }])
    walk([...answers, { level: step.level, correct: false }])
  }
  walk([])
  return prefixes
}

// The adaptive placement test (migration 20250301000200_placement_test.sql).
for (const engine of ENGINES) {
  describe(`placement test (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })

    async function keyOf(itemId: string): Promise<{ level: CefrLevel; answer: number }> {
      const { rows } = await suite.database.db.query<{ level: CefrLevel; answer: number }>(
        'select level, answer from public.placement_items where id = $1',
        [itemId],
      )
      const key = rows[0]
      if (key === undefined) throw new Error(`no placement item ${itemId}`)
      return key
    }

    /** Answers every question, right exactly when `knows` says so; returns the levels asked. */
    async function takeTest(
      learner: Learner,
      knows: (level: CefrLevel) => boolean,
    ): Promise<{ asked: CefrLevel[]; items: string[]; result: Result }> {
      const start = await learner.client.rpc('start_placement')
      expect(start.error).toBeNull()
      let step = start.data as Question | Result
      const asked: CefrLevel[] = []
      const items: string[] = []
      while (!step.done) {
        const key = await keyOf(step.item.id)
        asked.push(key.level)
        items.push(step.item.id)
        expect(step.position).toBe(asked.length)
        const choice = knows(key.level) ? key.answer : (key.answer + 1) % step.item.choices.length
        const answer = await learner.client.rpc('answer_placement', {
          attempt_id: step.attempt_id,
          item_id: step.item.id,
          choice,
        })
        expect(answer.error).toBeNull()
        step = answer.data as Question | Result
      }
      return { asked, items, result: step }
    }

    async function placementOf(learner: Learner) {
      const { data, error } = await learner.client
        .from('profiles')
        .select('placement_level, placement_taken_at')
        .eq('id', learner.id)
        .single()
      expect(error).toBeNull()
      return data as { placement_level: CefrLevel | null; placement_taken_at: string | null }
    }

    it('keeps placement_step() equal to the domain rule on every path the test can take', async () => {
      const prefixes = everyPrefix()
      expect(prefixes.length).toBeGreaterThan(200)
      const { rows } = await suite.database.db.query<{ step: { kind: string; level: string } }>(
        `select public.placement_step(answers) as step
           from jsonb_array_elements($1::jsonb) with ordinality as t(answers, n) order by n`,
        [JSON.stringify(prefixes.map((prefix) => prefix.answers))],
      )
      expect(rows.map((row) => row.step)).toEqual(prefixes.map((prefix) => prefix.step))
    })

    it('has a bank of at least six items per level whose key no API role can read', async () => {
      const { rows } = await suite.database.db.query<{ level: string; items: number }>(
        'select level, count(*)::integer as items from public.placement_items group by level',
      )
      expect(rows.map((row) => row.level).sort()).toEqual([...CEFR_LEVELS])
      expect(rows.every((row) => row.items >= 6)).toBe(true)
      const learner = await newLearner(suite.database.db, suite.backends.server, 'peeker')
      const read = await learner.client.from('placement_items').select('answer')
      expect(read.error?.code).toBe('42501')
      const anonymous = await suite.backends.server.client().from('placement_items').select('*')
      expect(anonymous.error?.code).toBe('42501')
      const start = await learner.client.rpc('start_placement')
      const question = start.data as Question
      expect(Object.keys(question.item).sort()).toEqual(['choices', 'id', 'prompt'])
      expect(question).toMatchObject({ done: false, position: 1, max_items: 15 })
      expect((await keyOf(question.item.id)).level).toBe(PLACEMENT_START_LEVEL)
    })

    it('places a learner who knows everything at C1 in five questions and saves it', async () => {
      const learner = await newLearner(suite.database.db, suite.backends.server, 'expert')
      const { asked, result } = await takeTest(learner, () => true)
      expect(asked).toEqual(['A2', 'B1', 'B2', 'C1', 'C1'])
      expect(result).toMatchObject({ done: true, level: 'C1', answered: 5, correct: 5 })
      const saved = await placementOf(learner)
      expect(saved.placement_level).toBe('C1')
      expect(Date.parse(saved.placement_taken_at ?? '')).toBe(Date.parse(result.taken_at))
      const answers = await learner.client.from('placement_answers').select('item_id, correct')
      expect(answers.data).toHaveLength(5)
    })

    it('places a B1 learner at B1 and a newcomer at A1', async () => {
      const b1 = await newLearner(suite.database.db, suite.backends.server, 'middle')
      const known = (level: CefrLevel) => CEFR_LEVELS.indexOf(level) <= CEFR_LEVELS.indexOf('B1')
      const middle = await takeTest(b1, known)
      expect(middle.asked).toEqual(['A2', 'B1', 'B2', 'B1', 'B2'])
      expect(middle.result.level).toBe('B1')
      const newcomer = await newLearner(suite.database.db, suite.backends.server, 'newcomer')
      const first = await takeTest(newcomer, () => false)
      expect(first.asked).toEqual(['A2', 'A1', 'A1'])
      expect(first.result).toMatchObject({ level: 'A1', answered: 3, correct: 0 })
      // Every question of an attempt is a different item.
      expect(new Set(middle.items).size).toBe(middle.items.length)
    })

    it('refuses a retake for 7 days, then allows one with questions not seen before', async () => {
      const learner = await newLearner(suite.database.db, suite.backends.server, 'retaker')
      const first = await takeTest(learner, () => false)
      const refused = await learner.client.rpc('start_placement')
      expect(refused.error?.details).toBe('placement_retake_too_soon')
      const takenAt = Date.parse((await placementOf(learner)).placement_taken_at ?? '')
      expect(Date.parse(refused.error?.hint ?? '')).toBe(takenAt + 7 * 86_400_000)
      await suite.database.db.query(
        `update public.profiles set placement_taken_at = now() - interval '7 days 1 minute'
         where id = $1`,
        [learner.id],
      )
      const second = await takeTest(learner, () => false)
      expect(second.result.level).toBe('A1')
      expect(second.items.filter((item) => first.items.includes(item))).toEqual([])
    })

    it('resumes the attempt in progress, also when started 10 times at once', async () => {
      const learner = await newLearner(suite.database.db, suite.backends.server, 'tabs')
      const starts = await Promise.all(
        Array.from({ length: 10 }, () => learner.client.rpc('start_placement')),
      )
      expect(starts.map((start) => start.error)).toEqual(Array(10).fill(null))
      const attempts = new Set(starts.map((start) => (start.data as Question).attempt_id))
      expect(attempts.size).toBe(1)
      const first = starts[0]?.data as Question
      const answered = await learner.client.rpc('answer_placement', {
        attempt_id: first.attempt_id,
        item_id: first.item.id,
        choice: 0,
      })
      const again = await learner.client.rpc('start_placement')
      expect(again.data).toEqual(answered.data)
      expect((again.data as Question).position).toBe(2)
    })

    it('counts one answer per question under 5 concurrent answers', async () => {
      const learner = await newLearner(suite.database.db, suite.backends.server, 'double')
      const question = (await learner.client.rpc('start_placement')).data as Question
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          learner.client.rpc('answer_placement', {
            attempt_id: question.attempt_id,
            item_id: question.item.id,
            choice: 1,
          }),
        ),
      )
      expect(answers.filter((answer) => answer.error === null)).toHaveLength(1)
      expect(
        answers.filter((answer) => answer.error !== null).map((a) => a.error?.details),
      ).toEqual(Array(4).fill('placement_not_current_question'))
      const saved = await learner.client.from('placement_answers').select('item_id')
      expect(saved.data).toEqual([{ item_id: question.item.id }])
    })

    it('refuses forged answers, levels and attempts, and changes nothing', async () => {
      const learner = await newLearner(suite.database.db, suite.backends.server, 'forger')
      const other = await newLearner(suite.database.db, suite.backends.server, 'victim')
      const question = (await learner.client.rpc('start_placement')).data as Question
      const theirs = (await other.client.rpc('start_placement')).data as Question

      const cases: [Record<string, unknown>, string][] = [
        [{ ...answerTo(question), item_id: 'c1-1' }, 'placement_not_current_question'],
        [{ ...answerTo(question), choice: 4 }, 'placement_choice_out_of_range'],
        [{ ...answerTo(question), choice: -1 }, 'placement_choice_out_of_range'],
        [answerTo(theirs), 'placement_attempt_not_found'],
      ]
      for (const [args, details] of cases) {
        const forged = await learner.client.rpc('answer_placement', args)
        expect(forged.error?.details, JSON.stringify(args)).toBe(details)
      }
      const level = await learner.client
        .from('profiles')
        .update({ placement_level: 'C1', placement_taken_at: new Date().toISOString() })
        .eq('id', learner.id)
      expect(level.error?.code).toBe('42501')
      const attempt = await learner.client
        .from('placement_attempts')
        .insert({ user_id: learner.id, finished_at: new Date().toISOString(), result_level: 'C1' })
      expect(attempt.error?.code).toBe('42501')
      const answer = await learner.client.from('placement_answers').insert({
        attempt_id: question.attempt_id,
        item_id: question.item.id,
        position: 1,
        level: 'C1',
        choice: 0,
        correct: true,
      })
      expect(answer.error?.code).toBe('42501')
      const anonymous = await suite.backends.server.client().rpc('start_placement')
      expect(anonymous.error).not.toBeNull()

      expect(await placementOf(learner)).toEqual({
        placement_level: null,
        placement_taken_at: null,
      })
      const saved = await suite.database.db.query(
        'select 1 from public.placement_answers where attempt_id = any($1)',
        [[question.attempt_id, theirs.attempt_id]],
      )
      expect(saved.rows).toHaveLength(0)
      const theirsNow = await other.client.rpc('start_placement')
      expect(theirsNow.data).toEqual(theirs)
    })

    it('refuses an answer to a finished attempt', async () => {
      const learner = await newLearner(suite.database.db, suite.backends.server, 'finisher')
      const { result, items } = await takeTest(learner, () => true)
      const late = await learner.client.rpc('answer_placement', {
        attempt_id: result.attempt_id,
        item_id: items.at(-1),
        choice: 0,
      })
      expect(late.error?.details).toBe('placement_attempt_finished')
    })
  })
}

function answerTo(question: Question): Record<string, unknown> {
  return { attempt_id: question.attempt_id, item_id: question.item.id, choice: 0 }
}
