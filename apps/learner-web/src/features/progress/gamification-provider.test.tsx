import type { Locale } from '@splendid/i18n'
import type { User } from '@supabase/supabase-js'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { createFakeSupabase, type FakeAnswer, type RecordedQuery } from '../../test/fake-supabase'
import { renderWithProviders } from '../../test/render-with-providers'
import type { GamificationContextValue } from './gamification-context'
import { useGamification } from './use-gamification'

let loadAnswer: FakeAnswer = { data: { xp: null, badges: null } }
// What a save answers: the profile row (an update row-level security skips answers none).
const SAVED: FakeAnswer = { data: [{ id: 'user-1' }] }
let saveAnswer: FakeAnswer = SAVED
const fake = createFakeSupabase((query) =>
  query.steps.some(([step]) => step === 'update') ? saveAnswer : loadAnswer,
)
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

const updates = () =>
  fake.queries.filter((query: RecordedQuery) => query.steps.some(([step]) => step === 'update'))

async function renderProvider(auth: object = signedIn, locale: Locale = 'en') {
  await renderWithProviders(
    <GamificationProvider>
      <Probe />
    </GamificationProvider>,
    { auth, locale },
  )
}

beforeEach(() => {
  fake.queries.length = 0
  latest = null
  loadAnswer = { data: { xp: null, badges: null } }
  saveAnswer = SAVED
})

describe('GamificationProvider', () => {
  test('loads xp and badges and defaults missing values to 0 and none', async () => {
    await renderProvider()
    expect(await screen.findByText(/loaded xp=0 level=1 badges=$/)).toBeTruthy()
    expect(latest?.progress).toBe(0)
    expect(updates()).toEqual([])
  })

  test('addXp raises xp, level and badges and saves them', async () => {
    await renderProvider()
    await screen.findByText(/loaded/)
    act(() => latest?.addXp(260))
    expect(screen.getByTestId('state').textContent).toBe(
      'loaded xp=260 level=3 badges=XP Level 100|XP Level 200',
    )
    await vi.waitFor(() => expect(updates()).toHaveLength(1))
    expect(updates()[0]?.steps[0]).toEqual([
      'update',
      { xp: 260, badges: ['XP Level 100', 'XP Level 200'] },
    ])
  })

  test('never duplicates a badge the profile already holds', async () => {
    loadAnswer = { data: { xp: 90, badges: ['Language Explorer'] } }
    await renderProvider()
    await screen.findByText(/loaded xp=90/)
    act(() => latest?.addXp(20))
    act(() => latest?.addXp(1000))
    expect(latest?.badges).toEqual([
      'Language Explorer',
      'XP Level 100',
      'XP Level 200',
      'XP Level 300',
      'XP Level 400',
      'XP Level 500',
      'XP Level 600',
      'XP Level 700',
      'XP Level 800',
      'XP Level 900',
    ])
    expect(latest?.level).toBe(6)
  })

  test('xp only rises: zero or negative amounts change nothing and save nothing', async () => {
    loadAnswer = { data: { xp: 50, badges: [] } }
    await renderProvider()
    await screen.findByText(/loaded xp=50/)
    act(() => latest?.addXp(-30))
    act(() => latest?.addXp(0))
    expect(latest?.xp).toBe(50)
    await Promise.resolve()
    expect(updates()).toEqual([])
  })

  test('does not save an all-zero state', async () => {
    loadAnswer = { data: { xp: 0, badges: [] } }
    await renderProvider()
    await screen.findByText(/loaded xp=0/)
    await Promise.resolve()
    expect(updates()).toEqual([])
  })

  test('gives signed-out visitors the zero state without any call', async () => {
    await renderProvider({ status: 'anonymous', user: null })
    expect(screen.getByTestId('state').textContent).toBe('loaded xp=0 level=1 badges=')
    act(() => latest?.addXp(100))
    expect(latest?.xp).toBe(0)
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

  test('tells the user when saving fails, and saves again on Try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    loadAnswer = { data: { xp: 50, badges: [] } }
    saveAnswer = { error: { message: 'offline' } }
    await renderProvider()
    await screen.findByText(/loaded xp=50/)
    act(() => latest?.addXp(10))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not save your XP and badges.')
    expect(alert.textContent).toContain('offline')
    expect(log).toHaveBeenCalledWith(
      'Could not save xp and badges',
      expect.objectContaining({ message: 'offline' }),
    )
    saveAnswer = SAVED
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(updates()).toHaveLength(2))
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(updates()[1]?.steps[0]).toEqual(['update', { xp: 60, badges: [] }])
  })

  test('says in Arabic that saving failed, with the network error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    loadAnswer = { data: { xp: 50, badges: [] } }
    saveAnswer = new TypeError('Failed to fetch')
    await renderProvider(signedIn, 'ar')
    await screen.findByText(/loaded xp=50/)
    act(() => latest?.addXp(10))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('تعذّر حفظ نقاط خبرتك وشاراتك.')
    expect(alert.textContent).toContain('Failed to fetch')
    expect(within(alert).getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy()
  })

  test('useGamification outside the provider throws the spec message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Probe />)).toThrow(
      'useGamification must be used within a GamificationProvider',
    )
    vi.restoreAllMocks()
  })
})
