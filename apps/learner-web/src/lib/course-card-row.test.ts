import { describe, expect, test } from 'vitest'
import { type CourseCardRow, courseFromRow } from './course-card-row'

const row: CourseCardRow = {
  id: 'c1',
  title_en: 'Business English',
  title_ar: 'الإنجليزية للأعمال',
  description_en: 'Meetings and e-mails.',
  description_ar: '',
  thumbnail_url: null,
  instructor_name: 'Omar Hassan',
  instructor_avatar_url: 'https://avatars.example/omar.png',
  difficulty: 'Intermediate',
  duration: '4 weeks',
  is_premium: true,
  rating: '4.5',
}

describe('courseFromRow', () => {
  test('maps a row to card data in English', () => {
    expect(courseFromRow(row, 'en')).toEqual({
      id: 'c1',
      title: 'Business English',
      description: 'Meetings and e-mails.',
      thumbnail: '',
      thumbnailSrcSet: '',
      instructor: { name: 'Omar Hassan', avatar: 'https://avatars.example/omar.png' },
      difficulty: 'intermediate',
      duration: '4 weeks',
      isPremium: true,
      rating: 4.5,
    })
  })

  test('uses the Arabic texts in Arabic and falls back to English when one is empty', () => {
    const card = courseFromRow(row, 'ar')
    expect(card?.title).toBe('الإنجليزية للأعمال')
    expect(card?.description).toBe('Meetings and e-mails.')
  })

  test('prefers the cover in Storage, with its widths when it is stored at several', () => {
    const withThumbnail = { ...row, thumbnail_url: 'https://backend.test/old.webp' }
    expect(courseFromRow(withThumbnail, 'en')).toMatchObject({
      thumbnail: 'https://backend.test/old.webp',
      thumbnailSrcSet: '',
    })
    const single = courseFromRow({ ...withThumbnail, cover_path: 'business-english.webp' }, 'en')
    expect(single?.thumbnail).toMatch(
      /\/storage\/v1\/object\/public\/course-covers\/business-english\.webp$/,
    )
    expect(single?.thumbnailSrcSet).toBe('')
    const set = courseFromRow({ ...row, cover_path: 'business-english.640w.webp' }, 'en')
    expect(set?.thumbnail).toMatch(/\/course-covers\/business-english\.640w\.webp$/)
    expect(set?.thumbnailSrcSet).toMatch(
      /^\S+\/course-covers\/business-english\.320w\.webp 320w, \S+\/course-covers\/business-english\.640w\.webp 640w$/,
    )
  })

  test('skips a row with an unknown difficulty', () => {
    expect(courseFromRow({ ...row, difficulty: 'expert' }, 'en')).toBeNull()
  })
})
