import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { Icon } from './icon'

/**
 * Homework (/homework). Tutors assign homework after live classes; the backend has no homework
 * table yet, so the page explains how homework works and where to start.
 */
export function HomeworkPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Homework</Trans>
      </h1>
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-blue-50 text-blue-700">
          <Icon name="clipboard" className="size-9" />
        </span>
        <h2 className="mt-4 text-xl font-semibold text-slate-900">
          <Trans>No homework right now</Trans>
        </h2>
        <p className="mt-2 text-slate-600">
          <Trans>You are all caught up. New assignments from your tutors will appear here.</Trans>
        </p>
      </div>
      <section aria-labelledby="homework-how" className="mt-10">
        <h2 id="homework-how" className="text-xl font-bold text-slate-900">
          <Trans>How homework works</Trans>
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-3">
          <li className="rounded-xl border border-slate-200 p-4">
            <p className="font-semibold text-slate-900">
              <Trans>1. Attend a live class</Trans>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>Your tutor sets practice that fits what you covered together.</Trans>
            </p>
          </li>
          <li className="rounded-xl border border-slate-200 p-4">
            <p className="font-semibold text-slate-900">
              <Trans>2. Do it before the deadline</Trans>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>Writing tasks, recordings or short quizzes — each with a due date.</Trans>
            </p>
          </li>
          <li className="rounded-xl border border-slate-200 p-4">
            <p className="font-semibold text-slate-900">
              <Trans>3. Get feedback</Trans>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>Your tutor marks it and tells you what to improve next.</Trans>
            </p>
          </li>
        </ol>
        <Link
          to="/booking"
          className="mt-6 inline-block rounded-xl bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
        >
          <Trans>Book a live class</Trans>
        </Link>
      </section>
    </div>
  )
}
