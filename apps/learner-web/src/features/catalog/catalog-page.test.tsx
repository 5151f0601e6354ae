import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { createFakeSupabase, type FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'

let answer: FakeAnswer | Promise<FakeAnswer> = { data: [] }
const fake = createFakeSupabase(() => answer)
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { CatalogPage } = await import('./catalog-page')

function row(slug: string, title: string, premium: boolean, difficulty = 'beginner') {
  return {
    id: `00000000-0000-4000-8000-${slug.padStart(12, '0').slice(-12)}`,
    slug,
    title_en: title,
    title_ar: `عربي ${title}`,
    description_en: `About ${title}`,
    description_ar: `عن ${title}`,
    thumbnail_url: null,
    instructor_name: 'Sarah Ahmed',
    instructor_avatar_url: null,
    difficulty,
    duration: '4 weeks',
    is_premium: premium,
    rating: '4.5',
  }
}

beforeEach(() => {
  fake.queries.length = 0
})

describe('CatalogPage', () => {
  test('shows a loading skeleton, then the courses from the courses table', async () => {
    let release: (value: FakeAnswer) => void = () => {}
    answer = new Promise<FakeAnswer>((resolve) => {
      release = resolve
    })
    await renderWithProviders(<CatalogPage />, { route: '/catalog' })
    expect(screen.getByRole('status', { name: 'Loading courses…' })).toBeTruthy()
    release({ data: [row('a', 'Business English', true), row('b', 'Spoken Arabic', false)] })
    expect(await screen.findByRole('heading', { name: 'Business English' })).toBeTruthy()
    expect(screen.getByText('2 courses')).toBeTruthy()
  })

  test('filters by search text and by free or premium, with an empty state', async () => {
    answer = { data: [row('a', 'Business English', true), row('b', 'Spoken Arabic', false)] }
    await renderWithProviders(<CatalogPage />, { route: '/catalog' })
    await screen.findByRole('heading', { name: 'Business English' })
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: 'free' } })
    expect(screen.queryByRole('heading', { name: 'Business English' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Start Free' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Search courses'), { target: { value: 'zzz' } })
    expect(screen.getByText('No courses match your search.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(screen.getByText('2 courses')).toBeTruthy()
  })

  test('shows the server error with a retry button', async () => {
    answer = { error: { message: 'relation "courses" does not exist', code: '42P01' } }
    await renderWithProviders(<CatalogPage />, { route: '/catalog' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('relation "courses" does not exist')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  test('shows the Arabic titles in Arabic', async () => {
    answer = { data: [row('a', 'Business English', true)] }
    await renderWithProviders(<CatalogPage />, { route: '/catalog', locale: 'ar' })
    expect(await screen.findByRole('heading', { name: 'عربي Business English' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'كتالوج الدورات' })).toBeTruthy()
  })
})
