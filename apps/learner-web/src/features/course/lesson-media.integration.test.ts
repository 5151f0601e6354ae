import { beforeAll, describe, expect, test } from 'vitest'
import { serviceClient, signUpLearner } from '../../test/test-backend'
import { fetchCourseOutline } from './course-outline-queries'
import { fetchLessonContent } from './lesson-content-queries'
import { type OutlineLesson, outlineLessons } from './lesson-states'

// The seeded videos of english-for-beginners (free) and business-english (premium: its video is
// the free preview) in the private course-media bucket, reached through signed URLs.
let beginners: OutlineLesson[] = []
let business: OutlineLesson[] = []

async function outlineOf(slug: string): Promise<OutlineLesson[]> {
  const { data, error } = await serviceClient()
    .from('courses')
    .select('id')
    .eq('slug', slug)
    .single()
  if (error) throw new Error(error.message)
  return outlineLessons(await fetchCourseOutline(data.id))
}

beforeAll(async () => {
  beginners = await outlineOf('english-for-beginners')
  business = await outlineOf('business-english')
})

describe('lesson media on the backend', () => {
  test('a video lesson comes with signed URLs that serve the video by range and both captions', async () => {
    await signUpLearner()
    const video = beginners.find((lesson) => lesson.slug === 'greetings')
    if (!video) throw new Error('no seeded greetings lesson')
    const content = await fetchLessonContent(video, null)
    if (content?.kind !== 'video') throw new Error('expected a video lesson')
    const part = await fetch(content.videoUrl, { headers: { range: 'bytes=0-99' } })
    expect(part.status).toBe(206)
    expect((await part.arrayBuffer()).byteLength).toBe(100)
    expect(content.captions.map((track) => track.lang)).toEqual(['en', 'ar'])
    for (const track of content.captions) {
      const vtt = await fetch(track.src)
      expect(vtt.status).toBe(200)
      expect((await vtt.text()).startsWith('WEBVTT')).toBe(true)
    }
  })

  test('a free learner opens the free-preview video of a premium course', async () => {
    await signUpLearner()
    const preview = business.find((lesson) => lesson.isFreePreview && lesson.kind === 'video')
    if (!preview) throw new Error('no free-preview video in business-english')
    const content = await fetchLessonContent(preview, null)
    if (content?.kind !== 'video') throw new Error('expected a video lesson')
    expect((await fetch(content.videoUrl, { headers: { range: 'bytes=0-0' } })).status).toBe(206)
  })
})
