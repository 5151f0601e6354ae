import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { createFakeSupabase, type FakeAnswer, type RecordedQuery } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'

const COURSE = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'business-english',
  title_en: 'Business English',
  title_ar: 'الإنجليزية للأعمال',
  description_en: 'Meetings and e-mails.',
  description_ar: 'الاجتماعات والرسائل.',
  thumbnail_url: null,
  instructor_name: 'Omar Hassan',
  instructor_avatar_url: null,
  difficulty: 'intermediate',
  duration: '4 weeks',
  is_premium: true,
  rating: 4.5,
}

let updateAnswer: FakeAnswer = { data: [{ id: COURSE.id }] }
const isUpdate = (query: RecordedQuery) => query.steps.some(([step]) => step === 'update')
const fake = createFakeSupabase((query) => (isUpdate(query) ? updateAnswer : { data: [COURSE] }))
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { ContentEditorPage } = await import('./content-editor-page')

beforeEach(() => {
  fake.queries.length = 0
})

async function editTitle() {
  await renderWithProviders(<ContentEditorPage />, { route: '/admin/content' })
  const title = await screen.findByLabelText('Title (English)')
  fireEvent.change(title, { target: { value: 'Business English Pro' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
}

describe('ContentEditorPage', () => {
  test('saves the titles and descriptions of the chosen course', async () => {
    updateAnswer = { data: [{ id: COURSE.id }] }
    await editTitle()
    expect(await screen.findByText('The course was saved.')).toBeTruthy()
    // What the form sends is the screen's own logic; the update itself is proven on the backend
    // (update-course-texts.integration.test.ts).
    const update = fake.queries.find(isUpdate)
    expect(update?.steps[0]).toEqual([
      'update',
      {
        title_en: 'Business English Pro',
        title_ar: 'الإنجليزية للأعمال',
        description_en: 'Meetings and e-mails.',
        description_ar: 'الاجتماعات والرسائل.',
      },
    ])
  })

  test("shows the server's error when the update is refused", async () => {
    updateAnswer = { error: { code: '42501', message: 'permission denied for table courses' } }
    await editTitle()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server refused the change: permission denied for table courses',
    )
  })

  test('reports an update that changed no row (row-level security)', async () => {
    updateAnswer = { data: [] }
    await editTitle()
    expect((await screen.findByRole('alert')).textContent).toContain('no row was changed')
  })
})
