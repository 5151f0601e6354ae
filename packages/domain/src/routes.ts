import { normalizePathname } from './pathname'

/** Who may open a route: everyone, signed-in users, or admins only. */
export type RouteAccess = 'public' | 'signed-in' | 'admin'

/** One entry of the route table (spec §2). */
export interface RouteDefinition {
  /** Stable identifier used by the app to attach screens. */
  readonly id: RouteId
  /** Path pattern; `:name` matches one non-empty segment. */
  readonly path: string
  readonly access: RouteAccess
  /** What the screen is for (English, from the spec). */
  readonly purpose: string
}

/** Identifiers of all routes in {@link ROUTES}. */
export type RouteId =
  | 'landing'
  | 'launch'
  | 'signup'
  | 'login'
  | 'forgot-password'
  | 'reset-password'
  | 'terms-of-service'
  | 'privacy-policy'
  | 'catalog'
  | 'faq'
  | 'contact'
  | 'booking-faqs'
  | 'pricing'
  | 'onboarding'
  | 'language-preferences'
  | 'placement-assessment'
  | 'dashboard-tour'
  | 'first-action'
  | 'dashboard'
  | 'booking'
  | 'booking-recommended'
  | 'booking-summary'
  | 'homework'
  | 'ai-tutor'
  | 'account'
  | 'certificates'
  | 'progress'
  | 'course'
  | 'payment-result'
  | 'payment-receipt'
  | 'notifications'
  | 'teaching'
  | 'teaching-course'
  | 'teaching-availability'
  | 'teaching-sessions'
  | 'teaching-homework'
  | 'teaching-question-bank'
  | 'admin-content'
  | 'admin-content-bank'
  | 'admin-inbox'

/**
 * The route table of spec §2, in the spec's order. `/reset-password` is public because it is
 * reached from the reset e-mail before the user is signed in; `/pricing` is the public plans
 * page that the subscription dialog's Upgrade Now button opens.
 */
export const ROUTES: readonly RouteDefinition[] = [
  { id: 'landing', path: '/', access: 'public', purpose: 'landing page and welcome' },
  { id: 'launch', path: '/launch', access: 'public', purpose: 'launch page' },
  { id: 'signup', path: '/signup', access: 'public', purpose: 'sign-up' },
  { id: 'login', path: '/login', access: 'public', purpose: 'log in' },
  {
    id: 'forgot-password',
    path: '/forgot-password',
    access: 'public',
    purpose: 'request a password reset',
  },
  {
    id: 'reset-password',
    path: '/reset-password',
    access: 'public',
    purpose: 'landing page for the password reset e-mail link',
  },
  { id: 'terms-of-service', path: '/terms-of-service', access: 'public', purpose: 'terms page' },
  { id: 'privacy-policy', path: '/privacy-policy', access: 'public', purpose: 'privacy page' },
  { id: 'catalog', path: '/catalog', access: 'public', purpose: 'course catalogue (My Courses)' },
  { id: 'faq', path: '/faq', access: 'public', purpose: 'frequently asked questions' },
  { id: 'contact', path: '/contact', access: 'public', purpose: 'contact page' },
  { id: 'booking-faqs', path: '/booking-faqs', access: 'public', purpose: 'booking questions' },
  { id: 'pricing', path: '/pricing', access: 'public', purpose: 'plans and upgrade' },
  { id: 'onboarding', path: '/onboarding', access: 'signed-in', purpose: 'onboarding step 1' },
  {
    id: 'language-preferences',
    path: '/language-preferences',
    access: 'signed-in',
    purpose: 'onboarding step 2',
  },
  {
    id: 'placement-assessment',
    path: '/placement-assessment',
    access: 'signed-in',
    purpose: 'onboarding step 3',
  },
  {
    id: 'dashboard-tour',
    path: '/dashboard-tour',
    access: 'signed-in',
    purpose: 'welcome tour of the dashboard',
  },
  { id: 'first-action', path: '/first-action', access: 'signed-in', purpose: 'first-action page' },
  { id: 'dashboard', path: '/dashboard', access: 'signed-in', purpose: 'dashboard' },
  { id: 'booking', path: '/booking', access: 'signed-in', purpose: 'book a class' },
  {
    id: 'booking-recommended',
    path: '/booking/recommended/:subjectId',
    access: 'signed-in',
    purpose: 'recommended bookings for a subject',
  },
  {
    id: 'booking-summary',
    path: '/booking/summary',
    access: 'signed-in',
    purpose: 'booking summary',
  },
  { id: 'homework', path: '/homework', access: 'signed-in', purpose: 'homework' },
  { id: 'ai-tutor', path: '/ai-tutor', access: 'signed-in', purpose: 'AI tutor' },
  { id: 'account', path: '/account', access: 'signed-in', purpose: 'Settings' },
  { id: 'certificates', path: '/certificates', access: 'signed-in', purpose: 'certificates' },
  { id: 'progress', path: '/progress', access: 'signed-in', purpose: 'progress' },
  { id: 'course', path: '/course/:id', access: 'signed-in', purpose: 'a single course' },
  {
    id: 'payment-result',
    path: '/payment/result',
    access: 'signed-in',
    purpose: 'the outcome of a Premium checkout (beyond spec §2: where the payment page returns)',
  },
  {
    id: 'payment-receipt',
    path: '/account/receipts/:paymentId',
    access: 'signed-in',
    purpose: 'a printable receipt of a paid payment (beyond spec §2)',
  },
  {
    id: 'notifications',
    path: '/notifications',
    access: 'signed-in',
    purpose: "the user's notifications, newest first (beyond spec §2: the header's bell)",
  },
  {
    id: 'teaching',
    path: '/teach',
    access: 'signed-in',
    purpose: "the teaching workspace: a teacher's courses (beyond spec §2; teachers only)",
  },
  {
    id: 'teaching-course',
    path: '/teach/courses/:courseId',
    access: 'signed-in',
    purpose: "the course editor on one of a teacher's courses (beyond spec §2; teachers only)",
  },
  {
    id: 'teaching-availability',
    path: '/teach/availability',
    access: 'signed-in',
    purpose: "a teacher's tutor profile, weekly hours and days off (beyond spec §2; teachers only)",
  },
  {
    id: 'teaching-sessions',
    path: '/teach/sessions',
    access: 'signed-in',
    purpose: "a teacher's live sessions and attendance (beyond spec §2; teachers only)",
  },
  {
    id: 'teaching-homework',
    path: '/teach/homework',
    access: 'signed-in',
    purpose:
      "a teacher's homework per course and the grading queue (beyond spec §2; teachers only)",
  },
  {
    id: 'teaching-question-bank',
    path: '/teach/question-bank',
    access: 'signed-in',
    purpose:
      'the content bank the staff share, for teachers (beyond spec §2; teachers only; admins use /admin/content-bank)',
  },
  { id: 'admin-content', path: '/admin/content', access: 'admin', purpose: 'Content Editor' },
  {
    id: 'admin-content-bank',
    path: '/admin/content-bank',
    access: 'admin',
    purpose: 'content bank',
  },
  {
    id: 'admin-inbox',
    path: '/admin/inbox',
    access: 'admin',
    purpose: 'the contact messages and the newsletter list (beyond spec §2)',
  },
]

