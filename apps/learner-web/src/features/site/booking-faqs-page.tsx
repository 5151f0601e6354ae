import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { type FaqItem, FaqList } from './faq-list'
import { PageIntro } from './page-intro'

/** Questions about booking live tutoring sessions (spec §2 /booking-faqs). */
export function BookingFaqsPage() {
  const { t } = useLingui()
  const items: FaqItem[] = [
    {
      id: 'how-to-book',
      question: t`How do I book a live session?`,
      answer: (
        <Trans>
          Log in, open Book Class, choose a subject, then pick a tutor and a time that suits you.
          You will see a summary to confirm before the booking is made.
        </Trans>
      ),
    },
    {
      id: 'session-length',
      question: t`How long is a session?`,
      answer: (
        <Trans>
          One-on-one sessions last 45 minutes and small-group sessions last 60 minutes, with up to
          five students per group.
        </Trans>
      ),
    },
    {
      id: 'reschedule',
      question: t`Can I reschedule or cancel?`,
      answer: (
        <Trans>
          Yes. You can reschedule or cancel for free up to 24 hours before the session starts. Later
          cancellations count as a used session.
        </Trans>
      ),
    },
    {
      id: 'time-zone',
      question: t`Which time zone are session times in?`,
      answer: <Trans>All times are shown in Cairo time (Egypt), whatever device you use.</Trans>,
    },
    {
      id: 'priority',
      question: t`What is priority booking?`,
      answer: (
        <Trans>
          Premium members see new tutor slots first and can book them before they open to everyone.
        </Trans>
      ),
    },
    {
      id: 'missed-session',
      question: t`What if my tutor misses a session?`,
      answer: (
        <Trans>
          That rarely happens, but if it does, the session is returned to your account at once and
          you can book another one at no cost.
        </Trans>
      ),
    },
  ]

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageIntro
        title={t`Booking FAQs`}
        lead={<Trans>Everything you need to know about booking live tutoring sessions.</Trans>}
      />
      <FaqList items={items} />
      <p className="mt-8 text-slate-700">
        <Trans>
          Ready to book?{' '}
          <Link to="/booking" className="font-medium text-brand-700 underline">
            Book a class
          </Link>{' '}
          or{' '}
          <Link to="/contact" className="font-medium text-brand-700 underline">
            ask us a question
          </Link>
          .
        </Trans>
      </p>
    </div>
  )
}
