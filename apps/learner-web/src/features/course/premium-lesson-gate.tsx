import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Link } from 'react-router'
import { Icon } from '../../ui/icon'

/**
 * What a learner without premium access meets instead of a premium lesson (or after the
 * database refused to enrol them in a premium course): what premium opens and the way to the
 * plans. Nothing of the lesson's content or media is requested.
 */
export function PremiumLessonGate({ reason }: { readonly reason: 'lesson' | 'enrol' }) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-900"
    >
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="lock" className="size-5" />
        {reason === 'lesson' ? (
          <Trans>This lesson is for premium members</Trans>
        ) : (
          <Trans>This course is for premium members</Trans>
        )}
      </h3>
      <p className="mt-2 text-sm">
        <Trans>
          You are on the free plan. Upgrade to premium to open every lesson of this course, with
          unlimited AI Tutor access and downloadable materials.
        </Trans>
      </p>
      <Link
        to="/pricing"
        className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <Trans>See plans and pricing</Trans>
      </Link>
    </section>
  )
}
