import type { ReactNode } from 'react'

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  /** `error`: the red box of spec §8 (role alert); `success`: a green, politely announced box. */
  readonly tone: 'error' | 'success'
  readonly children: ReactNode
  /** Lets an input name this box as its description (`aria-describedby`). */
  readonly id?: string | undefined
}

/**
 * The message box of the auth forms: validation and server errors in red (announced at once),
 * confirmations in green.
 */
export function FormAlert({ tone, children, id }: FormAlertProps) {
  switch (tone) {
    case 'error':
      return (
        <div
          id={id}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {children}
        </div>
      )
    case 'success':
      return (
        <div
          id={id}
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {children}
        </div>
      )
    default: {
      const unreachable: never = tone
      throw new Error(`Unknown alert tone ${String(unreachable)}`)
    }
  }
}
