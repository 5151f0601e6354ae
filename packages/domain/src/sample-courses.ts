import type { CourseCard } from './entities/course-card'

/** Avatar from a public avatar-generating service, seeded with the instructor's name. */
function avatarFor(name: string): string {
  return `https://api.dicebear.com/9.x/avataaars/svg?seed=${encodeURIComponent(name)}`
}

/** Course image from a stock-photo service, stable per seed. */
function thumbnailFor(seed: string): string {
  return `https://picsum.photos/seed/${encodeURIComponent(seed)}/640/360`
}

/**
 * The four sample featured courses of the landing page (spec §3, §9), in English; the app
 * translates the texts. Two are premium; all have rating 4.5 and duration '4 weeks'.
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
    thumbnail: thumbnailFor('english-for-beginners'),
    instructor: { name: 'Sarah Johnson', avatar: avatarFor('Sarah Johnson') },
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
    thumbnail: thumbnailFor('business-english'),
    instructor: { name: 'Michael Brown', avatar: avatarFor('Michael Brown') },
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
    thumbnail: thumbnailFor('english-grammar-mastery'),
    instructor: { name: 'Emily Davis', avatar: avatarFor('Emily Davis') },
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
    thumbnail: thumbnailFor('conversational-english'),
    instructor: { name: 'David Wilson', avatar: avatarFor('David Wilson') },
    difficulty: 'intermediate',
    duration: '4 weeks',
    isPremium: false,
    rating: 4.5,
  },
]
