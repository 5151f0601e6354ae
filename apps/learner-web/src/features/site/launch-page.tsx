import { Trans, useLingui } from '@lingui/react/macro'
import { signupPath } from '@splendid/domain'
import { Link } from 'react-router'
import { PageIntro } from './page-intro'
import { storeUserType } from './store-user-type'

/** The launch announcement: what is new on Splendid (spec §2 /launch). */
export function LaunchPage() {
  const { t } = useLingui()
  const highlights = [
    {
      id: 'live-tutoring',
      title: t`Live tutoring, booked in minutes`,
      body: t`Pick a subject, see recommended tutors and confirm a one-on-one or small-group session in Cairo time.`,
    },
    {
      id: 'ai-tutor',
      title: t`An AI Tutor for every question`,
      body: t`Ask about grammar, vocabulary or homework at any hour and get clear explanations in Arabic or English.`,
    },
    {
      id: 'progress',
      title: t`Progress you can see`,
      body: t`Earn experience points and badges, level up as you learn, and collect certificates for completed courses.`,
    },
    {
      id: 'bilingual',
      title: t`Fully bilingual`,
      body: t`Switch the whole platform between Arabic and English with one click; the layout follows your language.`,
    },
  ]

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageIntro
        title={t`Splendid is here`}
        lead={
          <Trans>
            Our new learning platform brings courses, live tutoring, homework and an AI tutor
            together in one place, built for Egyptian students.
          </Trans>
        }
      />
      <h2 className="text-2xl font-bold text-slate-900">
        <Trans>What's new</Trans>
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {highlights.map((item) => (
          <li
            key={item.id}
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)]"
          >
            <h3 className="text-lg font-bold text-slate-900">{item.title}</h3>
            <p className="mt-2 text-slate-600">{item.body}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col gap-3 rounded-2xl bg-brand-700 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-semibold">
          <Trans>Launch offer: your first live session is free.</Trans>
        </p>
        <Link
          to={signupPath('student')}
          onClick={() => storeUserType('student')}
          className="inline-flex h-11 items-center justify-center rounded-lg bg-amber-400 px-6 font-semibold text-slate-900 hover:bg-amber-300"
        >
          <Trans>Get Started Now</Trans>
        </Link>
      </div>
    </div>
  )
}
