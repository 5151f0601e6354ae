import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Icon, type IconName } from '../../ui/icon'
import { useOnboardingStore } from './onboarding-store'

interface Action {
  readonly id: 'course' | 'class' | 'tutor'
  readonly to: string
  readonly icon: IconName
  readonly title: ReactNode
  readonly body: ReactNode
}

/**
 * The first-action page (/first-action): suggests a first step — a free course, a live class or
 * a question to the AI tutor — putting first what fits the goals chosen in onboarding.
 */
export function FirstActionPage() {
  const goals = useOnboardingStore((state) => state.goals)
  const level = useOnboardingStore((state) => state.placementLevel)
  const actions: Action[] = [
    {
      id: 'course',
      to: '/catalog',
      icon: 'book',
      title: <Trans>Start a free course</Trans>,
      body: <Trans>Pick a free course at your level and finish your first lesson today.</Trans>,
    },
    {
      id: 'class',
      to: '/booking',
      icon: 'teacher',
      title: <Trans>Book a live class</Trans>,
      body: <Trans>Practise speaking with a tutor, one-on-one or in a small group.</Trans>,
    },
    {
      id: 'tutor',
      to: '/ai-tutor',
      icon: 'chat',
      title: <Trans>Ask the AI Tutor</Trans>,
      body: <Trans>Get a quick answer to the grammar question that bothers you most.</Trans>,
    },
  ]
  // Speaking and exam goals are best served by a tutor, so a live class comes first for them.
  const prefersClass = goals.includes('speaking') || goals.includes('exams')
  const ordered = prefersClass
    ? [actions[1], actions[0], actions[2]].filter((a): a is Action => a !== undefined)
    : actions

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>You are all set!</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        {level === null ? (
          <Trans>What would you like to do first?</Trans>
        ) : (
          <Trans>
            Based on your placement, here is a good way to begin. What would you like to do first?
          </Trans>
        )}
      </p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {ordered.map((action, index) => (
          <li key={action.id}>
            <Link
              to={action.to}
              className={`flex h-full flex-col gap-2 rounded-xl border p-5 shadow-sm hover:shadow focus-visible:outline-2 focus-visible:outline-blue-700 ${
                index === 0 ? 'border-blue-700 bg-blue-50' : 'border-slate-200'
              }`}
            >
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-blue-100 text-blue-700">
                <Icon name={action.icon} className="size-7" />
              </span>
              <span className="text-lg font-semibold text-slate-900">{action.title}</span>
              <span className="text-sm text-slate-600">{action.body}</span>
              {index === 0 ? (
                <span className="mt-auto text-sm font-semibold text-blue-700">
                  <Trans>Recommended for you</Trans>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to="/dashboard" className="font-semibold text-blue-700 underline">
          <Trans>Go to my dashboard</Trans>
        </Link>
      </p>
    </div>
  )
}
