import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type CourseCard, SAMPLE_COURSES } from '@splendid/domain'
import { coverSources } from '../../lib/cover-sources'

// The domain's samples are English; their texts are repeated here as macro messages so the
// catalogue carries an Arabic version (keyed by course id; an unknown id stays as it is). Each
// sample listed here also has its cover served by the app itself, in public/course-covers
// (copies of the seeded covers, made by scripts/make-seed-media.sh), at 320 and 640 px wide.
const SAMPLE_TEXTS: Readonly<
  Record<string, { readonly title: MessageDescriptor; readonly description: MessageDescriptor }>
> = {
  'english-for-beginners': {
    title: msg`English for Beginners`,
    description: msg`Build a solid foundation in English: everyday vocabulary, simple grammar and clear pronunciation.`,
  },
  'business-english': {
    title: msg`Business English`,
    description: msg`Communicate with confidence at work: meetings, e-mails, presentations and negotiations.`,
  },
  'english-grammar-mastery': {
    title: msg`English Grammar Mastery`,
    description: msg`Master advanced grammar, from complex tenses to conditionals, with practice on every point.`,
  },
  'conversational-english': {
    title: msg`Conversational English`,
    description: msg`Speak naturally in everyday situations through guided conversations and listening practice.`,
  },
}

/**
 * The domain's {@link SAMPLE_COURSES} with titles and descriptions in the active language and
 * the app's own cover artwork; the landing carousel shows them when the backend has no courses
 * or cannot be reached.
 */
export function localizedSampleCourses(i18n: I18n): CourseCard[] {
  return SAMPLE_COURSES.map((course) => {
    const texts = SAMPLE_TEXTS[course.id]
    if (texts === undefined) return course
    const cover = coverSources(`${course.id}.640w.webp`, (name) => `/course-covers/${name}`)
    return {
      ...course,
      title: i18n._(texts.title),
      description: i18n._(texts.description),
      thumbnail: cover.src,
      thumbnailSrcSet: cover.srcSet,
    }
  })
}
