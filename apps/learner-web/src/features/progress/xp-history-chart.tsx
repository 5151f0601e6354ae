import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatNumber } from '@splendid/i18n'
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { useLocale } from '../../lib/use-locale'
import type { XpDay } from './xp-series'

/** A Cairo day (`YYYY-MM-DD`) as a date to format (noon UTC is the same day in Cairo). */
export function cairoDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`)
}

/**
 * xp over time: the running total per day as an area chart (mirrored right-to-left in Arabic,
 * digits and dates in the interface's locale), with the same figures as a table behind it.
 */
export function XpHistoryChart({ series }: { readonly series: readonly XpDay[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const rtl = locale === 'ar'
  const shortDate = (day: string) =>
    formatDate(cairoDate(day), locale, { day: 'numeric', month: 'short' })
  const first = series[0]
  const last = series.at(-1)
  const summary =
    first && last
      ? t`Total XP from ${shortDate(first.day)} to ${shortDate(last.day)}: from ${formatNumber(first.total, locale)} to ${formatNumber(last.total, locale)}.`
      : ''

  return (
    <figure>
      <div role="img" aria-label={summary} className="h-60 w-full" dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={[...series]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid stroke="#e2e8f0" vertical={false} />
            <XAxis
              dataKey="day"
              reversed={rtl}
              tickFormatter={shortDate}
              minTickGap={24}
              tick={{ fill: '#475569', fontSize: 12 }}
            />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              tickFormatter={(value: number) => formatNumber(value, locale)}
              width={48}
              tick={{ fill: '#475569', fontSize: 12 }}
            />
            <Tooltip
              labelFormatter={(day) => shortDate(String(day))}
              formatter={(value) => [formatNumber(Number(value), locale), t`Total XP`]}
            />
            <Area
              type="monotone"
              dataKey="total"
              stroke="#1d4ed8"
              fill="#bfdbfe"
              strokeWidth={2}
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-blue-700">
          <Trans>Show the figures as a table</Trans>
        </summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-start">
            <caption className="sr-only">
              <Trans>XP earned per day</Trans>
            </caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 text-start font-semibold">
                  <Trans>Day</Trans>
                </th>
                <th scope="col" className="py-1 text-start font-semibold">
                  <Trans>XP earned</Trans>
                </th>
                <th scope="col" className="py-1 text-start font-semibold">
                  <Trans>Total XP</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {series
                .filter((entry) => entry.xp > 0)
                .map((entry) => (
                  <tr key={entry.day} className="border-t border-slate-100">
                    <th scope="row" className="py-1 text-start font-normal">
                      {formatDate(cairoDate(entry.day), locale, { dateStyle: 'medium' })}
                    </th>
                    <td className="py-1">{formatNumber(entry.xp, locale)}</td>
                    <td className="py-1">{formatNumber(entry.total, locale)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
