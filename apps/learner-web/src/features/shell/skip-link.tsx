import { Trans } from '@lingui/react/macro'

/** The first focusable element: keyboard users jump straight past the header. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-blue-700 shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      <Trans>Skip to content</Trans>
    </a>
  )
}
