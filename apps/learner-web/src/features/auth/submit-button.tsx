import type { ReactNode } from 'react'
import { useAfterHydration } from '../../lib/use-after-hydration'

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  /** While true the button is disabled and shows `busyLabel`. */
  readonly busy: boolean
  readonly busyLabel: ReactNode
  readonly children: ReactNode
}

/**
 * The primary submit button of the auth forms; reads e.g. 'Logging in...' while busy. On a
 * prerendered page it stays disabled until the app has hydrated: a form sent by the browser itself
 * would put the password in the address. (A disabled submit button also stops Enter from sending.)
 */
export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  const ready = useAfterHydration()
  return (
    <button
      type="submit"
      disabled={busy || !ready}
      aria-busy={busy}
      className="w-full rounded-lg bg-brand-700 px-4 py-2.5 text-base font-semibold text-white transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? busyLabel : children}
    </button>
  )
}
