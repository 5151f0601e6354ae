/** The languages the tutor answers in. */
export type AnswerLanguage = 'en' | 'ar'

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/gu
const ANY_LETTER = /\p{L}/gu

/**
 * The language a message is written in: Arabic when most of its letters are Arabic script,
 * otherwise English; null for a message without letters.
 */
export function messageLanguage(message: string): AnswerLanguage | null {
  const letters = message.match(ANY_LETTER)?.length ?? 0
  if (letters === 0) return null
  const arabic = message.match(ARABIC_LETTER)?.length ?? 0
  return arabic * 2 > letters ? 'ar' : 'en'
}

/** The language to answer a message in: its own, or `fallback` when it has no letters. */
export function answerLanguage(message: string, fallback: AnswerLanguage = 'en'): AnswerLanguage {
  return messageLanguage(message) ?? fallback
}
