import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setupI18n } from '@lingui/core'
import { SAMPLE_COURSES } from '@splendid/domain'
import { describe, expect, test } from 'vitest'
import { localizedSampleCourses } from './localized-sample-courses'

// A string, not a URL: jsdom's URL class is not the one node:url accepts.
const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '../../../public')

describe('localizedSampleCourses', () => {
  const courses = localizedSampleCourses(setupI18n({ locale: 'en', messages: { en: {} } }))

  test('gives every sample a cover the app serves itself, at 320 and 640 px', () => {
    expect(courses.map((course) => course.id)).toEqual(SAMPLE_COURSES.map((course) => course.id))
    for (const course of courses) {
      expect(course.thumbnail).toBe(`/course-covers/${course.id}.640w.webp`)
      expect(course.thumbnailSrcSet).toBe(
        `/course-covers/${course.id}.320w.webp 320w, /course-covers/${course.id}.640w.webp 640w`,
      )
      for (const width of [320, 640]) {
        expect(existsSync(`${PUBLIC}/course-covers/${course.id}.${width}w.webp`)).toBe(true)
      }
    }
  })

  test('no sample points at another host: avatars are generated from the name', () => {
    for (const course of courses) {
      expect(course.thumbnail.startsWith('/')).toBe(true)
      expect(course.thumbnail.startsWith('//')).toBe(false)
      expect(course.instructor.avatar).toBe('')
    }
  })
})
