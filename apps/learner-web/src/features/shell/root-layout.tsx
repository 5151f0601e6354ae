import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { queryClient } from '../../lib/query-client'
import { AuthProvider } from '../auth/auth-provider'
import { OnboardingRedirect } from '../onboarding/onboarding-redirect'
import { GamificationProvider } from '../progress/gamification-provider'
import { SiteFooter } from '../site/site-footer'
import { SiteHeader } from '../site/site-header'
import { SubscriptionDialogHost } from '../subscription/subscription-dialog-host'
import { LoadingPlaceholder } from './loading-placeholder'
import { PageRendered } from './page-rendered'
import { SkipLink } from './skip-link'

/** Everything around a page: providers, header, footer, and the app-wide checks of spec §4. */
export function RootLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <GamificationProvider>
          <SkipLink />
          <div className="flex min-h-dvh flex-col bg-white text-slate-900">
            <SiteHeader />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              <Suspense fallback={<LoadingPlaceholder />}>
                <Outlet />
                <PageRendered />
              </Suspense>
            </main>
            <SiteFooter />
          </div>
          <OnboardingRedirect />
          <SubscriptionDialogHost />
          <ScrollRestoration />
        </GamificationProvider>
      </AuthProvider>
    </QueryClientProvider>
  )
}
