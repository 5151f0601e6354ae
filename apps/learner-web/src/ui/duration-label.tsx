import { Plural } from '@lingui/react/macro'

const WEEKS = /^(\d+)\s*weeks?$/i

/**
 * A course duration for display. Durations are free text (spec §3, e.g. '4 weeks'); the common
 * "N weeks" form is translated with the language's plural rules, anything else is shown as
 * written.
 */
export function DurationLabel({ duration }: { readonly duration: string }) {
  const match = WEEKS.exec(duration.trim())
  if (match?.[1] === undefined) return <>{duration}</>
  const weeks = Number(match[1])
  return <Plural value={weeks} one="# week" other="# weeks" />
}
