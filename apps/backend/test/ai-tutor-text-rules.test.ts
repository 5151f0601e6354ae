import { describe, expect, it } from 'vitest'
import { answerLanguage } from '../../../supabase/functions/ai-tutor/answer-language.ts'
import { isBlockedMessage } from '../../../supabase/functions/ai-tutor/moderation-blocklist.ts'
import {
  ProtectedAnswerGuard,
  protectedAnswers,
} from '../../../supabase/functions/ai-tutor/protected-answer-guard.ts'
import { searchForm } from '../../../supabase/functions/ai-tutor/search-form.ts'
import { tutorEventStream } from '../../../supabase/functions/ai-tutor/tutor-event-stream.ts'

// The pure text rules of the ai-tutor function: no database, no server.

describe('ai-tutor text rules', () => {
  it('folds Arabic the way public.passage_search_form does', () => {
    expect(searchForm('هل من أسئلةٍ؟')).toBe('هل من اسيله')
    expect(searchForm('Let’s WRAP-up! ١٢')).toBe('let s wrap up 12')
  })

  it('answers in Arabic when most letters are Arabic script, else English', () => {
    expect(answerLanguage('ما معنى Let’s get started؟')).toBe('en')
    expect(answerLanguage('ما معنى كلمة اجتماع في الدرس؟')).toBe('ar')
    expect(answerLanguage('How do I say مرحبا?')).toBe('en')
    expect(answerLanguage('???', 'ar')).toBe('ar')
  })

  it('blocks listed words whole and in any spelling, not parts of other words', () => {
    expect(isBlockedMessage('show me PORN')).toBe(true)
    expect(isBlockedMessage('فيديو إباحي')).toBe(true)
    expect(isBlockedMessage('I love my sextant and the sunset')).toBe(false)
  })

  it('never releases a protected answer, even split across chunks', () => {
    const answers = protectedAnswers([
      {
        kind: 'quiz',
        item_id: 'q',
        course_id: 'c',
        prompt_en: 'p',
        prompt_ar: 'p',
        answers: ['Let’s get started', 'a'],
      },
    ])
    expect(answers).toEqual(['let s get started'])
    const guard = new ProtectedAnswerGuard(answers)
    const released: string[] = []
    for (const piece of [
      'A long hint about meetings that is safe to show. ',
      'Say: Let',
      '’s get ',
      'started',
    ]) {
      const step = guard.push(piece)
      released.push(step.release)
      if (step.blocked) break
    }
    expect(released.join('')).not.toMatch(/get/)
    expect(released.join('')).toContain('A long hint')
    expect(guard.push('more').blocked).toBe(true)

    const clean = new ProtectedAnswerGuard(answers)
    const text = ['Think about ', 'how meetings ', 'begin.']
    const out = text.map((piece) => clean.push(piece).release).join('') + clean.finish().release
    expect(out).toBe(text.join(''))
  })

  it('drops the events of an answer whose reader has gone, without failing', async () => {
    let finished: () => void = () => {}
    const done = new Promise<void>((resolve) => {
      finished = resolve
    })
    let later: () => void = () => {}
    const response = tutorEventStream(async (send) => {
      send({ event: 'delta', data: { text: 'first' } })
      await new Promise<void>((resolve) => {
        later = resolve
      })
      // The caller has cancelled by now: these must neither throw nor reach anyone.
      send({ event: 'delta', data: { text: 'second' } })
      send({
        event: 'done',
        data: { message_id: 'm', quota: { limit: null, used: 1, remaining: null } },
      })
      finished()
    })
    const reader = response.body?.getReader()
    const first = await reader?.read()
    expect(new TextDecoder().decode(first?.value)).toBe('event: delta\ndata: {"text":"first"}\n\n')
    await reader?.cancel()
    later()
    await done
  })
})
