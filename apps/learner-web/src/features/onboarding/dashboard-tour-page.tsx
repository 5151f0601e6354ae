import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Icon, type IconName } from '../../ui/icon'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './onboarding-frame'

interface TourStop {
  readonly icon: IconName
  readonly title: ReactNode
  readonly body: ReactNode
}

/** The welcome tour of the dashboard (/dashboard-tour): one card per area, with Next and Skip. */
export function DashboardTourPage() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [index, setIndex] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)

  const stops: readonly TourStop[] = [
    {
      icon: 'star',
      title: <Trans>Your level and XP</Trans>,
      body: (
        <Trans>
          Every lesson you complete earns XP. Watch your level rise and collect badges such as
          Language Explorer and Language Master.
        </Trans>
      ),
    },
    {
      icon: 'play',
      title: <Trans>Continue learning</Trans>,
      body: <Trans>Jump straight back into the last course you opened.</Trans>,
    },
    {
      icon: 'calendar',
      title: <Trans>Live classes and homework</Trans>,
      body: (
        <Trans>
          Book one-on-one or small-group classes with a tutor, then find their homework on the
          Homework page.
        </Trans>
      ),
    },
    {
      icon: 'chat',
      title: <Trans>AI Tutor</Trans>,
      body: (
        <Trans>Ask quick questions about grammar, vocabulary and pronunciation at any time.</Trans>
      ),
    },
  ]

  useEffect(() => {
    if (index > 0) headingRef.current?.focus()
  }, [index])

  const stop = stops[index] ?? stops[0]
  const last = index === stops.length - 1
  const position = i18n.number(index + 1)
  const total = i18n.number(stops.length)

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <p className="text-sm font-semibold text-blue-700">
        <Trans>Dashboard tour</Trans>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">
        <Trans>Welcome to your dashboard</Trans>
      </h1>
      <section
        aria-roledescription={t`tour card`}
        aria-labelledby="tour-title"
        className="mt-8 rounded-2xl border border-slate-200 p-6 shadow-sm"
      >
        <p className="text-sm text-slate-500">
          <Trans>
            {position} of {total}
          </Trans>
        </p>
        <span className="mt-2 inline-flex size-12 items-center justify-center rounded-full bg-blue-50 text-blue-700">
          <Icon name={stop?.icon ?? 'star'} className="size-7" />
        </span>
        <h2
          id="tour-title"
          ref={headingRef}
          tabIndex={-1}
          className="mt-3 text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {stop?.title}
        </h2>
        <p className="mt-2 text-slate-700">{stop?.body}</p>
        <div className="mt-6 flex flex-wrap justify-between gap-3">
          <Link to="/first-action" className={SECONDARY_BUTTON}>
            <Trans>Skip the tour</Trans>
          </Link>
          <div className="flex gap-3">
            {index > 0 ? (
              <button
                type="button"
                onClick={() => setIndex(index - 1)}
                className={SECONDARY_BUTTON}
              >
                <Trans>Back</Trans>
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => (last ? void navigate('/first-action') : setIndex(index + 1))}
              className={PRIMARY_BUTTON}
            >
              {last ? <Trans>Finish</Trans> : <Trans>Next</Trans>}
            </button>
          </div>
        </div>
      </section>
    </div>
  )
}
