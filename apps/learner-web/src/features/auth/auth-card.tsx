import type { ReactNode } from 'react'

/** Props of {@link AuthCard}. */
export interface AuthCardProps {
  /** The screen's title, rendered as its only `h1`. */
  readonly title: ReactNode
  /** A short line under the title. */
  readonly subtitle?: ReactNode
  readonly children: ReactNode
  /** Links shown under the card (log in, sign up, back home…). */
  readonly footer?: ReactNode
}

/**
 * The centred card every auth screen sits in: a two-tone brand accent (the header already shows
 * the wordmark), the title, the form and a row of links. Layout uses logical properties only, so Arabic mirrors it.
 */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
          <div aria-hidden="true" className="mx-auto flex w-16 gap-1">
            <span className="h-1.5 flex-[2] rounded-full bg-brand-700" />
            <span className="h-1.5 flex-1 rounded-full bg-accent-500" />
          </div>
          <h1 className="mt-4 text-center text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-center text-sm text-slate-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? (
          <div className="mt-6 flex flex-col items-center gap-2 text-sm text-slate-600">
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  )
}
