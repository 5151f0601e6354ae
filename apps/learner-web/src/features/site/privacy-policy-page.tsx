import { Trans, useLingui } from '@lingui/react/macro'
import { LegalPage, type LegalSection } from './legal-page'

/** The address for privacy requests shown on the Privacy Policy (spec §2 Legal pages). */
export const PRIVACY_EMAIL = 'privacy@splendid.eg'

/**
 * The Privacy Policy (spec §2): eight sections — introduction, information collected, use,
 * sharing, security, rights, changes, contact.
 */
export function PrivacyPolicyPage() {
  const { t } = useLingui()
  const email = PRIVACY_EMAIL
  const sections: LegalSection[] = [
    {
      id: 'introduction',
      heading: t`Introduction`,
      body: (
        <p>
          <Trans>
            Your privacy matters to us. This policy explains what information Splendid collects, why
            we collect it and how we protect it, in line with Egypt's Personal Data Protection Law
            (Law No. 151 of 2020).
          </Trans>
        </p>
      ),
    },
    {
      id: 'information-collected',
      heading: t`Information We Collect`,
      body: (
        <p>
          <Trans>
            We collect the details you give us, such as your name, e-mail address, user type and
            preferred language, and information about how you learn: courses you follow, progress,
            homework, booked sessions, experience points and badges. We also keep basic technical
            data such as your browser type to keep the service working.
          </Trans>
        </p>
      ),
    },
    {
      id: 'use',
      heading: t`How We Use Your Information`,
      body: (
        <p>
          <Trans>
            We use your information to run your account, personalise your lessons, match you with
            tutors, track your progress, send important service messages and improve our courses. We
            never sell your personal data.
          </Trans>
        </p>
      ),
    },
    {
      id: 'sharing',
      heading: t`Sharing Your Information`,
      body: (
        <p>
          <Trans>
            Your teachers see the information they need to teach you, such as your name and
            homework. We share data with trusted providers that host our service or process
            payments, under contracts that protect it, and with authorities only when the law
            requires it.
          </Trans>
        </p>
      ),
    },
    {
      id: 'security',
      heading: t`Data Security`,
      body: (
        <p>
          <Trans>
            We protect your data with encrypted connections, hashed passwords and strict access
            controls, so that each user can only read their own records. No system is perfectly
            secure, so please choose a strong password and keep it private.
          </Trans>
        </p>
      ),
    },
    {
      id: 'rights',
      heading: t`Your Rights`,
      body: (
        <p>
          <Trans>
            You can access, correct or delete your personal data, download a copy of it, or withdraw
            your consent to optional messages at any time. Most of this can be done from your
            account settings; for anything else, contact us.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      heading: t`Changes to This Policy`,
      body: (
        <p>
          <Trans>
            When we change this policy we update the date at the top of this page and tell you about
            important changes by e-mail or in the app.
          </Trans>
        </p>
      ),
    },
    {
      id: 'contact',
      heading: t`Contact`,
      body: (
        <p>
          <Trans>
            For any privacy question or request, write to{' '}
            <a href={`mailto:${email}`} className="font-medium text-brand-700 underline">
              {email}
            </a>
            . We answer within 30 days, as the law requires.
          </Trans>
        </p>
      ),
    },
  ]
  return <LegalPage title={t`Privacy Policy`} sections={sections} />
}
