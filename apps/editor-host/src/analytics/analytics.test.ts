import { beforeEach, describe, expect, it, vi } from 'vitest'

const init = vi.fn()
vi.mock('posthog-js', () => ({ default: { init } }))

describe('startAnalytics', () => {
  beforeEach(() => init.mockReset())

  it('does nothing without a key: no script loaded, no call made', async () => {
    const { startAnalytics } = await import('./analytics')
    await expect(startAnalytics(null)).resolves.toBe(false)
    expect(init).not.toHaveBeenCalled()
  })

  it('profiles identified users only and masks password inputs when a key is set', async () => {
    const { startAnalytics } = await import('./analytics')
    await expect(
      startAnalytics({ key: 'phc_test', host: 'https://us.i.posthog.com' }),
    ).resolves.toBe(true)
    expect(init).toHaveBeenCalledWith('phc_test', {
      api_host: 'https://us.i.posthog.com',
      person_profiles: 'identified_only',
      session_recording: { maskInputOptions: { password: true } },
    })
  })
})
