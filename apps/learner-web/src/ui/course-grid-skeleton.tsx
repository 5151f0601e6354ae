import { useLingui } from '@lingui/react/macro'

/** Placeholder cards of the course grid while courses load; same size as real cards. */
export function CourseGridSkeleton({ count = 4 }: { readonly count?: number }) {
  const { t } = useLingui()
  return (
    <div
      role="status"
      aria-label={t`Loading courses…`}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    >
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="w-full max-w-[320px] animate-pulse overflow-hidden rounded-xl border border-slate-200"
        >
          <div className="aspect-video bg-slate-200" />
          <div className="space-y-3 p-4">
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="h-4 w-full rounded bg-slate-200" />
            <div className="h-4 w-5/6 rounded bg-slate-200" />
            <div className="h-10 w-full rounded-xl bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  )
}
