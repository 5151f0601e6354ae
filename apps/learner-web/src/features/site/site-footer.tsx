import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber, isLocale } from '@splendid/i18n'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { currentYear } from './current-year'
import { NewsletterSignup } from './newsletter-signup'
import { SocialIcon, type SocialNetwork } from './social-icon'
import { Wordmark } from './wordmark'

const SOCIAL_LINKS: readonly { network: SocialNetwork; href: string }[] = [
  { network: 'facebook', href: 'https://www.facebook.com/splendid.eg' },
  { network: 'instagram', href: 'https://www.instagram.com/splendid.eg' },
  { network: 'youtube', href: 'https://www.youtube.com/@splendid-eg' },
  { network: 'linkedin', href: 'https://www.linkedin.com/company/splendid-eg' },
]

function FooterLink({ to, children }: { readonly to: string; readonly children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="text-slate-300 hover:text-white hover:underline">
        {children}
      </Link>
    </li>
  )
}

/**
 * The footer of spec §2: quick links, support links, a contact block, social links, the
 * newsletter sign-up and a copyright line with the current year.
 */
export function SiteFooter() {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en'
  const year = formatNumber(currentYear(), locale, { useGrouping: false })
  const socialLabels: Record<SocialNetwork, string> = {
    facebook: t`Splendid on Facebook`,
    instagram: t`Splendid on Instagram`,
    youtube: t`Splendid on YouTube`,
    linkedin: t`Splendid on LinkedIn`,
  }

  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-4">
          <p className="inline-block rounded-lg bg-white px-3 py-1 text-2xl">
            <Wordmark />
          </p>
          <p className="text-sm">
            <Trans>Where Skills & Education Are Splendid</Trans>
          </p>
          <NewsletterSignup />
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-3 text-sm font-semibold text-white">
            <Trans>Quick Links</Trans>
          </h2>
          <ul className="space-y-2 text-sm">
            <FooterLink to="/">
              <Trans>Home</Trans>
            </FooterLink>
            <FooterLink to="/catalog">
              <Trans>Courses</Trans>
            </FooterLink>
            <FooterLink to="/pricing">
              <Trans>Pricing</Trans>
            </FooterLink>
            <FooterLink to="/launch">
              <Trans>What's New</Trans>
            </FooterLink>
            <FooterLink to="/signup?user=teacher">
              <Trans>Teach on Splendid</Trans>
            </FooterLink>
          </ul>
        </nav>
        <nav aria-labelledby="footer-support-links">
          <h2 id="footer-support-links" className="mb-3 text-sm font-semibold text-white">
            <Trans>Support</Trans>
          </h2>
          <ul className="space-y-2 text-sm">
            <FooterLink to="/faq">
              <Trans>FAQ</Trans>
            </FooterLink>
            <FooterLink to="/booking-faqs">
              <Trans>Booking FAQs</Trans>
            </FooterLink>
            <FooterLink to="/contact">
              <Trans>Contact Us</Trans>
            </FooterLink>
            <FooterLink to="/terms-of-service">
              <Trans>Terms of Service</Trans>
            </FooterLink>
            <FooterLink to="/privacy-policy">
              <Trans>Privacy Policy</Trans>
            </FooterLink>
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold text-white">
            <Trans>Contact</Trans>
          </h2>
          <address className="space-y-2 text-sm not-italic">
            <p>
              <a href="mailto:hello@splendid.eg" className="hover:text-white hover:underline">
                hello@splendid.eg
              </a>
            </p>
            <p>
              <a href="tel:+20223456789" dir="ltr" className="hover:text-white hover:underline">
                +20 2 2345 6789
              </a>
            </p>
            <p>
              <Trans>15 Tahrir Street, Downtown, Cairo, Egypt</Trans>
            </p>
          </address>
          <ul className="mt-4 flex gap-2">
            {SOCIAL_LINKS.map(({ network, href }) => (
              <li key={network}>
                <a
                  href={href}
                  aria-label={socialLabels[network]}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-grid size-10 place-items-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-slate-400 sm:px-6">
          <Trans>© {year} Splendid. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  )
}
