import { Trans, useLingui } from '@lingui/react/macro'
import { LOCAL_STORAGE_KEYS, ONBOARDING_FLAG_VALUE, PLACEMENT_MAX_ITEMS } from '@splendid/domain'
import { formatNumber } from '@splendid/i18n'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { browserStorage } from '../../lib/browser-storage'
import { useLocale } from '../../lib/use-locale'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { updateOwnProfile } from '../account/save-language-preference'
import { useAuth } from '../auth/use-auth'
import { OnboardingFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../onboarding/onboarding-frame'
import { useOnboardingStore } from '../onboarding/onboarding-store'
import { type PlacementError, placementErrors } from './placement-error'
import { PlacementOutcome } from './placement-outcome'
import {
  answerPlacement,
  PLACEMENT_QUERY_KEY,
  type PlacementQuestion,
  type PlacementStepView,
  startPlacement,
  usePlacementRecord,
} from './placement-queries'
import { PlacementQuestionForm } from './placement-question-form'

/**
 * The placement test (/placement-assessment): onboarding step 3 for a new learner, a retake
 * (once a week) for anyone else. The database asks the questions one at a time, each chosen by
 * the previous answer, and saves the level; the page never knows the answers.
 */
export function PlacementAssessmentPage() {
  const { user } = useAuth()
  const most = formatNumber(PLACEMENT_MAX_ITEMS, useLocale())
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const record = usePlacementRecord(user?.id ?? null)
  const setPlacementLevel = useOnboardingStore((state) => state.setPlacementLevel)
  const [step, setStep] = useState<PlacementStepView | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<PlacementError | null>(null)
  const [finishError, setFinishError] = useState<string | null>(null)
  // Until the profile answers, the local flag (set when onboarding ends) picks the frame.
  const onboarding = record.data
    ? !record.data.onboardingCompleted
    : browserStorage.get(LOCAL_STORAGE_KEYS.onboardingCompleted) !== ONBOARDING_FLAG_VALUE

  async function run(action: () => Promise<PlacementStepView>) {
    setBusy(true)
    setError(null)
    try {
      const next = await action()
      setStep(next)
      if (next.done) {
        setPlacementLevel(next.level)
        await queryClient.invalidateQueries({ queryKey: PLACEMENT_QUERY_KEY })
      }
    } catch (cause) {
      const failure = placementErrors.as(cause)
      setError(failure)
      if (failure.code === 'placement_not_current_question') {
        // Answered elsewhere (another tab): show the question the test is really on.
        setStep(await startPlacement().catch(() => step))
      } else if (failure.code !== 'placement_unknown') {
        setStep(null)
        await record.refetch()
      }
    } finally {
      setBusy(false)
    }
  }

  async function finishOnboarding() {
    if (!user) return
    setBusy(true)
    setFinishError(null)
    try {
      await updateOwnProfile(user.id, { onboarding_step: 3, onboarding_completed: true })
      browserStorage.set(LOCAL_STORAGE_KEYS.onboardingCompleted, ONBOARDING_FLAG_VALUE)
      void navigate('/dashboard-tour')
    } catch (cause) {
      setFinishError(cause instanceof Error ? cause.message : String(cause))
      setBusy(false)
    }
  }

  const afterResult = (level: string): ReactNode =>
    onboarding ? (
      <>
        {finishError ? (
          <LoadErrorAlert
            className="w-full"
            title={<Trans>We could not finish onboarding.</Trans>}
            message={finishError}
            onRetry={finishOnboarding}
          />
        ) : null}
        <span />
        <button
          type="button"
          disabled={busy}
          onClick={() => void finishOnboarding()}
          className={PRIMARY_BUTTON}
        >
          <Trans>Finish and take the tour</Trans>
        </button>
      </>
    ) : (
      <>
        <Link to="/dashboard" className={SECONDARY_BUTTON}>
          <Trans>Go to my dashboard</Trans>
        </Link>
        <Link to={`/catalog?level=${level}`} className={PRIMARY_BUTTON}>
          <Trans>See courses at my level</Trans>
        </Link>
      </>
    )

  let body: ReactNode
  if (record.error) {
    body = (
      <LoadErrorAlert
        title={<Trans>We could not load your placement test.</Trans>}
        message={record.error.message}
        onRetry={record.refetch}
      />
    )
  } else if (record.data === undefined) {
    body = (
      <p role="status" className="text-slate-600">
        <Trans>Loading…</Trans>
      </p>
    )
  } else if (step?.done === true) {
    body = (
      <PlacementOutcome
        level={step.level}
        takenAt={step.takenAt}
        retakeAt={record.data.retakeAt}
        score={{ correct: step.correct, answered: step.answered }}
      >
        {afterResult(step.level)}
      </PlacementOutcome>
    )
  } else if (step !== null) {
    body = (
      <PlacementQuestionForm
        key={step.item.id}
        question={step}
        busy={busy}
        onAnswer={(choice) => run(() => answerPlacement(step as PlacementQuestion, choice))}
      />
    )
  } else if (record.data.level !== null && record.data.takenAt !== null && record.data.retakeAt) {
    body = (
      <PlacementOutcome
        level={record.data.level}
        takenAt={record.data.takenAt}
        retakeAt={record.data.retakeAt}
      >
        {afterResult(record.data.level)}
      </PlacementOutcome>
    )
  } else {
    body = (
      <div className="space-y-5">
        <ul className="list-disc space-y-1 ps-6 text-slate-700">
          <li>
            <Trans>Each question is an English sentence with a word or two missing.</Trans>
          </li>
          <li>
            <Trans>Every answer chooses the next question, so the test fits your level.</Trans>
          </li>
          <li>
            <Trans>
              At most {most} questions, about five minutes. You can stop and come back later.
            </Trans>
          </li>
        </ul>
        <div className="flex justify-between gap-3">
          {onboarding ? (
            <button
              type="button"
              onClick={() => void navigate('/language-preferences')}
              className={SECONDARY_BUTTON}
            >
              <Trans>Back</Trans>
            </button>
          ) : (
            <span />
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(startPlacement)}
            className={PRIMARY_BUTTON}
          >
            {record.data.level === null ? (
              <Trans>Start the test</Trans>
            ) : (
              <Trans>Take the test again</Trans>
            )}
          </button>
        </div>
      </div>
    )
  }

  const notice = error ? <PlacementNotice error={error} /> : null
  const intro = (
    <Trans>Find the right starting level: a short English test that adapts to your answers.</Trans>
  )
  if (onboarding) {
    return (
      <OnboardingFrame step={3} title={<Trans>Placement assessment</Trans>} intro={intro}>
        {notice}
        {body}
      </OnboardingFrame>
    )
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Placement test</Trans>
      </h1>
      <p className="mt-2 text-slate-600">{intro}</p>
      <div className="mt-8">
        {notice}
        {body}
      </div>
    </div>
  )
}

/** Why the last start or answer did not go through, and what the page did about it. */
function PlacementNotice({ error }: { readonly error: PlacementError }) {
  const { t } = useLingui()
  const texts: Record<PlacementError['code'], string> = {
    placement_retake_too_soon: t`You took the test recently; your result is below.`,
    placement_not_current_question: t`That question was already answered, perhaps in another tab. Here is the next one.`,
    placement_attempt_finished: t`This test has already ended. Your saved result is below.`,
    placement_attempt_not_found: t`This test has already ended. Your saved result is below.`,
    placement_not_signed_in: t`Your session has ended. Log in again to continue the test.`,
    placement_choice_out_of_range: t`Choose one of the answers.`,
    placement_unknown: t`We could not reach the placement test: ${error.message}. Your answers so far are saved; try again.`,
  }
  return (
    <p role="alert" className="mb-5 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      {texts[error.code]}
    </p>
  )
}
