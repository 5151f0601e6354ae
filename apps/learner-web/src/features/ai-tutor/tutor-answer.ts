import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** A topic the preview tutor can answer, with the words (English or Arabic) that point to it. */
interface TutorRule {
  readonly topic: string
  readonly keywords: readonly string[]
  readonly answer: MessageDescriptor
}

const RULES: readonly TutorRule[] = [
  {
    topic: 'present-perfect',
    keywords: ['present perfect', ' have been ', ' has been ', ' since ', 'المضارع التام'],
    answer: msg`Present perfect = have/has + past participle ("I have lived in Cairo for two years"). Use it for experiences and for actions that started in the past and continue now. Use "for" with a period (for two years) and "since" with a starting point (since 2020).`,
  },
  {
    topic: 'past-simple',
    keywords: ['past simple', 'simple past', ' yesterday ', ' ago ', 'الماضي البسيط'],
    answer: msg`Past simple is for finished actions at a known time: "I visited Alexandria last summer." Regular verbs add -ed (work → worked); common irregular ones: go → went, see → saw, have → had, make → made.`,
  },
  {
    topic: 'articles',
    keywords: ['article', ' a or an ', ' an or a ', ' a or the ', ' the or a ', 'أداة', 'أدوات'],
    answer: msg`Use "a" before a consonant sound (a book, a university) and "an" before a vowel sound (an apple, an hour). Use "the" when the listener knows which one you mean: "I bought a car. The car is blue."`,
  },
  {
    topic: 'prepositions',
    keywords: [
      'preposition',
      ' in or on ',
      ' on or in ',
      ' on or at ',
      ' at or on ',
      ' in or at ',
      ' at or in ',
      'حروف الجر',
      'حرف الجر',
    ],
    answer: msg`Time prepositions: "at" for clock times (at 7 o'clock), "on" for days and dates (on Monday, on 6 October), "in" for months, years and parts of the day (in May, in 2026, in the morning).`,
  },
  {
    topic: 'pronunciation',
    keywords: ['pronounc', 'accent', 'نطق', 'لهجة'],
    answer: msg`Arabic speakers often mix "p" and "b": for "p", close your lips and release a small puff of air (put your hand in front of your mouth to feel it). For "th" in "think", put your tongue lightly between your teeth and blow.`,
  },
  {
    topic: 'vocabulary',
    keywords: ['vocabulary', ' words ', 'memoriz', 'remember', 'مفردات', 'كلمات', 'أحفظ'],
    answer: msg`Learn 5–10 new words a day in sentences, not alone. Review them after one day, three days and a week (spaced repetition), and use each new word in a sentence about your own life.`,
  },
  {
    topic: 'speaking',
    keywords: ['speak', 'fluent', 'fluency', 'conversation', 'محادثة', 'التحدث', 'طلاقة'],
    answer: msg`To speak more fluently: shadow short audio clips (repeat right after the speaker), record yourself for one minute a day on a simple topic, and book a live class to practise with a tutor.`,
  },
  {
    topic: 'email',
    keywords: ['email', ' e mail', ' letter', ' formal ', 'بريد', 'رسالة'],
    answer: msg`A clear work e-mail: a greeting ("Dear Ms Hassan,"), one sentence with the purpose ("I am writing to ask about…"), the details in short paragraphs, a polite close ("Kind regards,") and your name.`,
  },
]

/** What the preview tutor answers: a matching topic's explanation, or a prompt to rephrase. */
export type TutorAnswer =
  | { readonly kind: 'answer'; readonly topic: string; readonly message: MessageDescriptor }
  | { readonly kind: 'unknown'; readonly message: MessageDescriptor }

/**
 * Answers common English-learning questions from a small set of local rules (no network call):
 * the first rule whose keyword appears in the question wins. This is a preview until an AI
 * backend exists.
 *
 * @example
 * ```ts
 * tutorAnswer('When do I use the present perfect?').kind // 'answer'
 * ```
 */
export function tutorAnswer(question: string): TutorAnswer {
  // Punctuation becomes spaces so keywords match whole words: '"a" or "an"' → ' a or an '.
  const text = ` ${question
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `
  const rule = RULES.find((candidate) => candidate.keywords.some((word) => text.includes(word)))
  if (rule) return { kind: 'answer', topic: rule.topic, message: rule.answer }
  return {
    kind: 'unknown',
    message: msg`I can help with grammar (tenses, articles, prepositions), vocabulary, pronunciation, speaking and writing e-mails. Try asking, for example: "When do I use the present perfect?"`,
  }
}
