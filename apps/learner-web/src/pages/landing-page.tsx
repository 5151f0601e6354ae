import { Trans } from '@lingui/react/macro'

export function LandingPage() {
  return (
    <main className="p-8">
      <h1 className="text-4xl font-bold text-brand-600">
        <Trans>Where Skills &amp; Education Are Splendid</Trans>
      </h1>
    </main>
  )
}
