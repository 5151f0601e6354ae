import { Trans, useLingui } from '@lingui/react/macro'
import { xpForLevel } from '@splendid/domain'
import { ProgressBar } from '../../ui/progress-bar'
import { useGamification } from './use-gamification'

/** The user's level, xp and progress to the next level, from the gamification provider. */
export function LevelCard() {
  const { t, i18n } = useLingui()
  const { xp, level, progress } = useGamification()
  const percent = Math.round(progress)
  const next = i18n.number(xpForLevel(level + 1))
  const xpText = i18n.number(xp)
  const levelText = i18n.number(level)
  return (
    <div className="rounded-xl bg-gradient-to-br from-blue-700 to-blue-900 p-5 text-white shadow">
      <p className="text-sm text-blue-100">
        <Trans>Your level</Trans>
      </p>
      <p className="mt-1 text-4xl font-extrabold">{t`Level ${levelText}`}</p>
      <p className="mt-2 text-blue-50">
        <Trans>
          {xpText} XP · next level at {next} XP
        </Trans>
      </p>
      <ProgressBar
        label={t`Progress to the next level`}
        percent={percent}
        className="mt-4 h-3 bg-blue-950/40"
        fillClassName="bg-amber-400"
      />
      <p className="mt-2 text-sm text-blue-100">
        <Trans>{i18n.number(percent)}% of the way to the next level</Trans>
      </p>
    </div>
  )
}
