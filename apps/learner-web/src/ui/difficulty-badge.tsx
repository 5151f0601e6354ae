import { useLingui } from '@lingui/react/macro'
import type { Difficulty } from '@splendid/domain'

/**
 * Each difficulty's own colours (spec §3): green for beginner, amber for intermediate, rose for
 * advanced; all pairs meet WCAG AA for small text.
 */
export function difficultyClassName(difficulty: Difficulty): string {
  switch (difficulty) {
    case 'beginner':
      return 'bg-emerald-100 text-emerald-800'
    case 'intermediate':
      return 'bg-amber-100 text-amber-800'
    case 'advanced':
      return 'bg-rose-100 text-rose-800'
    default: {
      const unreachable: never = difficulty
      throw new TypeError(`Unknown difficulty: ${String(unreachable)}`)
    }
  }
}

/** A course's difficulty as a coloured badge with a translated label. */
export function DifficultyBadge({ difficulty }: { readonly difficulty: Difficulty }) {
  const { t } = useLingui()
  const labels: Record<Difficulty, string> = {
    beginner: t`Beginner`,
    intermediate: t`Intermediate`,
    advanced: t`Advanced`,
  }
  return (
    <span
      data-difficulty={difficulty}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${difficultyClassName(difficulty)}`}
    >
      {labels[difficulty]}
    </span>
  )
}
