import { Trans, useLingui } from '@lingui/react/macro'
import { ONBOARDING_STEP_COUNT } from '@splendid/domain'
import type { ReactNode } from 'react'

/** Props of {@link OnboardingFrame}. */
export interface OnboardingFrameProps {
  /** 1, 2 or 3. */
  readonly step: number
  readonly title: ReactNode
  readonly intro: ReactNode
  readonly children: ReactNode
}

/** The frame of an onboarding step: "Step n of 3", a progress bar, the title and the content. */
export function OnboardingFrame({ step, title, intro, children }: OnboardingFrameProps) {
  const { t, i18n } = useLingui()
  const n = i18n.number(step)
  const total = i18n.number(ONBOARDING_STEP_COUNT)
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <p className="text-sm font-semibold text-blue-700">
        <Trans>
          Step {n} of {total}
        </Trans>
      </p>
      <div
        role="progressbar"
        aria-label={t`Onboarding progress`}
        aria-valuemin={1}
        aria-valuemax={ONBOARDING_STEP_COUNT}
        aria-valuenow={step}
        className="mt-2 flex gap-2"
      >
        {Array.from({ length: ONBOARDING_STEP_COUNT }, (_, i) => (
          <span
            key={i}
            className={`h-2 flex-1 rounded-full ${i < step ? 'bg-blue-700' : 'bg-slate-200'}`}
          />
        ))}
      </div>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{intro}</p>
      <div className="mt-8">{children}</div>
    </div>
  )
}

/** Classes of the primary and secondary buttons of the onboarding pages. */
export const PRIMARY_BUTTON =
  'rounded-xl bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 disabled:bg-slate-300 disabled:text-slate-600'
export const SECONDARY_BUTTON =
  'rounded-xl border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50'
