import { inLanguage } from '../../support/learner-test'

// The Arabic of the seeded data the specs meet (supabase/seed.sql, title_ar): course and
// assignment titles come from the database, not from the app's catalogues.
const SEEDED_ARABIC = {
  'English for Beginners': 'الإنجليزية للمبتدئين',
  'Business English': 'الإنجليزية للأعمال',
  'English Grammar Mastery': 'إتقان قواعد اللغة الإنجليزية',
  'Conversational English': 'المحادثة باللغة الإنجليزية',
  'Introduce yourself': 'عرّف بنفسك',
  'Reply to a client e-mail': 'الرد على بريد إلكتروني من عميل',
  'Giving directions': 'وصف الطريق',
} as const

/** A seeded course or assignment title as the app shows it in the test's language. */
export function seeded(english: keyof typeof SEEDED_ARABIC): string {
  return inLanguage({ en: english, ar: SEEDED_ARABIC[english] })
}

const SEEDED_COURSES = [
  'English for Beginners',
  'Business English',
  'English Grammar Mastery',
  'Conversational English',
] as const

/**
 * Matches the title of any seeded course in the test's language — also while the guards spec has
 * renamed one for a moment ("Conversational English Live") — and no course a teacher publishes
 * during the run.
 */
export function seededCourseTitles(): RegExp {
  const titles = SEEDED_COURSES.map((title) => seeded(title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(titles.join('|'))
}
