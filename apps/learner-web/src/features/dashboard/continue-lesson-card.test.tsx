import { screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'
import { ContinueLessonCard } from './continue-lesson-card'
import type { ContinueLesson } from './continue-lesson-queries'

const lesson: ContinueLesson = {
  courseId: 'c1',
  lessonId: 'l1',
  courseTitle: { en: 'English for Beginners', ar: 'الإنجليزية للمبتدئين' },
  lessonTitle: { en: 'Greetings', ar: 'التحيات' },
  positionSeconds: 7.4,
  path: '/course/c1?lesson=l1',
}

describe('ContinueLessonCard', () => {
  test('names the course and lesson, the saved second, and links to the lesson', async () => {
    await renderWithProviders(<ContinueLessonCard lesson={lesson} />)
    expect(screen.getByText('English for Beginners')).toBeTruthy()
    expect(screen.getByText(/Greetings/).textContent).toContain('(at 0:07)')
    expect(
      screen.getByRole('link', { name: 'Continue where you left off' }).getAttribute('href'),
    ).toBe('/course/c1?lesson=l1')
  })

  test('in Arabic, without a position for a lesson that was not a video', async () => {
    await renderWithProviders(
      <ContinueLessonCard lesson={{ ...lesson, positionSeconds: null }} />,
      {
        locale: 'ar',
      },
    )
    expect(screen.getByText('الإنجليزية للمبتدئين')).toBeTruthy()
    expect(screen.getByText('التحيات').textContent).toBe('التحيات')
    expect(screen.getByRole('link', { name: 'تابع من حيث توقفت' })).toBeTruthy()
  })
})
