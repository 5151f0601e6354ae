import { Trans, useLingui } from '@lingui/react/macro'
import { BADGE_RULES } from '@splendid/domain'
import { Icon } from '../../ui/icon'
import { useBadgeName } from './badge-name'
import { LevelCard } from './level-card'
import { StreakCard } from './streak-card'
import { useGamification } from './use-gamification'

/** Progress (/progress): level, xp, progress to the next level, badges earned and still locked. */
export function ProgressPage() {
  const { i18n } = useLingui()
  const { badges, xp } = useGamification()
  const badgeName = useBadgeName()
  const earned = new Set(badges)

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
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
      <section aria-labelledby="progress-badges" className="mt-10">
        <h2 id="progress-badges" className="text-xl font-bold text-slate-900">
          <Trans>Badges</Trans>
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {BADGE_RULES.map((rule) => {
            const has = earned.has(rule.name) || xp >= rule.xp
            const threshold = i18n.number(rule.xp)
            return (
              <li
                key={rule.name}
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
                  <span className="block font-semibold text-slate-900">{badgeName(rule.name)}</span>
                  <span className="block text-sm text-slate-600">
                    {has ? <Trans>Earned</Trans> : <Trans>Locked · reach {threshold} XP</Trans>}
                  </span>
                </span>
              </li>
            )
          })}
        </ul>
      </section>
    </div>
  )
}
