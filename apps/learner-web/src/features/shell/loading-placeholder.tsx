import { useLingui } from '@lingui/react/macro'

/**
 * The pulsing placeholder shown while the session loads (spec §2). It is at least a screen tall,
 * so the footer starts below the fold and is not pushed down (a layout shift) when the page
 * replaces it.
 */
export function LoadingPlaceholder() {
  const { t } = useLingui()
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t`Loading…`}
      data-testid="session-loading"
      className="mx-auto flex min-h-dvh w-full max-w-5xl animate-pulse flex-col gap-4 px-4 py-10"
    >
      <div className="h-8 w-1/3 rounded-lg bg-slate-200" />
      <div className="h-4 w-2/3 rounded bg-slate-200" />
      <div className="h-4 w-1/2 rounded bg-slate-200" />
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div className="h-32 rounded-xl bg-slate-200" />
        <div className="h-32 rounded-xl bg-slate-200" />
        <div className="h-32 rounded-xl bg-slate-200" />
      </div>
    </div>
  )
}
