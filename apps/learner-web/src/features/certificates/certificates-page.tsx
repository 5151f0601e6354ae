import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '@splendid/i18n'
import { useState } from 'react'
import { Link } from 'react-router'
import { displayName } from '../../lib/display-name'
import { useLocale } from '../../lib/use-locale'
import { Icon } from '../../ui/icon'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { PageContainer } from '../../ui/page-container'
import { useAuth } from '../auth/use-auth'
import { useMyCertificates } from './certificate-queries'
import type { Certificate } from './certificate-rows'
import { CertificateView } from './certificate-view'

/** What the Copy number button last did. */
type CopyState = 'idle' | 'copied' | 'failed'

/**
 * Certificates (/certificates): the certificates the learner earned (issued by the database when
 * a course reaches 100 %), each with its course, issue date and verification number, a printable
 * view and a button that copies the number. Without any, it explains how to earn the first one.
 */
export function CertificatesPage() {
  const { user } = useAuth()
  const { data: certificates = [], isPending, error, refetch } = useMyCertificates(user?.id ?? null)
  const [viewing, setViewing] = useState<Certificate | null>(null)

  return (
    <PageContainer measure="reading">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Certificates</Trans>
      </h1>
      {isPending ? (
        <p role="status" className="mt-8 text-slate-600">
          <Trans>Loading your certificates…</Trans>
        </p>
      ) : error ? (
        <LoadErrorAlert
          title={<Trans>We could not load your certificates.</Trans>}
          message={error.message}
          onRetry={refetch}
          className="mt-8"
        />
      ) : certificates.length === 0 ? (
        <NoCertificates />
      ) : (
        <>
          <p className="mt-1 text-slate-600">
            <Trans>
              Schools and employers can verify a certificate with Splendid using its certificate
              number.
            </Trans>
          </p>
          <ul className="mt-8 grid gap-4">
            {certificates.map((certificate) => (
              <li key={certificate.id}>
                <CertificateItem certificate={certificate} onView={() => setViewing(certificate)} />
              </li>
            ))}
          </ul>
        </>
      )}
      {viewing ? (
        <CertificateView
          certificate={viewing}
          learnerName={viewing.learnerName || displayName(user)}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </PageContainer>
  )
}

function CertificateItem({
  certificate,
  onView,
}: {
  readonly certificate: Certificate
  readonly onView: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const [copy, setCopy] = useState<CopyState>('idle')
  const course = certificate.courseTitle[locale] || certificate.courseTitle.en
  const issued = formatDate(new Date(certificate.issuedAt), locale, { dateStyle: 'long' })
  const number = certificate.number
  const headingId = `certificate-${certificate.id}`

  async function copyNumber() {
    try {
      await navigator.clipboard.writeText(number)
      setCopy('copied')
    } catch {
      // The message below tells the learner to copy it by hand; the number stays selectable.
      setCopy('failed')
    }
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50/50 p-4 shadow-sm sm:flex-row sm:items-center sm:p-5"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-400 text-slate-900">
        <Icon name="medal" className="size-7" />
      </span>
      <div className="min-w-0 flex-1 text-start">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {course}
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>Issued on {issued}</Trans>
        </p>
        <p className="text-sm text-slate-700">
          <Trans>Certificate number:</Trans>{' '}
          <span dir="ltr" className="select-all font-mono font-semibold text-slate-900">
            {number}
          </span>
        </p>
        <p role="status" className="text-sm">
          {copy === 'copied' ? (
            <span className="text-emerald-800">
              <Trans>Certificate number copied.</Trans>
            </span>
          ) : copy === 'failed' ? (
            <span className="text-red-800">
              <Trans>Could not copy. Select the number and copy it yourself.</Trans>
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onView}
          aria-label={t`View and print the certificate for ${course}`}
          className="rounded-xl bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <Trans>View and print</Trans>
        </button>
        <button
          type="button"
          onClick={() => void copyNumber()}
          aria-label={t`Copy number of the certificate for ${course}`}
          className="rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <Trans>Copy number</Trans>
        </button>
      </div>
    </article>
  )
}

function NoCertificates() {
  return (
    <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <Icon name="cap" className="size-9" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">
        <Trans>No certificates yet</Trans>
      </h2>
      <p className="mt-2 text-slate-600">
        <Trans>
          You earn a certificate when you complete every lesson of a course. It shows your name, the
          course and the date, and you can share it with schools and employers.
        </Trans>
      </p>
      <ol className="mx-auto mt-6 max-w-md list-decimal space-y-2 ps-6 text-start text-slate-700">
        <li>
          <Trans>Choose a course in the catalogue.</Trans>
        </li>
        <li>
          <Trans>Complete its video lessons, practice exercises and quizzes.</Trans>
        </li>
        <li>
          <Trans>Your certificate appears here.</Trans>
        </li>
      </ol>
      <Link
        to="/catalog"
        className="mt-6 inline-block rounded-xl bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
      >
        <Trans>Find a course</Trans>
      </Link>
    </div>
  )
}
