import type { RouteId } from '@splendid/domain'
import type { ComponentType } from 'react'

type PageModule = { readonly Component: ComponentType }
type PageLoader = () => Promise<PageModule>

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): PageLoader {
  return () => load().then((module) => ({ Component: pick(module) }))
}

/**
 * The screen of every route of spec §2, each its own chunk (route-level code splitting). The
 * `Record` makes the compiler refuse a route without a screen.
 */
export const PAGE_LOADERS: Record<RouteId, PageLoader> = {
  landing: page(
    () => import('../features/site/landing-page'),
    (m) => m.LandingPage,
  ),
  launch: page(
    () => import('../features/site/launch-page'),
    (m) => m.LaunchPage,
  ),
  signup: page(
    () => import('../features/auth/signup-page'),
    (m) => m.SignupPage,
  ),
  login: page(
    () => import('../features/auth/login-page'),
    (m) => m.LoginPage,
  ),
  'forgot-password': page(
    () => import('../features/auth/forgot-password-page'),
    (m) => m.ForgotPasswordPage,
  ),
  'reset-password': page(
    () => import('../features/auth/reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  'terms-of-service': page(
    () => import('../features/site/terms-of-service-page'),
    (m) => m.TermsOfServicePage,
  ),
  'privacy-policy': page(
    () => import('../features/site/privacy-policy-page'),
    (m) => m.PrivacyPolicyPage,
  ),
  catalog: page(
    () => import('../features/catalog/catalog-page'),
    (m) => m.CatalogPage,
  ),
  faq: page(
    () => import('../features/site/faq-page'),
    (m) => m.FaqPage,
  ),
  contact: page(
    () => import('../features/site/contact-page'),
    (m) => m.ContactPage,
  ),
  'booking-faqs': page(
    () => import('../features/site/booking-faqs-page'),
    (m) => m.BookingFaqsPage,
  ),
  pricing: page(
    () => import('../features/site/pricing-page'),
    (m) => m.PricingPage,
  ),
  onboarding: page(
    () => import('../features/onboarding/onboarding-page'),
    (m) => m.OnboardingPage,
  ),
  'language-preferences': page(
    () => import('../features/onboarding/language-preferences-page'),
    (m) => m.LanguagePreferencesPage,
  ),
  'placement-assessment': page(
    () => import('../features/teaching/onboarding-step-three-page'),
    (m) => m.OnboardingStepThreePage,
  ),
  'dashboard-tour': page(
    () => import('../features/onboarding/dashboard-tour-page'),
    (m) => m.DashboardTourPage,
  ),
  'first-action': page(
    () => import('../features/onboarding/first-action-page'),
    (m) => m.FirstActionPage,
  ),
  dashboard: page(
    () => import('../features/dashboard/dashboard-page'),
    (m) => m.DashboardPage,
  ),
  booking: page(
    () => import('../features/booking/booking-page'),
    (m) => m.BookingPage,
  ),
  'booking-recommended': page(
    () => import('../features/booking/booking-recommended-page'),
    (m) => m.BookingRecommendedPage,
  ),
  'booking-summary': page(
    () => import('../features/booking/booking-summary-page'),
    (m) => m.BookingSummaryPage,
  ),
  homework: page(
    () => import('../features/homework/homework-page'),
    (m) => m.HomeworkPage,
  ),
  'ai-tutor': page(
    () => import('../features/ai-tutor/ai-tutor-page'),
    (m) => m.AiTutorPage,
  ),
  account: page(
    () => import('../features/account/account-page'),
    (m) => m.AccountPage,
  ),
  certificates: page(
    () => import('../features/certificates/certificates-page'),
    (m) => m.CertificatesPage,
  ),
  'payment-receipt': page(
    () => import('../features/payments/receipt-page'),
    (m) => m.ReceiptPage,
  ),
  'payment-result': page(
    () => import('../features/payments/payment-result-page'),
    (m) => m.PaymentResultPage,
  ),
  progress: page(
    () => import('../features/progress/progress-page'),
    (m) => m.ProgressPage,
  ),
  course: page(
    () => import('../features/course/course-page'),
    (m) => m.CoursePage,
  ),
  teaching: page(
    () => import('../features/teaching/teaching-page'),
    (m) => m.TeachingPage,
  ),
  notifications: page(
    () => import('../features/notifications/notifications-page'),
    (m) => m.NotificationsPage,
  ),
  'teaching-course': page(
    () => import('../features/teaching/teaching-course-page'),
    (m) => m.TeachingCoursePage,
  ),
  'teaching-availability': page(
    () => import('../features/teaching/availability-page'),
    (m) => m.AvailabilityPage,
  ),
  'teaching-sessions': page(
    () => import('../features/teaching/sessions-page'),
    (m) => m.SessionsPage,
  ),
  'teaching-homework': page(
    () => import('../features/teaching/homework-grading-page'),
    (m) => m.HomeworkGradingPage,
  ),
  'teaching-question-bank': page(
    () => import('../features/teaching/question-bank-page'),
    (m) => m.QuestionBankPage,
  ),
  'admin-content': page(
    () => import('../features/admin/content-editor-page'),
    (m) => m.ContentEditorPage,
  ),
  'admin-content-bank': page(
    () => import('../features/content-bank/content-bank-page'),
    (m) => m.ContentBankPage,
  ),
  'admin-inbox': page(
    () => import('../features/admin/admin-inbox-page'),
    (m) => m.AdminInboxPage,
  ),
}

/** The screen for any other path: the text 'Page Not Found'. */
export const loadNotFoundPage = page(
  () => import('../features/site/not-found-page'),
  (m) => m.NotFoundPage,
)
