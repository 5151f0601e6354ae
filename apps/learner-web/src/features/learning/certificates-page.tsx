import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { Icon } from './icon'

/**
 * Certificates (/certificates). Certificates are earned by completing courses; the backend keeps
 * no course-completion records yet, so every learner sees how to earn their first one.
 */
export function CertificatesPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Certificates</Trans>
      </h1>
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <Icon name="cap" className="size-9" />
        </span>
        <h2 className="mt-4 text-xl font-semibold text-slate-900">
          <Trans>No certificates yet</Trans>
        </h2>
        <p className="mt-2 text-slate-600">
          <Trans>
            You earn a certificate when you complete every lesson of a course. It shows your name,
            the course and the date, and you can share it with schools and employers.
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
    </div>
  )
}
