import type { AnswerLanguage } from './answer-language.ts'
import type { LessonPassage } from './lesson-passage.ts'
import type { OpenItem } from './open-item.ts'
import { searchForm } from './search-form.ts'

// The answer without a model: the best passages of the learner's lessons, quoted, and a question
// that sends the learner back to them. Lesson text is only ever quoted, never followed, so
// instructions hidden in it (or in the question) change nothing.

const TEXTS = {
  en: {
    found: 'Here is what your lessons say:',
    guide: (term: string) =>
      `A question to guide you: what do you think “${term}” means here? Try using it in a sentence of your own, then compare it with the lesson.`,
    guideGeneric:
      'A question to guide you: which of these sentences answers your question best? Try to say it in your own words, then check it against the lesson.',
    notFound:
      'I could not find this in your lessons. Try asking with words from the lesson — its title, or a phrase you heard in the video.',
    openItem:
      'This looks like one of your open quiz or homework questions, so I will not answer it for you — but these lessons cover it:',
    openItemGuide:
      'Which part of the lesson do you think answers it? Try it yourself first, then check your answer against the lesson.',
  },
  ar: {
    found: 'هذا ما تقوله دروسك:',
    guide: (term: string) =>
      `سؤال يرشدك: ماذا تعني «${term}» هنا في رأيك؟ جرّب أن تستخدمها في جملة من عندك، ثم قارنها بالدرس.`,
    guideGeneric:
      'سؤال يرشدك: أي هذه الجمل يجيب عن سؤالك أفضل؟ حاول أن تقولها بكلماتك، ثم راجعها مع الدرس.',
    notFound:
      'لم أجد هذا في دروسك. جرّب أن تسأل بكلمات من الدرس — عنوانه، أو عبارة سمعتها في الفيديو.',
    openItem:
      'يبدو أن هذا أحد أسئلة اختبارك أو واجبك المفتوحة، لذلك لن أجيب عنه بدلًا منك — لكن هذه الدروس تشرحه:',
    openItemGuide: 'أي جزء من الدرس يجيب عنه في رأيك؟ حاول بنفسك أولًا، ثم راجع إجابتك مع الدرس.',
  },
} as const

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

function where(passage: LessonPassage, language: AnswerLanguage): string {
  const title = language === 'ar' ? passage.lesson_title_ar : passage.lesson_title_en
  return passage.start_second === null ? title : `${title} (${clock(passage.start_second)})`
}

/** The word of the question that the best passage is about, as the learner typed it. */
function keyTerm(message: string, passage: LessonPassage): string | null {
  const passageForm = ` ${searchForm(passage.body)} `
  const candidates = message
    .split(/\s+/)
    .map((word) => ({
      word: word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
      form: searchForm(word),
    }))
    .filter(({ form }) => form.length >= 4 && passageForm.includes(` ${form}`))
    .sort((a, b) => b.form.length - a.form.length)
  return candidates[0]?.word ?? null
}

/**
 * The offline answer to `message` in `language` from `passages` (best first). When the message
 * asks one of the learner's open items, it names the lessons without quoting them.
 */
export function offlineAnswer(
  message: string,
  passages: readonly LessonPassage[],
  language: AnswerLanguage,
  openItem: OpenItem | null,
): string {
  const texts = TEXTS[language]
  if (passages.length === 0) return texts.notFound
  if (openItem !== null) {
    const lessons = [
      ...new Set(passages.map((passage) => where({ ...passage, start_second: null }, language))),
    ]
    return [texts.openItem, ...lessons.map((title) => `- ${title}`), '', texts.openItemGuide].join(
      '\n',
    )
  }
  const quoted = passages.map((passage) => `- “${passage.body}” — ${where(passage, language)}`)
  const first = passages[0]
  const term = first === undefined ? null : keyTerm(message, first)
  return [texts.found, ...quoted, '', term === null ? texts.guideGeneric : texts.guide(term)].join(
    '\n',
  )
}
