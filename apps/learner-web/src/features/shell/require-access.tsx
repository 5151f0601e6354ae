import { guardRoute, type RouteAccess, type Viewer } from '@splendid/domain'
import { lazy, Suspense } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useAuth } from '../auth/use-auth'
import { LoadingPlaceholder } from './loading-placeholder'

// Signed-in routes only: a visitor's pages do not download it (issue 23).
const SecondFactorGate = lazy(() =>
  import('../account/second-factor-gate').then((module) => ({ default: module.SecondFactorGate })),
)

/**
 * Guards the routes below it (spec §2): anonymous visitors of signed-in routes go to
 * `/login?redirectTo=<path>`, anonymous visitors and non-admins of admin routes go to
 * `/dashboard`, and the pulsing placeholder shows while the session loads.
 */
export function RequireAccess({ access }: { readonly access: RouteAccess }) {
  const { status, user, signingOut } = useAuth()
  const location = useLocation()
  const viewer: Viewer =
    status === 'signed-in' && user
      ? { status: 'signed-in', user }
      : { status: status === 'loading' ? 'loading' : 'anonymous' }
  if (signingOut) return <LoadingPlaceholder />
  const decision = guardRoute(access, viewer, location)
  switch (decision.type) {
    case 'render':
      // A user with an authenticator app gives its code before any signed-in screen (aal2).
      return access === 'public' ? (
        <Outlet />
      ) : (
        <Suspense fallback={<LoadingPlaceholder />}>
          <SecondFactorGate checking={<LoadingPlaceholder />}>
            <Outlet />
          </SecondFactorGate>
        </Suspense>
      )
    case 'wait':
      return <LoadingPlaceholder />
    case 'redirect':
      return <Navigate to={decision.to} replace state={{ from: location }} />
    default: {
      const unreachable: never = decision
      throw new Error(`Unknown guard decision ${JSON.stringify(unreachable)}`)
    }
  }
}
