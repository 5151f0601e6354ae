import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatNumber } from '@splendid/i18n'
import type { ReactNode } from 'react'
import { useLocale } from '../../lib/use-locale'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { ProgressBar } from '../../ui/progress-bar'
import { styles } from '../authoring/authoring-styles'
import { useCourseLearners } from './course-learners-queries'

const cell = 'px-3 py-2 text-start align-middle'

/** Who follows the course, with their progress and last activity (the course's teacher only). */
export function CourseLearners({ courseId }: { readonly courseId: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const learners = useCourseLearners(courseId)
  const number = (value: number) => formatNumber(value, locale)
  const day = (iso: string) => formatDate(new Date(iso), locale, { dateStyle: 'medium' })

  let body: ReactNode
  if (learners.error) {
    body = (
      <LoadErrorAlert
        className="mt-3"
        title={<Trans>We could not load the course's learners.</Trans>}
        message={learners.error.message}
        onRetry={learners.refetch}
      />
    )
  } else if (learners.isPending) {
    body = (
      <p role="status" className="mt-3 text-sm text-slate-600">
        <Trans>Loading the learners…</Trans>
      </p>
    )
  } else if (learners.data.length === 0) {
    body = (
      <p className="mt-3 text-sm text-slate-700">
        <Trans>Nobody follows this course yet.</Trans>
      </p>
    )
  } else {
    body = (
      // Wide on phones: the table scrolls sideways, and the keyboard can scroll it too.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      <section className="mt-3 overflow-x-auto" tabIndex={0} aria-label={t`Learners`}>
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">
            <Trans>The course's learners, most recently active first</Trans>
          </caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className={cell}>
                <Trans>Learner</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Progress</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Lessons done</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Quizzes passed</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Homework handed in</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Last active</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Joined</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {learners.data.map((learner) => {
              const name = learner.name || t`Unnamed learner`
              return (
                <tr key={learner.userId} className="border-b border-slate-100">
                  <th scope="row" className={`${cell} font-semibold text-slate-900`}>
                    {name}
                  </th>
                  <td className={cell}>
                    <div className="flex items-center gap-2">
                      <ProgressBar
                        label={t`Progress of ${name}`}
                        percent={learner.progressPercent}
                        className="h-2 w-20 bg-slate-200"
                        fillClassName="bg-blue-700"
                      />
                      <span>
                        {formatNumber(learner.progressPercent / 100, locale, { style: 'percent' })}
                      </span>
                    </div>
                  </td>
                  <td className={cell}>{number(learner.lessonsCompleted)}</td>
                  <td className={cell}>{number(learner.quizzesPassed)}</td>
                  <td className={cell}>{number(learner.homeworkSubmitted)}</td>
                  <td className={cell}>{day(learner.lastActiveAt)}</td>
                  <td className={cell}>{day(learner.enrolledAt)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </section>
    )
  }

  return (
    <section className={styles.card} aria-labelledby="course-learners-title">
      <h2 id="course-learners-title" className="text-lg font-semibold text-slate-900">
        <Trans>Learners</Trans>
        {learners.data && learners.data.length > 0 ? (
          <span className="ms-2 text-base font-normal text-slate-600">
            ({number(learners.data.length)})
          </span>
        ) : null}
      </h2>
      {body}
    </section>
  )
}
