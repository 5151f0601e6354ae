import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { clockTime } from '../../lib/clock-time'
import { useLocale } from '../../lib/use-locale'
import { Icon } from '../../ui/icon'
import type { ContinueLesson } from './continue-lesson-queries'

/** "Continue where you left off": the course and lesson of the latest activity, and the link. */
export function ContinueLessonCard({ lesson }: { readonly lesson: ContinueLesson }) {
  const locale = useLocale()
  const courseTitle = locale === 'ar' ? lesson.courseTitle.ar : lesson.courseTitle.en
  const lessonTitle = locale === 'ar' ? lesson.lessonTitle.ar : lesson.lessonTitle.en
  const at = lesson.positionSeconds
  return (
    <>
      <p className="mt-2 font-medium text-slate-800">{courseTitle}</p>
      <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
        <Icon name="play" className="size-4" />
        {lessonTitle}
        {at !== null && at > 0 ? (
          <>
            {' '}
            <Trans>(at {clockTime(at, locale)})</Trans>
          </>
        ) : null}
      </p>
      <Link
        to={lesson.path}
        className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
      >
        <Trans>Continue where you left off</Trans>
      </Link>
    </>
  )
}
