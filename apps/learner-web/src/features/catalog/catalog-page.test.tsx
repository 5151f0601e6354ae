import type { User } from '@supabase/supabase-js'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import { createRpcFakeSupabase, type RecordedRpcCall } from '../../test/rpc-fake-supabase'
import type { AuthContextValue } from '../auth/auth-context'

let answer: (call: RecordedRpcCall) => FakeAnswer | Promise<FakeAnswer> = () => ({ data: [] })
const fake = createRpcFakeSupabase((call) => answer(call))
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { CatalogPage } = await import('./catalog-page')

function row(slug: string, title: string, premium: boolean) {
  return {
    id: `00000000-0000-4000-8000-${slug.padStart(12, '0').slice(-12)}`,
    slug,
    title_en: title,
    title_ar: `عربي ${title}`,
    description_en: `About ${title}`,
    description_ar: `عن ${title}`,
    thumbnail_url: null,
    cover_path: `${slug}.webp`,
    instructor_name: 'Sarah Ahmed',
    instructor_avatar_url: null,
    difficulty: 'beginner',
    duration: '4 weeks',
    is_premium: premium,
    rating: '4.5',
  }
}

const TWO = [row('a', 'Business English', true), row('b', 'Spoken Arabic', false)]

/** The arguments of every search the page sent, oldest first. */
function searches(): Array<Record<string, unknown>> {
  return fake.calls.flatMap((call) =>
    call.kind === 'rpc' && call.fn === 'search_courses'
      ? [call.args as Record<string, unknown>]
      : [],
  )
}

function lastRange(): unknown[] | undefined {
  const rpcs = fake.calls.filter((call) => call.kind === 'rpc')
  return rpcs
    .at(-1)
    ?.steps.find(([name]) => name === 'range')
    ?.slice(1)
}

const signedIn: Partial<AuthContextValue> = {
  status: 'signed-in',
  user: { id: 'user-1' } as unknown as User,
}

// jsdom does not lay out: a new page of results scrolls to its heading.
Element.prototype.scrollIntoView = vi.fn()

beforeEach(() => {
  fake.calls.length = 0
  answer = () => ({ data: TWO, count: 2 })
})

