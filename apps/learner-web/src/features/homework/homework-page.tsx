import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Icon } from '../../ui/icon'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { PageContainer } from '../../ui/page-container'
import { useAuth } from '../auth/use-auth'
import { HomeworkCard } from './homework-card'
import { useMyHomework } from './homework-queries'
import { groupHomework, type HomeworkAssignment } from './homework-rows'

/**
 * Homework (/homework): the assignments of the courses the learner follows, grouped as To do
 * (with "Overdue" once the deadline passed), Submitted (answer can still be replaced) and Graded
 * (score and feedback). A learner who follows no course is sent to the catalogue.
 */
export function HomeworkPage() {
  const { user } = useAuth()
  const { data, isPending, error, refetch } = useMyHomework(user?.id ?? null)
  // A fresh object per hand-in, so handing in the same assignment again moves focus again.
  const [handedIn, setHandedIn] = useState<{ readonly title: string } | null>(null)
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const now = Date.now()

  // The form that had focus is gone once the answer is in; keyboard users continue from the
  // confirmation instead of from the top of the document.
  useEffect(() => {
    if (handedIn) noticeRef.current?.focus()
  }, [handedIn])

  let content: ReactNode
  if (isPending) {
    content = (
      <p role="status" className="mt-8 text-slate-600">
        <Trans>Loading your homework…</Trans>
      </p>
    )
  } else if (error) {
    content = (
      <LoadErrorAlert
        title={<Trans>We could not load your homework.</Trans>}
        message={error.message}
        onRetry={refetch}
        className="mt-8"
      />
    )
  } else if (!data.enrolled) {
    content = (
      <EmptyState
        title={<Trans>No homework yet</Trans>}
        body={
          <Trans>
            Homework comes with your courses. Enrol in a course to get your first assignment.
          </Trans>
        }
        action={
          <Link
            to="/catalog"
            className="mt-6 inline-block rounded-xl bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
          >
            <Trans>Find a course</Trans>
          </Link>
        }
      />
    )
  } else if (data.assignments.length === 0) {
    content = (
      <EmptyState
        title={<Trans>No homework right now</Trans>}
        body={
          <Trans>You are all caught up. New assignments from your tutors will appear here.</Trans>
        }
        action={null}
      />
    )
  } else {
    const groups = groupHomework(data.assignments)
    const cards = (assignments: readonly HomeworkAssignment[]) =>
      assignments.map((assignment) => (
        <li key={assignment.id}>
          <HomeworkCard
            assignment={assignment}
            now={now}
            onSubmitted={(title) => setHandedIn({ title })}
          />
        </li>
      ))
    content = (
      <>
        <HomeworkGroup
          title={<Trans>To do</Trans>}
          count={groups.todo.length}
          empty={<Trans>Nothing to do right now. Well done!</Trans>}
        >
          {cards(groups.todo)}
        </HomeworkGroup>
        <HomeworkGroup
          title={<Trans>Submitted</Trans>}
          count={groups.submitted.length}
          empty={<Trans>Answers you hand in wait here until your tutor grades them.</Trans>}
        >
          {cards(groups.submitted)}
        </HomeworkGroup>
        <HomeworkGroup
          title={<Trans>Graded</Trans>}
          count={groups.graded.length}
          empty={<Trans>Graded homework with your tutor's feedback appears here.</Trans>}
        >
          {cards(groups.graded)}
        </HomeworkGroup>
      </>
    )
  }

  const submittedTitle = handedIn?.title ?? ''
  return (
    <PageContainer measure="reading">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Homework</Trans>
      </h1>
      <p className="mt-1 text-slate-600">
        <Trans>Practice from your courses: hand in your answers before the due date.</Trans>
      </p>
      <div role="status" aria-live="polite">
        {handedIn !== null ? (
          <p
            ref={noticeRef}
            tabIndex={-1}
            className="mt-4 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <Trans>Your answer to “{submittedTitle}” was submitted.</Trans>
          </p>
        ) : null}
      </div>
      {content}
      <HowHomeworkWorks />
    </PageContainer>
  )
}

function HomeworkGroup({
  title,
  count,
  empty,
  children,
}: {
  readonly title: ReactNode
  readonly count: number
  readonly empty: ReactNode
  readonly children: ReactNode
}) {
  const headingId = useId()
  const { i18n } = useLingui()
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        {title}
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">
          {i18n.number(count)}
        </span>
      </h2>
      {count === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-4 text-slate-600">
          {empty}
        </p>
      ) : (
        <ul className="mt-3 grid gap-4">{children}</ul>
      )}
    </section>
  )
}

function EmptyState({
  title,
  body,
  action,
}: {
  readonly title: ReactNode
  readonly body: ReactNode
  readonly action: ReactNode
}) {
  return (
    <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-blue-50 text-blue-700">
        <Icon name="clipboard" className="size-9" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{body}</p>
      {action}
    </div>
  )
}

function HowHomeworkWorks() {
  return (
    <section aria-labelledby="homework-how" className="mt-10">
      <h2 id="homework-how" className="text-xl font-bold text-slate-900">
        <Trans>How homework works</Trans>
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        <li className="rounded-xl border border-slate-200 p-4">
          <p className="font-semibold text-slate-900">
            <Trans>1. Enrol in a course</Trans>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Each course comes with practice that fits its lessons.</Trans>
          </p>
        </li>
        <li className="rounded-xl border border-slate-200 p-4">
          <p className="font-semibold text-slate-900">
            <Trans>2. Do it before the deadline</Trans>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>You can change your answer until your tutor grades it.</Trans>
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
  )
}
