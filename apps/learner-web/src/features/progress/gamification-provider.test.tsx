import type { Locale } from '@splendid/i18n'
import type { User } from '@supabase/supabase-js'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { createFakeSupabase, type FakeAnswer } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import type { GamificationContextValue } from './gamification-context'
import { useGamification } from './use-gamification'

let loadAnswer: FakeAnswer = { data: { xp: null, badges: null } }
const fake = createFakeSupabase(() => loadAnswer)
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { GamificationProvider } = await import('./gamification-provider')

const signedIn = { status: 'signed-in' as const, user: { id: 'user-1' } as User }
let latest: GamificationContextValue | null = null

function Probe() {
  latest = useGamification()
  return (
    <p data-testid="state">
      {latest.loaded ? 'loaded' : 'loading'} xp={latest.xp} level={latest.level} badges=
      {latest.badges.join('|')}
    </p>
  )
}

async function renderProvider(auth: object = signedIn, locale: Locale = 'en') {
  await renderWithProviders(
    <GamificationProvider>
      <Probe />
    </GamificationProvider>,
    { auth, locale },
  )
  // The toast's code loads on demand with the session: wait for its live region, so that "no
  // toast" below means nothing to celebrate, not code still on its way.
  if (auth === signedIn) {
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')).not.toBeNull())
  }
}

beforeEach(() => {
  fake.queries.length = 0
  latest = null
  loadAnswer = { data: { xp: null, badges: null } }
})

describe('GamificationProvider', () => {
  test('loads xp and badges and defaults missing values to 0 and none', async () => {
    await renderProvider()
    expect(await screen.findByText(/loaded xp=0 level=1 badges=$/)).toBeTruthy()
    expect(latest?.progress).toBe(0)
    expect(fake.queries[0]?.steps).toEqual([
      ['select', 'xp, badges'],
      ['eq', 'id', 'user-1'],
      ['single'],
    ])
  })

  test('only reads: it never writes xp or badges', async () => {
    loadAnswer = { data: { xp: 120, badges: ['XP Level 100'] } }
    await renderProvider()
    await screen.findByText(/loaded xp=120/)
    await act(() => latest?.refresh() ?? Promise.resolve())
    expect(
      fake.queries
        .flatMap((query) => query.steps.map(([step]) => step))
        .filter((step) => step === 'update'),
    ).toEqual([])
  })

  test('refresh reads the server again and celebrates the xp, level and badge earned', async () => {
    loadAnswer = { data: { xp: 80, badges: [] } }
    await renderProvider()
    await screen.findByText(/loaded xp=80 level=1/)
    expect(screen.queryByRole('region', { name: 'Just earned' })).toBeNull()
    loadAnswer = { data: { xp: 110, badges: ['XP Level 100'] } }
    await act(() => latest?.refresh() ?? Promise.resolve())
    expect(screen.getByTestId('state').textContent).toBe(
      'loaded xp=110 level=2 badges=XP Level 100',
    )
    const toast = screen.getByRole('region', { name: 'Just earned' })
    // Announced politely, without adding a second `status` to the page.
    expect(toast.parentElement?.getAttribute('aria-live')).toBe('polite')
    expect(screen.queryByRole('status')).toBeNull()
    expect(
      within(toast)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['+30 XP', 'Level up! You reached level 2.', 'New badge: XP Level 100'])
    fireEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('region', { name: 'Just earned' })).toBeNull()
  })

  test('nothing to celebrate when the server holds the same numbers', async () => {
    loadAnswer = { data: { xp: 50, badges: [] } }
    await renderProvider()
    await screen.findByText(/loaded xp=50/)
    await act(() => latest?.refresh() ?? Promise.resolve())
    expect(screen.queryByRole('region', { name: 'Just earned' })).toBeNull()
  })

  test('celebrates in Arabic', async () => {
    loadAnswer = { data: { xp: 80, badges: [] } }
    await renderProvider(signedIn, 'ar')
    await screen.findByText(/loaded xp=80/)
    loadAnswer = { data: { xp: 110, badges: ['XP Level 100'] } }
    await act(() => latest?.refresh() ?? Promise.resolve())
    const toast = screen.getByRole('region', { name: 'حصلت عليه للتو' })
    expect(toast.textContent).toContain('وصلت إلى المستوى')
    expect(within(toast).getByRole('button', { name: 'إغلاق' })).toBeTruthy()
  })

  test('gives signed-out visitors the zero state without any call', async () => {
    await renderProvider({ status: 'anonymous', user: null })
    expect(screen.getByText(/loaded xp=0 level=1 badges=$/)).toBeTruthy()
    await act(() => latest?.refresh() ?? Promise.resolve())
    expect(fake.queries).toEqual([])
  })

  test('logs a failed load and keeps the zero state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    loadAnswer = { error: { message: 'offline' } }
    await renderProvider()
    await vi.waitFor(() => expect(log).toHaveBeenCalled())
    expect(latest?.xp).toBe(0)
    log.mockRestore()
  })

  test('a failed refresh is logged and keeps what was shown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    loadAnswer = { data: { xp: 50, badges: [] } }
    await renderProvider()
    await screen.findByText(/loaded xp=50/)
    loadAnswer = new TypeError('Failed to fetch')
    await act(() => latest?.refresh() ?? Promise.resolve())
    expect(log).toHaveBeenCalledWith('Could not load xp and badges', expect.any(TypeError))
    expect(screen.getByTestId('state').textContent).toBe('loaded xp=50 level=1 badges=')
    log.mockRestore()
  })

  test('useGamification outside the provider throws the spec message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Probe />)).toThrow(
      'useGamification must be used within a GamificationProvider',
    )
    vi.restoreAllMocks()
  })
})
