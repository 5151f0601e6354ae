import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { refreshAfterWrite } from './refresh-after-write'

/** What the last write said: done, or why not. */
export type ActionFeedback = { readonly kind: 'ok' | 'error'; readonly text: string } | null

/**
 * Runs a screen's writes one at a time: `busy` while one runs, the reads under `refreshKeys`
 * refreshed afterwards (whether it worked or not, so the screen shows what is stored), and a
 * feedback line — `okText`, or `failureText(cause)` in the interface language.
 *
 * @example
 * ```ts
 * const { run, busy, feedback } = useWriteAction(failureText, [TEACHING_KEYS.all])
 * const saved = await run(() => saveTutorProfile(userId, profile, null), t`Saved.`)
 * ```
 */
export function useWriteAction(
  failureText: (cause: unknown) => string,
  refreshKeys: readonly QueryKey[],
) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [feedback, setFeedback] = useState<ActionFeedback>(null)
  // The keys are constants of the calling hook: one string keeps the callback stable.
  const refreshed = JSON.stringify(refreshKeys)

  const run = useCallback(
    async (action: () => Promise<unknown>, okText: string | null): Promise<boolean> => {
      setBusy(true)
      setFeedback(null)
      try {
        const keys = JSON.parse(refreshed) as QueryKey[]
        await refreshAfterWrite(queryClient, keys, action)
        if (okText !== null) setFeedback({ kind: 'ok', text: okText })
        return true
      } catch (cause) {
        setFeedback({ kind: 'error', text: failureText(cause) })
        return false
      } finally {
        setBusy(false)
      }
    },
    [queryClient, failureText, refreshed],
  )

  return { run, busy, feedback, setFeedback }
}
