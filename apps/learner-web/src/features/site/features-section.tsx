import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

function Feature({
  icon,
  title,
  children,
}: {
  readonly icon: ReactNode
  readonly title: ReactNode
  readonly children: ReactNode
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)]">
      <span className="inline-grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-600">{children}</p>
    </li>
  )
}

function Icon({ children }: { readonly children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

/** The landing page's features (spec §2): free video courses, live tutoring, bilingual support. */
export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="features-heading" className="text-center text-3xl font-bold text-slate-900">
        <Trans>Why Learn with Splendid?</Trans>
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        <Feature
          title={<Trans>Free Video Courses</Trans>}
          icon={
            <Icon>
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="M10 9l5 3-5 3V9z" />
            </Icon>
          }
        >
          <Trans>
            Start today with free, high-quality video lessons in English and practical skills, and
            learn at your own pace on any device.
          </Trans>
        </Feature>
        <Feature
          title={<Trans>Live Tutoring</Trans>}
          icon={
            <Icon>
              <circle cx="9" cy="8" r="3" />
              <path d="M3 19c0-3.3 2.7-5 6-5s6 1.7 6 5" />
              <path d="M16 5h5v4h-2l-2 2V9h-1z" />
            </Icon>
          }
        >
          <Trans>
            Book one-on-one or small-group sessions with qualified tutors at times that suit you,
            and get feedback on your speaking and writing.
          </Trans>
        </Feature>
        <Feature
          title={<Trans>Bilingual Support</Trans>}
          icon={
            <Icon>
              <path d="M4 5h8M8 3v2m-2 0c0 4 2 7 5 8M10 5c0 4-2 7-5 8" />
              <path d="M13 21l4-9 4 9m-7-2.5h6" />
            </Icon>
          }
        >
          <Trans>
            Use Splendid fully in Arabic or English. Explanations, support and the whole interface
            follow the language you choose.
          </Trans>
        </Feature>
      </ul>
    </section>
  )
}
