import { Trans } from '@lingui/react/macro'
import { isSideMenuPath } from '@splendid/domain'
import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { useAuth } from '../auth/use-auth'
import { LanguageToggle } from './language-toggle'
import { MainNav } from './main-nav'
import { Wordmark } from './wordmark'

// Only a signed-in user sees these: a visitor's pages do not download them (issue 23).
const signedInParts = () => import('./signed-in-header-parts')
const SideMenu = lazy(() => signedInParts().then((parts) => ({ default: parts.SideMenu })))
const AvatarMenu = lazy(() => signedInParts().then((parts) => ({ default: parts.AvatarMenu })))
const NotificationBell = lazy(() =>
  signedInParts().then((parts) => ({ default: parts.NotificationBell })),
)

/** The place of the side menu's button (small screens only) while it loads. */
const sideMenuPlace = <span aria-hidden="true" className="block size-10 md:hidden" />
/** The place of the notifications bell while it loads. */
const bellPlace = <span aria-hidden="true" className="block size-10" />
/** The avatar's place (40 px, the size of the menu button) while it loads. */
const avatarPlace = (
  <span
    aria-hidden="true"
    data-testid="avatar-placeholder"
    className="block size-10 animate-pulse rounded-full bg-slate-100"
  />
)

function logOutQuietly(logOut: () => Promise<void>): void {
  // The auth layer logs a failed logout itself (spec §4); nothing else to show here.
  logOut().catch((error: unknown) => console.error('Log out failed', error))
}

/**
 * The shared header of spec §2: the wordmark links to `/` as a plain anchor (the whole document
 * reloads); signed out, Log In and Sign Up on desktop; signed in, the notifications bell, the
 * avatar menu and, on the side-menu paths below `md`, the slide-in side menu; from `md` up, the
 * main navigation row (`main-nav.tsx`); the language switcher at every width.
 */
export function SiteHeader() {
  const { expectedStatus, user, logOutFromHeader } = useAuth()
  const { pathname } = useLocation()
  const signedIn = expectedStatus === 'signed-in' && user !== null
  // A stored session is being read: its avatar and side-menu button get their places up front.
  const sessionPending = expectedStatus === 'signed-in' && user === null
  const { name: metadataName } = (user?.user_metadata ?? {}) as { name?: unknown }
  const displayName =
    typeof metadataName === 'string' && metadataName.trim() !== ''
      ? metadataName
      : (user?.email ?? '')

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        {signedIn && isSideMenuPath(pathname) ? (
          <Suspense fallback={sideMenuPlace}>
            <SideMenu onLogOut={() => logOutQuietly(logOutFromHeader)} />
          </Suspense>
        ) : sessionPending && isSideMenuPath(pathname) ? (
          // The side menu's button keeps its place until the user is known.
          sideMenuPlace
        ) : null}
        {/* A plain anchor on purpose: the spec's logo link reloads the whole document. */}
        <a href="/" className="rounded-md text-2xl">
          <Wordmark />
        </a>
        <div className="ms-auto flex items-center gap-2 sm:gap-3">
          <LanguageToggle />
          {expectedStatus === 'anonymous' ? (
            <>
              <Link
                to="/login"
                className="hidden h-10 items-center rounded-lg px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 md:inline-flex"
              >
                <Trans>Log In</Trans>
              </Link>
              <Link
                to="/signup"
                className="hidden h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 md:inline-flex"
              >
                <Trans>Sign Up</Trans>
              </Link>
            </>
          ) : null}
          {signedIn ? (
            <Suspense fallback={bellPlace}>
              <NotificationBell userId={user.id} />
            </Suspense>
          ) : sessionPending ? (
            bellPlace
          ) : null}
          {signedIn ? (
            <Suspense fallback={avatarPlace}>
              <AvatarMenu
                userId={user.id}
                displayName={displayName}
                onLogOut={() => logOutQuietly(logOutFromHeader)}
              />
            </Suspense>
          ) : sessionPending ? (
            // The stored session is still being read: nothing moves when the avatar appears.
            avatarPlace
          ) : null}
        </div>
      </div>
      {/* Laid out from the expected status, like the avatar's place, so nothing moves on load. */}
      {expectedStatus === 'signed-in' ? <MainNav /> : null}
    </header>
  )
}
