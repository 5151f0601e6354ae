import { fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { CourseCardRow } from '../../lib/course-card-row'
import { renderWithProviders } from '../../test/render-with-providers'
import { LandingPage } from './landing-page'

const backend = vi.hoisted(() => ({
  result: { data: [] as unknown[] | null, error: null as { message: string } | null },
}))

// The landing page reads the catalogue with one anonymous REST call, without supabase-js.
vi.mock('../../lib/public-rest', () => ({
  readPublicRows: () =>
    backend.result.error
      ? Promise.reject(new Error(backend.result.error.message))
      : Promise.resolve(backend.result.data ?? []),
}))

function ShowLocation() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

function renderLanding(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="*" element={null} />
      </Routes>
      <ShowLocation />
    </>,
    options,
  )
}

const row: CourseCardRow = {
  id: '0b6a1c2e-1111-4000-8000-000000000001',
  title_en: 'Academic Writing',
  title_ar: 'الكتابة الأكاديمية',
  description_en: 'Essays and reports that get top marks.',
  description_ar: 'مقالات وتقارير تحصد أعلى الدرجات.',
  thumbnail_url: null,
  instructor_name: 'Mona Khalil',
  instructor_avatar_url: null,
  difficulty: 'advanced',
  duration: '6 weeks',
  is_premium: true,
  rating: '4.8',
}

beforeEach(() => {
  backend.result = { data: [], error: null }
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('LandingPage', () => {
  test.each([
    ['Start Learning', 'student'],
    ['Join as a Teacher', 'teacher'],
  ] as const)('%s stores userType %s and goes to its sign-up', async (name, userType) => {
    await renderLanding()
    fireEvent.click(screen.getByRole('link', { name }))
    expect(window.localStorage.getItem('userType')).toBe(userType)
    expect(screen.getByTestId('location').textContent).toBe(`/signup?user=${userType}`)
  })

  test('Explore Courses goes to the catalogue', async () => {
    await renderLanding()
    expect(screen.getByRole('link', { name: 'Explore Courses' }).getAttribute('href')).toBe(
      '/catalog',
    )
  })

  test('Get Started Now leads to student sign-up and stores the user type', async () => {
    await renderLanding()
    fireEvent.click(screen.getByRole('link', { name: 'Get Started Now' }))
    expect(window.localStorage.getItem('userType')).toBe('student')
    expect(screen.getByTestId('location').textContent).toBe('/signup?user=student')
  })

  test('signed-out visitors see the welcome band with the legal links', async () => {
    await renderLanding()
    const welcome = screen.getByRole('region', { name: 'Welcome to Splendid' })
    expect(within(welcome).getByRole('link', { name: 'Sign Up' })).toBeTruthy()
    expect(within(welcome).getByRole('link', { name: 'Log In' })).toBeTruthy()
    expect(within(welcome).getByRole('link', { name: 'Terms of Service' })).toBeTruthy()
    expect(within(welcome).getByRole('link', { name: 'Privacy Policy' })).toBeTruthy()
  })

  test('while the session loads, the welcome band follows the stored session (no layout shift)', async () => {
    const { unmount } = await renderLanding({
      auth: { status: 'loading', expectedStatus: 'anonymous' },
    })
    expect(screen.getByRole('heading', { name: 'Welcome to Splendid' })).toBeTruthy()
    unmount()
    await renderLanding({ auth: { status: 'loading', expectedStatus: 'signed-in' } })
    expect(screen.queryByRole('heading', { name: 'Welcome to Splendid' })).toBeNull()
  })

  test('has the features, three testimonials and View All', async () => {
    await renderLanding()
    for (const name of ['Free Video Courses', 'Live Tutoring', 'Bilingual Support']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy()
    }
    const testimonials = screen.getByRole('region', { name: 'What Our Students Say' })
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/catalog')
  })

  test('an empty catalogue shows the four sample courses', async () => {
    await renderLanding()
    expect(await screen.findAllByTestId('featured-course')).toHaveLength(4)
    expect(screen.getByRole('heading', { name: 'English for Beginners' })).toBeTruthy()
  })

  test('a failed request falls back to the samples, in Arabic too', async () => {
    backend.result = { data: null, error: { message: 'offline' } }
    await renderLanding({ locale: 'ar' })
    expect(await screen.findAllByTestId('featured-course')).toHaveLength(4)
    expect(screen.getByRole('heading', { name: 'الإنجليزية للمبتدئين' })).toBeTruthy()
  })

  test('catalogue rows are shown in the reader language and open their course', async () => {
    backend.result = { data: [row], error: null }
    await renderLanding({ locale: 'ar' })
    expect(await screen.findByRole('heading', { name: 'الكتابة الأكاديمية' })).toBeTruthy()
    expect(screen.getAllByTestId('featured-course')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'سجّل الآن' }))
    expect(screen.getByTestId('location').textContent).toBe(`/course/${row.id}`)
  })
})
