import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { DAILY_GOAL_XP } from '@splendid/domain'
import { formatNumber } from '@splendid/i18n'
import type { ReactNode } from 'react'
import { useLocale } from '../../lib/use-locale'
import { Icon } from '../../ui/icon'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { ProgressBar } from '../../ui/progress-bar'
import { useAuth } from '../auth/use-auth'
import { type LearningSummary, useLearningSummary } from './learning-summary'

/** What a learner who has not learned yet sees; also the card's layout while it loads. */
const NEW_LEARNER: LearningSummary = {
  currentStreak: 0,
  longestStreak: 0,
  activeToday: false,
  todayXp: 0,
  dailyGoalXp: DAILY_GOAL_XP,
  dailyGoalMet: false,
  streakFreeze: false,
}

/**
 * The learner's streak and today's daily goal, as the server counts them (days turn at Cairo's
 * midnight; a day counts with a lesson completed, a quiz passed or a session attended).
 */
export function StreakCard() {
  const { t } = useLingui()
  const locale = useLocale()
  const { user } = useAuth()
  const summary = useLearningSummary(user?.id ?? null)

  let body: ReactNode
  if (summary.error) {
    body = (
      <LoadErrorAlert
        variant="inline"
        className="mt-2"
        title={<Trans>We could not load your streak.</Trans>}
        message={summary.error.message}
        onRetry={summary.refetch}
      />
    )
  } else {
    // While the summary loads, the card is laid out with a new learner's values, invisibly, so
    // nothing on the page moves when the server answers (a new learner's card does not change).
    const loading = summary.data === undefined
    const { currentStreak, longestStreak, activeToday, todayXp, dailyGoalXp, dailyGoalMet } =
      summary.data ?? NEW_LEARNER
    const today = formatNumber(Math.min(todayXp, dailyGoalXp), locale)
    const goal = formatNumber(dailyGoalXp, locale)
    const percent = dailyGoalXp > 0 ? Math.min(100, Math.round((100 * todayXp) / dailyGoalXp)) : 0
    body = (
      <>
        {loading ? (
          <p role="status" className="sr-only">
            <Trans>Loading your streak…</Trans>
          </p>
        ) : null}
        <div className={loading ? 'invisible' : undefined} aria-hidden={loading || undefined}>
          <p className="mt-2 flex items-center gap-2 text-3xl font-extrabold text-slate-900">
            <Icon name="star" className="size-7 text-amber-500" />
            <Plural
              value={currentStreak}
              _0="No streak yet"
              one="# day streak"
              other="# day streak"
            />
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {activeToday ? (
              <Trans>Today counts. Come back tomorrow to keep it going.</Trans>
            ) : currentStreak > 0 ? (
              <Trans>Complete a lesson today to keep your streak.</Trans>
            ) : (
              <Trans>Complete a lesson to start a streak.</Trans>
            )}{' '}
            <Plural value={longestStreak} one="Longest: # day." other="Longest: # days." />
          </p>
          <ProgressBar
            label={t`Daily goal`}
            percent={percent}
            className="mt-4 h-2.5 bg-slate-200"
            fillClassName="bg-amber-500"
          />
          <p className="mt-2 text-sm font-semibold text-slate-900">
            {dailyGoalMet ? (
              <Trans>Daily goal met: {goal} XP today.</Trans>
            ) : (
              <Trans>
                Daily goal: {today} of {goal} XP today
              </Trans>
            )}
          </p>
          {summary.data?.streakFreeze ? (
            <p className="mt-1 text-xs text-slate-600">
              <Trans>Premium: one missed day a week keeps your streak.</Trans>
            </p>
          ) : null}
        </div>
      </>
    )
  }

  return (
    <section aria-labelledby="streak-card" className="rounded-xl border border-slate-200 p-5">
      <h2 id="streak-card" className="text-lg font-semibold text-slate-900">
        <Trans>Your streak</Trans>
      </h2>
      {body}
    </section>
  )
}