describe('CatalogPage', () => {
  test('shows a loading skeleton, then the server results with covers from Storage', async () => {
    let release: (value: FakeAnswer) => void = () => {}
    answer = () =>
      new Promise<FakeAnswer>((resolve) => {
        release = resolve
      })
    await renderWithProviders(<CatalogPage />, { route: '/catalog' })
    expect(screen.getByRole('status', { name: 'Loading courses…' })).toBeTruthy()
    release({ data: TWO, count: 2 })
    const card = (await screen.findByRole('heading', { name: 'Business English' })).closest(
      'article',
    )
    expect(screen.getByText('2 courses')).toBeTruthy()
    expect(card?.querySelector('img')?.getAttribute('src')).toMatch(
      /\/storage\/v1\/object\/public\/course-covers\/a\.webp$/,
    )
    expect(searches()[0]).toEqual({
      q: null,
      subject: null,
      level: null,
      access: null,
      sort: 'popular',
    })
    expect(lastRange()).toEqual([0, 11])
  })

  test('reads the search, filters, sort and page from the URL', async () => {
    await renderWithProviders(<CatalogPage />, {
      route: '/catalog?q=grammar&subject=english&level=B1&access=premium&sort=newest&page=2',
    })
    await screen.findByRole('heading', { name: 'Business English' })
    expect(searches()[0]).toEqual({
      q: 'grammar',
      subject: 'english',
      level: 'B1',
      access: 'premium',
      sort: 'newest',
    })
    expect(lastRange()).toEqual([12, 23])
    expect((screen.getByLabelText('Search courses') as HTMLInputElement).value).toBe('grammar')
    expect((screen.getByLabelText('Level') as HTMLSelectElement).value).toBe('B1')
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('newest')
  })

  test('a filter or a typed search asks the server again, from page 1', async () => {
    await renderWithProviders(<CatalogPage />, { route: '/catalog?page=3' })
    await screen.findByRole('heading', { name: 'Business English' })
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: 'free' } })
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ access: 'free' }))
    expect(lastRange()).toEqual([0, 11])
    fireEvent.change(screen.getByLabelText('Search courses'), { target: { value: 'قواعد' } })
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ q: 'قواعد', access: 'free' }))
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'computing' } })
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ subject: 'computing' }))
  })

  test('pages with previous and next links and says which page it is', async () => {
    answer = () => ({ data: TWO, count: 30 })
    await renderWithProviders(<CatalogPage />, { route: '/catalog?access=free&page=2' })
    const pages = await screen.findByRole('navigation', { name: 'Result pages' })
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy()
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/catalog?access=free',
    )
    const next = within(pages).getByRole('link', { name: 'Next page' })
    expect(next.getAttribute('href')).toBe('/catalog?access=free&page=3')
    fireEvent.click(next)
    await waitFor(() => expect(lastRange()).toEqual([24, 35]))
    // The new page starts at the results' heading, where keyboard focus lands too.
    await waitFor(() => expect(document.activeElement?.id).toBe('catalog-results'))
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled()
    expect(screen.getByText('30 courses')).toBeTruthy()
  })

  test('no result: an empty state whose button clears the filters', async () => {
    answer = (call) =>
      call.kind === 'rpc' && (call.args as { q: string | null }).q === 'zzz'
        ? { data: [], count: 0 }
        : { data: TWO, count: 2 }
    await renderWithProviders(<CatalogPage />, { route: '/catalog?q=zzz&level=A1' })
    expect(await screen.findByText('No courses match your search.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByText('2 courses')).toBeTruthy()
    expect(searches().at(-1)).toMatchObject({ q: null, level: null })
    expect((screen.getByLabelText('Search courses') as HTMLInputElement).value).toBe('')
  })

  test('shows the server error with a retry button', async () => {
    answer = () => ({
      error: { message: 'level must be one of A1, A2, B1, B2, C1', code: '22023' },
    })
    await renderWithProviders(<CatalogPage />, { route: '/catalog' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('level must be one of A1, A2, B1, B2, C1')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  test('in Arabic: titles, labels and numbers', async () => {
    answer = () => ({ data: TWO, count: 30 })
    await renderWithProviders(<CatalogPage />, { route: '/catalog', locale: 'ar' })
    expect(await screen.findByRole('heading', { name: 'عربي Business English' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'كتالوج الدورات' })).toBeTruthy()
    expect(screen.getByText('الصفحة ١ من ٣')).toBeTruthy()
  })

  test('signed out, there are no tabs and My courses asks to log in', async () => {
    await renderWithProviders(<CatalogPage />, { route: '/catalog?tab=mine' })
    expect(screen.queryByRole('navigation', { name: 'Catalogue views' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirectTo=%2Fcatalog%3Ftab%3Dmine',
    )
  })

  test("signed in, My courses lists the learner's courses with their progress", async () => {
    answer = (call) =>
      call.kind === 'from' && call.table === 'enrollments'
        ? {
            data: [
              { progress_percent: 40, enrolled_at: '2026-11-20T10:00:00Z', courses: TWO[1] },
              { progress_percent: 100, enrolled_at: '2026-11-01T10:00:00Z', courses: TWO[0] },
            ],
          }
        : { data: TWO, count: 2 }
    await renderWithProviders(<CatalogPage />, { route: '/catalog?tab=mine', auth: signedIn })
    const tabs = screen.getByRole('navigation', { name: 'Catalogue views' })
    expect(
      within(tabs).getByRole('link', { name: 'My courses' }).getAttribute('aria-current'),
    ).toBe('page')
    const bar = await screen.findByRole('progressbar', { name: 'Progress in Spoken Arabic' })
    expect(bar.getAttribute('aria-valuenow')).toBe('40')
    expect(screen.getByText('40% complete')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Continue learning' }).getAttribute('href')).toBe(
      `/course/${TWO[1]?.id}`,
    )
    expect(screen.getByRole('link', { name: 'Review course' })).toBeTruthy()
    expect(searches()).toEqual([])
    const enrolments = fake.calls.find((call) => call.kind === 'from')
    expect(enrolments?.steps).toContainEqual(['eq', 'user_id', 'user-1'])
  })

  test('signed in with no course, My courses points to the catalogue', async () => {
    answer = (call) => (call.kind === 'from' ? { data: [] } : { data: TWO, count: 2 })
    await renderWithProviders(<CatalogPage />, {
      route: '/catalog?tab=mine',
      auth: signedIn,
    })
    expect(await screen.findByText('You have not enrolled in a course yet.')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Browse courses' }))
    expect(await screen.findByText('2 courses')).toBeTruthy()
  })
})
