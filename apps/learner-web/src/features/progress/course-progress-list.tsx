import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { coursePath } from '@splendid/domain'
import { formatNumber } from '@splendid/i18n'
import { Link } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { ProgressBar } from '../../ui/progress-bar'
import type { CourseProgress } from './progress-overview'

/**
 * Each enrolled course: lessons done and the share of the course, and for premium learners the
 * video time watched and the best score of each quiz.
 */
export function CourseProgressList({ courses }: { readonly courses: readonly CourseProgress[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (courses.length === 0) {
    return (
      <p className="text-slate-600">
        <Trans>
          You have not joined a course yet.{' '}
          <Link to="/catalog" className="font-semibold text-blue-700 underline">
            Explore the catalogue
          </Link>
        </Trans>
      </p>
    )
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {courses.map((course) => {
        const title = locale === 'ar' ? course.titleAr : course.titleEn
        const done = formatNumber(course.lessonsDone, locale)
        const total = formatNumber(course.lessonsTotal, locale)
        const percent = formatNumber(course.progressPercent / 100, locale, { style: 'percent' })
        return (
          <li key={course.courseId} className="rounded-xl border border-slate-200 p-5">
            <h3 className="font-semibold text-slate-900">
              <Link to={coursePath(course.courseId)} className="hover:underline">
                {title}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>
                {done} of {total} lessons · {percent}
              </Trans>
            </p>
            <ProgressBar
              label={t`Progress in ${title}`}
              percent={course.progressPercent}
              className="mt-2 h-2.5 bg-slate-200"
              fillClassName="bg-blue-700"
            />
            {course.secondsWatched !== null ? (
              <p className="mt-3 text-sm text-slate-700">
                <Plural
                  value={Math.ceil(course.secondsWatched / 60)}
                  one="# minute of video watched"
                  other="# minutes of video watched"
                />
              </p>
            ) : null}
            {course.quizzes !== null && course.quizzes.length > 0 ? (
              <table className="mt-3 w-full text-sm">
                <caption className="sr-only">
                  <Trans>Quiz scores in {title}</Trans>
                </caption>
                <thead>
                  <tr className="text-slate-600">
                    <th scope="col" className="text-start font-semibold">
                      <Trans>Quiz</Trans>
                    </th>
                    <th scope="col" className="text-end font-semibold">
                      <Trans>Best score</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {course.quizzes.map((quiz) => (
                    <tr key={quiz.lessonId} className="border-t border-slate-100">
                      <th scope="row" className="py-1 text-start font-normal">
                        {locale === 'ar' ? quiz.titleAr : quiz.titleEn}
                      </th>
                      <td className="py-1 text-end">
                        {quiz.bestScore === null ? (
                          <Trans>Not taken</Trans>
                        ) : quiz.passed ? (
                          <Trans>
                            {formatNumber(quiz.bestScore / 100, locale, { style: 'percent' })} ·
                            passed
                          </Trans>
                        ) : (
                          formatNumber(quiz.bestScore / 100, locale, { style: 'percent' })
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
