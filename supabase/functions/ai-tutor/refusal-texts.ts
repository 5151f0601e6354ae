import type { AnswerLanguage } from './answer-language.ts'

/** What the tutor says instead of a reply that would give away an open item's answer. */
export const PROTECTED_ANSWER_REFUSAL: Record<AnswerLanguage, string> = {
  en: 'I can’t give you the answer to one of your open quiz or homework questions — but I can help you find it. Which part of the lesson do you think it comes from? Tell me your best guess and I’ll give you a hint.',
  ar: 'لا أستطيع أن أعطيك إجابة أحد أسئلة اختبارك أو واجبك المفتوحة — لكن أستطيع مساعدتك في الوصول إليها. من أي جزء من الدرس تظن أنها تأتي؟ أخبرني بتخمينك وسأعطيك تلميحًا.',
}

/** The polite answer to a message on the blocklist (both languages: it is shown as an error). */
export const BLOCKED_MESSAGE_REFUSAL =
  'Let’s keep our chat about your lessons — please ask me something else. / لنُبقِ حديثنا عن دروسك — من فضلك اسألني شيئًا آخر.'
