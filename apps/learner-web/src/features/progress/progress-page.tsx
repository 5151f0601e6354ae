import { Plural, Trans } from '@lingui/react/macro'
import { ACHIEVEMENT_BADGES, BADGE_RULES } from '@splendid/domain'
import { formatNumber } from '@splendid/i18n'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { Icon } from '../../ui/icon'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { PageContainer } from '../../ui/page-container'
import { useAuth } from '../auth/use-auth'
import { ActivityHeatMap } from './activity-heat-map'
import { useBadgeName } from './badge-name'
import { CourseProgressList } from './course-progress-list'
import { LevelCard } from './level-card'
import { HISTORY_DAYS, useProgressOverview } from './progress-overview'
import { StreakCard } from './streak-card'
import { useGamification } from './use-gamification'
import { XpHistoryChart } from './xp-history-chart'
import { xpSeries } from './xp-series'

function Section(props: {
  readonly id: string
  readonly title: ReactNode
  readonly children: ReactNode
}) {
  return (
    <section aria-labelledby={props.id} className="mt-10">
      <h2 id={props.id} className="text-xl font-bold text-slate-900">
        {props.title}
      </h2>
      <div className="mt-4">{props.children}</div>
    </section>
  )
}

/**
 * Progress (/progress): level and streak, each course's progress, badges earned and the next
 * ones; for premium learners also time watched, quiz scores, xp over time and a calendar of
 * learning days — all as the server counts them (free learners get an honest upgrade prompt).
 */
export function ProgressPage() {
  const locale = useLocale()
  const { user } = useAuth()
  const { badges, xp } = useGamification()
  const badgeName = useBadgeName()
  const overview = useProgressOverview(user?.id ?? null)
  const earned = new Set(badges)
  const data = overview.data
  const series = data?.history ? xpSeries(data.history, data.today, HISTORY_DAYS) : null

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Your progress</Trans>
      </h1>
      <p className="mt-1 text-slate-600">
        <Trans>Complete lessons to earn XP, level up and collect badges.</Trans>
      </p>
      <div className="mt-8 grid max-w-3xl gap-6 md:grid-cols-2">
        <LevelCard />
        <StreakCard />
      </div>

      {overview.error ? (
        <LoadErrorAlert
          className="mt-10"
          title={<Trans>We could not load your course progress.</Trans>}
          message={overview.error.message}
          onRetry={overview.refetch}
        />
      ) : null}

      <Section id="progress-courses" title={<Trans>Your courses</Trans>}>
        {data ? (
          <CourseProgressList courses={data.courses} />
        ) : overview.isPending ? (
          <p role="status" className="text-slate-600">
            <Trans>Loading your courses…</Trans>
          </p>
        ) : null}
      </Section>

      {data && !data.premium ? (
        <aside className="mt-10 rounded-xl border border-amber-300 bg-amber-50 p-5">
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Advanced progress tracking is part of Premium</Trans>
          </h2>
          <p className="mt-1 text-slate-700">
            <Trans>
              With Premium you also see the minutes of video you watched, your best score in every
              quiz, your XP over the last twelve weeks and a calendar of your learning days.
            </Trans>
          </p>
          <Link
            to="/pricing"
            className="mt-3 inline-block rounded-xl bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
          >
            <Trans>See plans and pricing</Trans>
          </Link>
        </aside>
      ) : null}

      {series ? (
        <>
          <Section id="progress-xp-history" title={<Trans>XP over time</Trans>}>
            <XpHistoryChart series={series} />
          </Section>
          <Section id="progress-activity" title={<Trans>Learning days</Trans>}>
            <ActivityHeatMap series={series} />
          </Section>
        </>
      ) : null}

      <Section id="progress-badges" title={<Trans>Badges</Trans>}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {BADGE_RULES.map((rule) => {
            const has = earned.has(rule.name) || xp >= rule.xp
            const threshold = formatNumber(rule.xp, locale)
            const missing = formatNumber(Math.max(0, rule.xp - xp), locale)
            return (
              <BadgeItem
                key={rule.name}
                name={badgeName(rule.name)}
                earned={has}
                need={
                  <Trans>
                    Locked · reach {threshold} XP ({missing} to go)
                  </Trans>
                }
              />
            )
          })}
          {ACHIEVEMENT_BADGES.map((badge) => {
            return (
              <BadgeItem
                key={badge.name}
                name={badgeName(badge.name)}
                earned={earned.has(badge.name)}
                need={
                  badge.rule.kind === 'first_course' ? (
                    <Trans>Locked · complete a whole course</Trans>
                  ) : (
                    <Plural
                      value={badge.rule.days}
                      one="Locked · learn # day in a row"
                      other="Locked · learn # days in a row"
                    />
                  )
                }
              />
            )
          })}
        </ul>
      </Section>
    </PageContainer>
  )
}

/** One badge of the list: earned (a medal) or locked (a lock and what it still needs). */
function BadgeItem(props: {
  readonly name: string
  readonly earned: boolean
  readonly need: ReactNode
}) {
  const has = props.earned
  return (
    <li
      data-earned={has}
      className={`flex items-center gap-3 rounded-xl border p-4 ${
        has ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-slate-50'
      }`}
    >
      <span
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${
          has ? 'bg-amber-400 text-slate-900' : 'bg-slate-200 text-slate-500'
        }`}
      >
        <Icon name={has ? 'medal' : 'lock'} className="size-5" />
      </span>
      <span>
        <span className="block font-semibold text-slate-900">{props.name}</span>
        <span className="block text-sm text-slate-600">
          {has ? <Trans>Earned</Trans> : props.need}
        </span>
      </span>
    </li>
  )
}
