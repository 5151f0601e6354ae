import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { type FaqItem, FaqList } from './faq-list'
import { PageIntro } from './page-intro'

/** Frequently asked questions about Splendid (spec §2 /faq). */
export function FaqPage() {
  const { t } = useLingui()
  const items: FaqItem[] = [
    {
      id: 'what-is-splendid',
      question: t`What is Splendid?`,
      answer: (
        <Trans>
          Splendid is a bilingual learning platform for Egyptian students. It offers English and
          skills courses, live tutoring, homework with feedback, an AI tutor, certificates and
          progress tracking, all in Arabic or English.
        </Trans>
      ),
    },
    {
      id: 'is-it-free',
      question: t`Is Splendid free?`,
      answer: (
        <Trans>
          Yes. Many video courses are free forever. A Premium subscription adds unlimited AI Tutor
          access, priority booking for live sessions, advanced progress tracking, downloadable
          course materials and an ad-free experience.{' '}
          <Link to="/pricing" className="font-medium text-brand-700 underline">
            See our plans
          </Link>
          .
        </Trans>
      ),
    },
    {
      id: 'change-language',
      question: t`How do I switch between Arabic and English?`,
      answer: (
        <Trans>
          Use the language button in the header at any time. Your choice is remembered on this
          device, and the whole interface changes direction to match.
        </Trans>
      ),
    },
    {
      id: 'certificates',
      question: t`Do I get a certificate?`,
      answer: (
        <Trans>
          Yes. When you complete a course you receive a certificate that you can find on your
          Certificates page and share with schools or employers.
        </Trans>
      ),
    },
    {
      id: 'teachers',
      question: t`Can I teach on Splendid?`,
      answer: (
        <Trans>
          Absolutely. Sign up as a teacher to create courses and offer live sessions. Our team
          reviews new teachers' profiles within a few working days.
        </Trans>
      ),
    },
    {
      id: 'devices',
      question: t`Which devices can I use?`,
      answer: (
        <Trans>
          Splendid works in any modern browser on phones, tablets and computers. Your progress is
          saved to your account, so you can continue on any device.
        </Trans>
      ),
    },
  ]

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageIntro
        title={t`Frequently Asked Questions`}
        lead={<Trans>Quick answers about courses, plans and your account.</Trans>}
      />
      <FaqList items={items} />
      <p className="mt-8 text-slate-700">
        <Trans>
          Still have a question?{' '}
          <Link to="/contact" className="font-medium text-brand-700 underline">
            Contact our support team
          </Link>
          .
        </Trans>
      </p>
    </div>
  )
}
