import { useLingui } from '@lingui/react/macro'

/** The days of the week, Saturday first (the Egyptian week), as 0 = Sunday … 6 = Saturday. */
export const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5] as const

/** The weekday names in the interface language, indexed 0 = Sunday … 6 = Saturday. */
export function useWeekdayNames(): readonly string[] {
  const { t } = useLingui()
  return [t`Sunday`, t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`]
}