/** Result of {@link matchRoute}: a route with its decoded parameters, or not found. */
export type RouteMatch =
  | {
      readonly kind: 'route'
      readonly route: RouteDefinition
      readonly params: Readonly<Record<string, string>>
    }
  | { readonly kind: 'not-found' }

/** Matches one pattern against path segments; `null` when it does not match. */
function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter((part) => part !== '')
  if (parts.length !== segments.length) return null
  const params: Record<string, string> = {}
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? ''
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment)
      } catch {
        // A malformed escape cannot name a subject or course, so the path matches nothing.
        return null
      }
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return null
    }
  }
  return params
}

/**
 * Finds the route for a path (query, hash and trailing slashes are ignored; static segments
 * match case-insensitively, like React Router's default). Any other path is `not-found`, where
 * the app shows 'Page Not Found'.
 *
 * @example
 * ```ts
 * const match = matchRoute('/course/42?tab=notes')
 * // { kind: 'route', route: { id: 'course', … }, params: { id: '42' } }
 * matchRoute('/nope') // { kind: 'not-found' }
 * ```
 */
export function matchRoute(path: string): RouteMatch {
  const segments = normalizePathname(path)
    .split('/')
    .filter((segment) => segment !== '')
  for (const route of ROUTES) {
    const params = matchPattern(route.path, segments)
    if (params !== null) return { kind: 'route', route, params }
  }
  return { kind: 'not-found' }
}

/**
 * The path of a single course page, with the id encoded.
 *
 * @example
 * ```ts
 * coursePath('42') // '/course/42'
 * ```
 */
export function coursePath(courseId: string): string {
  return `/course/${encodeURIComponent(courseId)}`
}

/**
 * The path of the recommended bookings for a subject, with the id encoded.
 *
 * @example
 * ```ts
 * recommendedBookingPath('math & science') // '/booking/recommended/math%20%26%20science'
 * ```
 */
export function recommendedBookingPath(subjectId: string): string {
  return `/booking/recommended/${encodeURIComponent(subjectId)}`
}
