import type { SubscriptionRow } from '@splendid/domain'
import type { User } from '@supabase/supabase-js'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { Route, Routes } from 'react-router'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { anonymousAuth, renderWithProviders } from '../../test/render-with-providers'
import { AuthContext } from '../auth/auth-context'
import { SubscriptionDialogHost } from './subscription-dialog-host'
import { useSubscriptionDialogRequest } from './subscription-dialog-request'
import { fetchSubscriptionRow } from './subscription-status'
import { useSubscriptionStore } from './subscription-store'

// The read itself is proven on the backend (subscription-status.integration.test.ts); here it
// only feeds the dialog's states.
vi.mock('./subscription-status', () => ({ fetchSubscriptionRow: vi.fn() }))
const fetchRow = vi.mocked(fetchSubscriptionRow)

function answer(row: SubscriptionRow | null) {
  fetchRow.mockResolvedValue(row)
}

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
  fetchRow.mockReset()
  useSubscriptionStore.getState().reset()
  useSubscriptionDialogRequest.getState().close()
})

describe('SubscriptionDialogHost', () => {
  test("opens the expiring dialog with the days left of the signed-in user's subscription", async () => {
    answer(expiringIn(3 * DAY - 60_000))
    await renderHost()
    const dialog = await screen.findByRole('dialog', { name: 'Your Subscription Is Expiring Soon' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.textContent).toContain(
      'Your subscription will expire in 3 days. Renew now to avoid losing access to premium features.',
    )
    expect(fetchRow).toHaveBeenCalledWith('user-1')
    expect(useSubscriptionStore.getState()).toMatchObject({
      plan: 'premium',
      status: 'expiring',
      daysLeft: 3,
    })
  })

  test('opens the expired dialog', async () => {
    answer(expiringIn(-2 * DAY))
    await renderHost()
    const dialog = await screen.findByRole('dialog', { name: 'Your Subscription Has Expired' })
    expect(dialog.textContent).toContain(
      'Your premium features are no longer available. Upgrade now to continue enjoying all benefits.',
    )
  })

  test('opens no dialog for an active subscription or a free plan without expiry', async () => {
    answer(expiringIn(30 * DAY))
    await renderHost()
    await vi.waitFor(() => expect(useSubscriptionStore.getState().daysLeft).toBe(30))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('defaults to the free plan, active, when nothing is stored', async () => {
    answer({ active_subscription: null, subscription_expires_at: null })
    await renderHost()
    await vi.waitFor(() => expect(fetchRow).toHaveBeenCalledTimes(1))
    expect(useSubscriptionStore.getState()).toMatchObject({ plan: 'free', status: 'active' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('Remind Me Later closes it, returns focus, and it does not open again in this page load', async () => {
    let release: (row: SubscriptionRow) => void = () => {}
    fetchRow.mockReturnValue(
      new Promise<SubscriptionRow>((resolve) => {
        release = resolve
      }),
    )
    const view = await renderHost()
    const opener = screen.getByRole('button', { name: 'Page button' })
    opener.focus()
    release(expiringIn(2 * DAY))
    await screen.findByRole('dialog')
    // Focus moves in an effect after the dialog is in the page: waited for, not raced.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Upgrade Now'))
    fireEvent.click(screen.getByRole('button', { name: 'Remind Me Later' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
    view.unmount()
  })

  test('opens at most once per page load, even when the user signs in again', async () => {
    answer(expiringIn(2 * DAY))
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
    await vi.waitFor(() => expect(fetchRow).toHaveBeenCalledTimes(2))
    await Promise.resolve()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('Escape means Remind Me Later', async () => {
    answer(expiringIn(2 * DAY))
    await renderHost()
    const dialog = await screen.findByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('Tab keeps focus inside the dialog', async () => {
    answer(expiringIn(2 * DAY))
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
    answer(expiringIn(-DAY))
    await renderHost()
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade Now' }))
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('shows the Arabic texts with the right plural form', async () => {
    answer(expiringIn(3 * DAY - 60_000))
    await renderHost('ar')
    const dialog = await screen.findByRole('dialog', { name: 'اشتراكك على وشك الانتهاء' })
    expect(dialog.textContent).toMatch(/سينتهي اشتراكك خلال [3٣] أيام\./)
    expect(screen.getByRole('button', { name: 'الترقية الآن' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ذكّرني لاحقًا' })).toBeTruthy()
  })

  test('uses the Arabic dual for two days left', async () => {
    answer(expiringIn(2 * DAY - 60_000))
    await renderHost('ar')
    const dialog = await screen.findByRole('dialog', { name: 'اشتراكك على وشك الانتهاء' })
    expect(dialog.textContent).toContain('سينتهي اشتراكك خلال يومين.')
  })

  test('opens when a screen asks: the AI Tutor quota variant, Upgrade Now to /pricing', async () => {
    answer(expiringIn(30 * DAY))
    await renderHost()
    await vi.waitFor(() => expect(fetchRow).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => useSubscriptionDialogRequest.getState().request('tutor_quota'))
    const dialog = await screen.findByRole('dialog', {
      name: 'Today’s Free AI Tutor Questions Are Used Up',
    })
    expect(dialog.textContent).toContain(
      'Upgrade now for unlimited AI Tutor access, or come back tomorrow.',
    )
    expect(dialog.textContent).toContain('Unlimited AI Tutor access')
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }))
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeTruthy()
    expect(useSubscriptionDialogRequest.getState().reason).toBeNull()
  })

  test('the AI Tutor quota variant in Arabic; Remind Me Later closes it', async () => {
    answer(expiringIn(30 * DAY))
    await renderHost('ar')
    act(() => useSubscriptionDialogRequest.getState().request('tutor_quota'))
    await screen.findByRole('dialog', { name: 'انتهت أسئلة المعلم الذكي المجانية لهذا اليوم' })
    fireEvent.click(screen.getByRole('button', { name: 'ذكّرني لاحقًا' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useSubscriptionDialogRequest.getState().reason).toBeNull()
  })

  test('only logs a failed check or an unreadable date', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    answer({ active_subscription: 'premium', subscription_expires_at: 'not a date' })
    await renderHost()
    await vi.waitFor(() => expect(log).toHaveBeenCalled())
    expect(screen.queryByRole('dialog')).toBeNull()
    log.mockRestore()
  })

  test('only logs a failed read or a missing row, and keeps the free plan', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchRow.mockRejectedValue(new Error('Could not read the subscription: permission denied'))
    const first = await renderHost()
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1))
    first.unmount()
    answer(null)
    await renderHost()
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(2))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useSubscriptionStore.getState()).toMatchObject({ plan: 'free', status: 'active' })
    log.mockRestore()
  })

  test('makes no call for a signed-out visitor', async () => {
    await renderHost('en', { status: 'anonymous', user: null })
    await Promise.resolve()
    expect(fetchRow).not.toHaveBeenCalled()
  })
})
