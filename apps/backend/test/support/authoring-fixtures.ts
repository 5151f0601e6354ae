/** The texts of a new course a test creates (its slug given). */
export function courseDraft(slug: string) {
  return {
    slug,
    title_en: 'Everyday Arabic',
    title_ar: 'العربية اليومية',
    description_en: 'Greetings and small talk.',
    description_ar: 'التحيات والحديث القصير.',
    instructor_name: 'Teacher',
    difficulty: 'beginner',
    duration: '2 weeks',
  }
}

/** A two-question quiz in save_quiz's shape: one choice question, one short answer. */
export const QUIZ = [
  {
    kind: 'single',
    prompt_en: 'Hello in Arabic?',
    prompt_ar: 'ما معنى Hello؟',
    options: [
      { id: 'a', text_en: 'Marhaba', text_ar: 'مرحبا' },
      { id: 'b', text_en: 'Shukran', text_ar: 'شكرا' },
    ],
    correct_option_ids: ['a'],
  },
  {
    kind: 'short',
    prompt_en: 'Thank you in Arabic?',
    prompt_ar: 'ما معنى Thank you؟',
    accepted_answers: ['shukran', 'شكرا'],
  },
]
