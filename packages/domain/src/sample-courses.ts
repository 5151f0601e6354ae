import type { CourseCard } from './entities/course-card'

/**
 * The four sample featured courses of the landing page (spec §3, §9), in English; the app
 * translates the texts. Two are premium; all have rating 4.5 and duration '4 weeks'. They carry
 * no image addresses: pictures are the app's to serve (its own cover artwork, keyed by `id`, and
 * avatars generated from the instructor's name), so no sample sends a visitor to another host.
 *
 * @example
 * ```ts
 * SAMPLE_COURSES.filter((course) => course.isPremium).length // 2
 * ```
 */
export const SAMPLE_COURSES: readonly CourseCard[] = [
  {
    id: 'english-for-beginners',
    title: 'English for Beginners',
    description:
      'Build a solid foundation in English: everyday vocabulary, simple grammar and clear pronunciation.',
    thumbnail: '',
    instructor: { name: 'Sarah Johnson', avatar: '' },
    difficulty: 'beginner',
    duration: '4 weeks',
    isPremium: false,
    rating: 4.5,
  },
  {
    id: 'business-english',
    title: 'Business English',
    description:
      'Communicate with confidence at work: meetings, e-mails, presentations and negotiations.',
    thumbnail: '',
    instructor: { name: 'Michael Brown', avatar: '' },
    difficulty: 'intermediate',
    duration: '4 weeks',
    isPremium: true,
    rating: 4.5,
  },
  {
    id: 'english-grammar-mastery',
    title: 'English Grammar Mastery',
    description:
      'Master advanced grammar, from complex tenses to conditionals, with practice on every point.',
    thumbnail: '',
    instructor: { name: 'Emily Davis', avatar: '' },
    difficulty: 'advanced',
    duration: '4 weeks',
    isPremium: true,
    rating: 4.5,
  },
  {
    id: 'conversational-english',
    title: 'Conversational English',
    description:
      'Speak naturally in everyday situations through guided conversations and listening practice.',
    thumbnail: '',
    instructor: { name: 'David Wilson', avatar: '' },
    difficulty: 'intermediate',
    duration: '4 weeks',
    isPremium: false,
    rating: 4.5,
  },
]
