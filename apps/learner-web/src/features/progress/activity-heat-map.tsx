import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatNumber } from '@splendid/i18n'
import { useLocale } from '../../lib/use-locale'
import { cairoDate } from './xp-history-chart'
import { addDays, weeksOf, type XpDay } from './xp-series'

/** Fill of a day by the xp earned on it: none, a little, a daily goal's worth, a lot. */
function shade(xp: number): string {
  if (xp <= 0) return 'bg-slate-100'
  if (xp < 50) return 'bg-emerald-200'
  if (xp < 100) return 'bg-emerald-400'
  return 'bg-emerald-700'
}

/**
 * Activity per day as a calendar heat map: a table of weekdays (rows, Saturday first) by weeks
 * (columns, oldest at the start side), each day coloured by its xp and named in words for screen
 * readers.
 */
export function ActivityHeatMap({ series }: { readonly series: readonly XpDay[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const weeks = weeksOf(series)
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    // 2026-11-28 was a Saturday.
    formatDate(cairoDate(addDays('2026-11-28', index)), locale, {
      weekday: 'short',
    }),
  )
  const active = series.filter((entry) => entry.xp > 0).length

  return (
    <div className="overflow-x-auto">
      <table className="border-separate border-spacing-1">
        <caption className="mb-2 text-start text-sm text-slate-600">
          <Trans>
            Learning days in the last {formatNumber(series.length, locale)} days:{' '}
            {formatNumber(active, locale)}
          </Trans>
        </caption>
        <tbody>
          {weekdays.map((weekday, row) => (
            <tr key={weekday}>
              <th scope="row" className="pe-1 text-start text-xs font-normal text-slate-500">
                {weekday}
              </th>
              {weeks.map((week, column) => {
                const entry = week[row] ?? null
                const key = entry?.day ?? `empty-${column}-${row}`
                if (entry === null) return <td key={key} className="size-4" />
                const label = t`${formatDate(cairoDate(entry.day), locale, { dateStyle: 'medium' })}: ${formatNumber(entry.xp, locale)} XP`
                return (
                  <td key={key} title={label} className={`size-4 rounded-sm ${shade(entry.xp)}`}>
                    <span className="sr-only">{label}</span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 flex items-center gap-1 text-xs text-slate-600" aria-hidden="true">
        <Trans>Less</Trans>
        {[0, 20, 60, 120].map((xp) => (
          <span key={xp} className={`inline-block size-3 rounded-sm ${shade(xp)}`} />
        ))}
        <Trans>More</Trans>
      </p>
    </div>
  )
}
