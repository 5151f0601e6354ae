import { Trans, useLingui } from '@lingui/react/macro'
import { LegalPage, type LegalSection } from './legal-page'

/** The address for legal requests shown on the Terms of Service (spec §2 Legal pages). */
export const LEGAL_EMAIL = 'legal@splendid.eg'

/**
 * The Terms of Service (spec §2): nine sections — introduction, definitions, user accounts,
 * content, payments, termination, limitation of liability, changes to terms, contact.
 */
export function TermsOfServicePage() {
  const { t } = useLingui()
  const email = LEGAL_EMAIL
  const sections: LegalSection[] = [
    {
      id: 'introduction',
      heading: t`Introduction`,
      body: (
        <p>
          <Trans>
            Welcome to Splendid, an online learning platform operated from Cairo, Egypt. These Terms
            of Service govern your use of our website, courses, live tutoring, homework tools and AI
            Tutor. By creating an account or using Splendid, you agree to these terms. If you do not
            agree, please do not use the platform.
          </Trans>
        </p>
      ),
    },
    {
      id: 'definitions',
      heading: t`Definitions`,
      body: (
        <ul className="list-disc space-y-1 ps-6">
          <li>
            <Trans>"Platform" means the Splendid website, apps and services.</Trans>
          </li>
          <li>
            <Trans>"Student" means a user who takes courses or books tutoring sessions.</Trans>
          </li>
          <li>
            <Trans>"Teacher" means a user who creates courses or teaches live sessions.</Trans>
          </li>
          <li>
            <Trans>
              "Content" means videos, lessons, homework, messages and any other material on the
              platform.
            </Trans>
          </li>
          <li>
            <Trans>"Premium" means the paid subscription plan and its features.</Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'user-accounts',
      heading: t`User Accounts`,
      body: (
        <p>
          <Trans>
            You must give accurate information when you sign up and keep your password private. You
            are responsible for all activity on your account. Users under 16 need the permission of
            a parent or guardian. Tell us at once if you suspect that someone else is using your
            account.
          </Trans>
        </p>
      ),
    },
    {
      id: 'content',
      heading: t`Content`,
      body: (
        <p>
          <Trans>
            Courses and materials on Splendid belong to Splendid or to our teachers and are licensed
            to you for personal, non-commercial learning only. You may not copy, resell or share
            paid content. Anything you post, such as homework or messages, must be your own work and
            must respect Egyptian law and other people's rights.
          </Trans>
        </p>
      ),
    },
    {
      id: 'payments',
      heading: t`Payments`,
      body: (
        <p>
          <Trans>
            Premium subscriptions are billed in Egyptian pounds (EGP) for the period you choose and
            renew only if you ask them to. Prices include applicable taxes. If a course or session
            was not delivered as described, contact us within 14 days and we will review your
            request for a refund.
          </Trans>
        </p>
      ),
    },
    {
      id: 'termination',
      heading: t`Termination`,
      body: (
        <p>
          <Trans>
            You can close your account at any time from your settings. We may suspend or close
            accounts that break these terms, for example by sharing paid content or harassing other
            users. When an account is closed, access to premium features ends.
          </Trans>
        </p>
      ),
    },
    {
      id: 'limitation-of-liability',
      heading: t`Limitation of Liability`,
      body: (
        <p>
          <Trans>
            We work hard to keep Splendid available and accurate, but the platform is provided "as
            is". To the extent permitted by Egyptian law, Splendid is not liable for indirect
            losses, and our total liability is limited to the amount you paid us in the last twelve
            months.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes-to-terms',
      heading: t`Changes to Terms`,
      body: (
        <p>
          <Trans>
            We may update these terms as our services grow. We will show the new date at the top of
            this page and, for important changes, notify you by e-mail or in the app before they
            take effect. Continuing to use Splendid means you accept the updated terms.
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
            Questions about these terms? Write to us at{' '}
            <a href={`mailto:${email}`} className="font-medium text-brand-700 underline">
              {email}
            </a>{' '}
            and our legal team will reply within five working days.
          </Trans>
        </p>
      ),
    },
  ]
  return <LegalPage title={t`Terms of Service`} sections={sections} />
}
