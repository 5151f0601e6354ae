import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, isLocale } from '@splendid/i18n'
import type { ReactNode } from 'react'
import { useAfterHydration } from '../../lib/use-after-hydration'
import { Breadcrumb } from './breadcrumb'

/** One numbered section of a legal page. */
export interface LegalSection {
  /** Anchor id, e.g. `'payments'`. */
  readonly id: string
  readonly heading: string
  readonly body: ReactNode
}

/** Props of {@link LegalPage}. */
export interface LegalPageProps {
  readonly title: string
  readonly sections: readonly LegalSection[]
}

/**
 * The frame of the Terms of Service and the Privacy Policy (spec §2 Legal pages): a breadcrumb
 * back to Home, the title, 'Last updated' with today's date (in the reader's language, Cairo
 * time), a table of contents and the numbered sections.
 */
export function LegalPage({ title, sections }: LegalPageProps) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en'
  // Today's date in the visitor's browser, not the build's: filled in after hydration.
  const today = useAfterHydration() ? formatDate(new Date(), locale, { dateStyle: 'long' }) : ''

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Breadcrumb current={title} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600" data-testid="last-updated">
        <Trans>Last updated: {today}</Trans>
      </p>
      <nav aria-label={t`On this page`} className="mt-8 rounded-xl bg-slate-50 p-5">
        <ol className="grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                {i18n.number(index + 1)}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            data-testid="legal-section"
            className="scroll-mt-24 md:scroll-mt-32"
          >
            <h2 id={`${section.id}-heading`} className="text-xl font-bold text-slate-900">
              {i18n.number(index + 1)}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{section.body}</div>
          </section>
        ))}
      </div>
    </div>
  )
}
