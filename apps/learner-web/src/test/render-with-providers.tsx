import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { formatNumberPlaceholders, intlLocaleOf, type Locale } from '@splendid/i18n'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type RenderResult, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import { loadMessages } from '../app/load-messages'
import { AuthContext, type AuthContextValue } from '../features/auth/auth-context'

/** A signed-out auth value; override fields to sign a test user in. */
export const anonymousAuth: AuthContextValue = {
  status: 'anonymous',
  expectedStatus: 'anonymous',
  session: null,
  user: null,
  isAdmin: false,
  signingOut: false,
  signOut: async () => {},
  logOutFromHeader: async () => {},
}

export interface RenderOptions {
  readonly locale?: Locale
  readonly route?: string
  readonly auth?: Partial<AuthContextValue>
}

/**
 * Activates `locale` with the app's real catalogues (tests start in English without them) and,
 * as the app does, its `Intl` conventions for the numbers in messages.
 */
export async function activateTestLocale(locale: Locale): Promise<void> {
  const { messages } = await loadMessages(locale)
  formatNumberPlaceholders(i18n)
  i18n.loadAndActivate({ locale, locales: intlLocaleOf(locale), messages })
}

/**
 * Renders a component the way the app does: with Lingui (English, or the real Arabic
 * catalogues), a router at `route`, a fresh query client and an auth value.
 */
export async function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const locale = options.locale ?? 'en'
  if (locale !== 'en') await activateTestLocale(locale)
  const status = options.auth?.status ?? anonymousAuth.status
  const auth: AuthContextValue = {
    ...anonymousAuth,
    expectedStatus: status === 'loading' ? 'anonymous' : status,
    ...options.auth,
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </I18nProvider>,
  )
}
