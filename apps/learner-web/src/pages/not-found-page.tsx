import { Trans } from '@lingui/react/macro'

export function NotFoundPage() {
  return (
    <main className="grid min-h-[60vh] place-items-center p-8 text-center">
      <h1 className="text-3xl font-bold">
        <Trans>Page Not Found</Trans>
      </h1>
    </main>
  )
}
