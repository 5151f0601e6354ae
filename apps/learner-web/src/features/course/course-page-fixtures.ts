/** Rows of a small course for course-page.test.tsx: 2 chapters, 4 lessons. */
export const COURSE_ID = '00000000-0000-4000-8000-000000000001'

/** The lessons' ids, by name. */
export const LESSONS = {
  greetings: '00000000-0000-4000-8000-0000000000a1',
  reading: '00000000-0000-4000-8000-0000000000a2',
  quiz: '00000000-0000-4000-8000-0000000000a3',
  numbers: '00000000-0000-4000-8000-0000000000a4',
} as const

/** The `courses` row (premium or not). */
export function courseRow(premium: boolean) {
  return {
    id: COURSE_ID,
    slug: 'english-for-beginners',
    title_en: 'English for Beginners',
    title_ar: 'الإنجليزية للمبتدئين',
    description_en: 'Everyday vocabulary and simple grammar.',
    description_ar: 'مفردات يومية وقواعد بسيطة.',
    thumbnail_url: null,
    instructor_name: 'Sarah Ahmed',
    instructor_avatar_url: null,
    difficulty: 'beginner',
    duration: '2 weeks',
    is_premium: premium,
    rating: 4.5,
  }
}

/** The `lessons` rows; in a premium course only the first is a free preview. */
export function lessonRows(premium: boolean) {
  const row = (
    id: string,
    chapter: string,
    slug: string,
    kind: string,
    en: string,
    ar: string,
    seconds: number,
  ) => ({
    id,
    chapter_id: chapter,
    slug,
    kind,
    title_en: en,
    title_ar: ar,
    duration_seconds: seconds,
    is_free_preview: premium && id === LESSONS.greetings,
  })
  return [
    row(LESSONS.greetings, 'ch1', 'greetings', 'video', 'Greetings', 'التحيات', 10),
    row(LESSONS.reading, 'ch1', 'saying-hello', 'reading', 'Saying hello', 'إلقاء التحية', 180),
    row(LESSONS.quiz, 'ch1', 'greetings-quiz', 'quiz', 'Greetings quiz', 'اختبار التحيات', 120),
    row(LESSONS.numbers, 'ch2', 'numbers', 'video', 'Numbers', 'الأرقام', 10),
  ]
}

/** The `quiz_questions` rows of the quiz lesson. */
export const QUIZ_ROWS = [
  {
    id: 'q1',
    position: 1,
    kind: 'single',
    prompt_en: 'Hello means?',
    prompt_ar: 'ماذا تعني Hello؟',
    options: [
      { id: 'a', text_en: 'Hi', text_ar: 'مرحبًا' },
      { id: 'b', text_en: 'Bye', text_ar: 'وداعًا' },
    ],
  },
]

/** The `lesson_contents` row of the video lesson. */
export const VIDEO_ROW = {
  video_path: 'english-for-beginners/greetings.webm',
  caption_en_path: 'english-for-beginners/greetings.en.vtt',
  caption_ar_path: 'english-for-beginners/greetings.ar.vtt',
}

/** The `course_chapters` rows. */
export const CHAPTER_ROWS = [
  { id: 'ch1', position: 1, title_en: 'First steps', title_ar: 'الخطوات الأولى' },
  { id: 'ch2', position: 2, title_en: 'Practice', title_ar: 'تدريب' },
]

/** What save_watch_progress answers when a save completes the video. */
export const WATCH_COMPLETED = {
  position_seconds: 9,
  watched_percent: 95,
  completed: true,
  newly_completed: true,
  progress_percent: 25,
}
