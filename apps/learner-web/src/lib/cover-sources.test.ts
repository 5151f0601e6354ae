import { describe, expect, test } from 'vitest'
import { coverRenditionName, coverSources, coverWidthsFor } from './cover-sources'

const urlOf = (name: string) => `https://backend.test/covers/${name}`

describe('coverSources', () => {
  test('lists every stored width up to the one the path names', () => {
    expect(coverSources('business-english.640w.webp', urlOf)).toEqual({
      src: 'https://backend.test/covers/business-english.640w.webp',
      srcSet:
        'https://backend.test/covers/business-english.320w.webp 320w, https://backend.test/covers/business-english.640w.webp 640w',
    })
    expect(coverSources('my-course.1280w.webp', urlOf).srcSet.split(', ')).toEqual([
      'https://backend.test/covers/my-course.320w.webp 320w',
      'https://backend.test/covers/my-course.640w.webp 640w',
      'https://backend.test/covers/my-course.1280w.webp 1280w',
    ])
    expect(coverSources('tiny.320w.webp', urlOf).srcSet).toBe(
      'https://backend.test/covers/tiny.320w.webp 320w',
    )
  })

  test('a cover uploaded as one file is a single source', () => {
    expect(coverSources('business-english.webp', urlOf)).toEqual({
      src: 'https://backend.test/covers/business-english.webp',
      srcSet: '',
    })
  })

  test('a width that is not one of the stored widths, or another format, is a single source', () => {
    expect(coverSources('course.500w.webp', urlOf).srcSet).toBe('')
    expect(coverSources('course.640w.png', urlOf).srcSet).toBe('')
    expect(coverSources('.640w.webp', urlOf).srcSet).toBe('')
  })

  test('keeps dots of the stem', () => {
    expect(coverSources('a.b.320w.webp', urlOf).srcSet).toBe(
      'https://backend.test/covers/a.b.320w.webp 320w',
    )
  })
})

describe('coverWidthsFor', () => {
  test('stores a picture at every width it reaches without enlarging it', () => {
    expect(coverWidthsFor(1920)).toEqual([320, 640, 1280])
    expect(coverWidthsFor(1280)).toEqual([320, 640, 1280])
    expect(coverWidthsFor(1000)).toEqual([320, 640])
    expect(coverWidthsFor(320)).toEqual([320])
  })

  test('a picture narrower than the smallest width is still stored at it', () => {
    expect(coverWidthsFor(200)).toEqual([320])
  })

  test('names each width so that coverSources finds the others', () => {
    const largest = coverRenditionName('my-course', 1280)
    expect(largest).toBe('my-course.1280w.webp')
    expect(coverSources(largest, (name) => name).srcSet).toBe(
      coverWidthsFor(1280)
        .map((width) => `${coverRenditionName('my-course', width)} ${width}w`)
        .join(', '),
    )
  })
})
