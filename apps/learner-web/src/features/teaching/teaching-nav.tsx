import { Trans, useLingui } from '@lingui/react/macro'
import { NavLink } from 'react-router'
import {
  TEACHING_AVAILABILITY_PATH,
  TEACHING_HOMEWORK_PATH,
  TEACHING_PATH,
  TEACHING_QUESTION_BANK_PATH,
  TEACHING_SESSIONS_PATH,
} from './teaching-paths'

const linkClass = ({ isActive }: { readonly isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-4 font-semibold ${
    isActive ? 'bg-blue-700 text-white' : 'text-slate-800 hover:bg-slate-100'
  }`

/** The teaching workspace's sections: courses, availability, sessions, homework, content bank. */
export function TeachingNav() {
  const { t } = useLingui()
  return (
    <nav
      aria-label={t`Teaching workspace`}
      className="mt-6 flex flex-wrap gap-2 border-b border-slate-200 pb-3"
    >
      <NavLink to={TEACHING_PATH} end className={linkClass}>
        <Trans>Courses</Trans>
      </NavLink>
      <NavLink to={TEACHING_AVAILABILITY_PATH} className={linkClass}>
        <Trans>Availability</Trans>
      </NavLink>
      <NavLink to={TEACHING_SESSIONS_PATH} className={linkClass}>
        <Trans>Sessions</Trans>
      </NavLink>
      <NavLink to={TEACHING_HOMEWORK_PATH} className={linkClass}>
        <Trans>Homework</Trans>
      </NavLink>
      <NavLink to={TEACHING_QUESTION_BANK_PATH} className={linkClass}>
        <Trans>Content bank</Trans>
      </NavLink>
    </nav>
  )
}
