import type { User } from '@supabase/supabase-js'
import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { createFakeSupabase, type FakeAnswer } from '../../test/fake-supabase'
import { anonymousAuth, renderWithProviders } from '../../test/render-with-providers'
import { AuthContext } from '../auth/auth-context'
import { useSubscriptionStore } from './subscription-store'

let answer: FakeAnswer | Promise<FakeAnswer> = { data: null }
const fake = createFakeSupabase(() => answer)
vi.mock('../../lib/supabase-client', () => ({ supabase: fake.client }))

const { SubscriptionDialogHost } = await import('./subscription-dialog-host')

const DAY = 86_400_000
const signedIn = { status: 'signed-in' as const, user: { id: 'user-1' } as User }

function expiringIn(ms: number) {
  return {
    active_subscription: 'premium',
    subscription_expires_at: new Date(Date.now() + ms).toISOString(),
  }
}

async function renderHost(locale: 'en' | 'ar' = 'en', auth: object = signedIn) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<button type="button">Page button</button>} />
        <Route path="/pricing" element={<h1>Pricing page</h1>} />
      </Routes>
      <SubscriptionDialogHost />
    </>,
    { auth, locale },
  )
}

beforeEach(() => {
  fake.queries.length = 0
  useSubscriptionStore.getState().reset()
})

describe('SubscriptionDialogHost', () => {
  test('opens the expiring dialog with the days left and loads with the spec call', async () => {
    answer = { data: expiringIn(3 * DAY - 60_000) }
    await renderHost()
    const dialog = await screen.findByRole('dialog', { name: 'Your Subscription Is Expiring Soon' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.textContent).toContain(
      'Your subscription will expire in 3 days. Renew now to avoid losing access to premium features.',
    )
    expect(fake.queries[0]).toEqual({
      table: 'profiles',
      steps: [
        ['select', 'active_subscription, subscription_expires_at'],
        ['eq', 'id', 'user-1'],
        ['single'],
      ],
    })
    expect(useSubscriptionStore.getState()).toMatchObject({
      plan: 'premium',
      status: 'expiring',
      daysLeft: 3,
    })
  })

  test('opens the expired dialog', async () => {
    answer = { data: expiringIn(-2 * DAY) }
    await renderHost()
    const dialog = await screen.findByRole('dialog', { name: 'Your Subscription Has Expired' })
    expect(dialog.textContent).toContain(
      'Your premium features are no longer available. Upgrade now to continue enjoying all benefits.',
    )
  })

  test('opens no dialog for an active subscription or a free plan without expiry', async () => {
    answer = { data: expiringIn(30 * DAY) }
    await renderHost()
    await vi.waitFor(() => expect(useSubscriptionStore.getState().daysLeft).toBe(30))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('defaults to the free plan, active, when nothing is stored', async () => {
    answer = { data: { active_subscription: null, subscription_expires_at: null } }
    await renderHost()
    await vi.waitFor(() => expect(fake.queries).toHaveLength(1))
    expect(useSubscriptionStore.getState()).toMatchObject({ plan: 'free', status: 'active' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('Remind Me Later closes it, returns focus, and it does not open again in this page load', async () => {
    let release: (value: FakeAnswer) => void = () => {}
    answer = new Promise<FakeAnswer>((resolve) => {
      release = resolve
    })
    const view = await renderHost()
    const opener = screen.getByRole('button', { name: 'Page button' })
    opener.focus()
    release({ data: expiringIn(2 * DAY) })
    await screen.findByRole('dialog')
    expect(document.activeElement?.textContent).toBe('Upgrade Now')
    fireEvent.click(screen.getByRole('button', { name: 'Remind Me Later' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
    view.unmount()
  })

  test('opens at most once per page load, even when the user signs in again', async () => {
    answer = { data: expiringIn(2 * DAY) }
    function SwitchingUser() {
      const [id, setId] = useState('user-1')
      return (
        <AuthContext.Provider
          value={{ ...anonymousAuth, status: 'signed-in', user: { id } as User }}
        >
          <button type="button" onClick={() => setId('user-2')}>
            Switch user
          </button>
          <SubscriptionDialogHost />
        </AuthContext.Provider>
      )
    }
    await renderWithProviders(<SwitchingUser />)
    fireEvent.click(await screen.findByRole('button', { name: 'Remind Me Later' }))
    fireEvent.click(screen.getByRole('button', { name: 'Switch user' }))
    await vi.waitFor(() => expect(fake.queries).toHaveLength(2))
    await Promise.resolve()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('Escape means Remind Me Later', async () => {
    answer = { data: expiringIn(2 * DAY) }
    await renderHost()
    const dialog = await screen.findByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('Tab keeps focus inside the dialog', async () => {
    answer = { data: expiringIn(2 * DAY) }
    await renderHost()
    const dialog = await screen.findByRole('dialog')
    const later = screen.getByRole('button', { name: 'Remind Me Later' })
    const upgrade = screen.getByRole('button', { name: 'Upgrade Now' })
    upgrade.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(later)
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(upgrade)
  })

  test('Upgrade Now goes to /pricing', async () => {
    answer = { data: expiringIn(-DAY) }
    await renderHost()
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade Now' }))
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('shows the Arabic texts with the right plural form', async () => {
    answer = { data: expiringIn(3 * DAY - 60_000) }
    await renderHost('ar')
    const dialog = await screen.findByRole('dialog', { name: 'اشتراكك على وشك الانتهاء' })
    expect(dialog.textContent).toMatch(/سينتهي اشتراكك خلال [3٣] أيام\./)
    expect(screen.getByRole('button', { name: 'الترقية الآن' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ذكّرني لاحقًا' })).toBeTruthy()
  })

  test('uses the Arabic dual for two days left', async () => {
    answer = { data: expiringIn(2 * DAY - 60_000) }
    await renderHost('ar')
    const dialog = await screen.findByRole('dialog', { name: 'اشتراكك على وشك الانتهاء' })
    expect(dialog.textContent).toContain('سينتهي اشتراكك خلال يومين.')
  })

  test('only logs a failed check or an unreadable date', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    answer = { data: { active_subscription: 'premium', subscription_expires_at: 'not a date' } }
    await renderHost()
    await vi.waitFor(() => expect(log).toHaveBeenCalled())
    expect(screen.queryByRole('dialog')).toBeNull()
    log.mockRestore()
  })

  test('makes no call for a signed-out visitor', async () => {
    await renderHost('en', { status: 'anonymous', user: null })
    await Promise.resolve()
    expect(fake.queries).toEqual([])
  })
})
