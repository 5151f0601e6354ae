import { Trans, useLingui } from '@lingui/react/macro'
import { type Difficulty, LOCAL_STORAGE_KEYS, ONBOARDING_FLAG_VALUE } from '@splendid/domain'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { browserStorage } from '../../lib/browser-storage'
import { updateOwnProfile } from '../account/save-language-preference'
import { useAuth } from '../auth/use-auth'
import { OnboardingFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from './onboarding-frame'
import { useOnboardingStore } from './onboarding-store'
import { PLACEMENT_QUESTIONS, placementLevel } from './placement-quiz'

/**
 * Onboarding step 3 (/placement-assessment): a five-question English quiz that suggests a
 * level. Finishing marks onboarding completed (profile and local flag) and opens the tour.
 */
export function PlacementAssessmentPage() {
  const { t, i18n } = useLingui()
  const { user } = useAuth()
  const navigate = useNavigate()
  const setPlacementLevel = useOnboardingStore((state) => state.setPlacementLevel)
  const [answers, setAnswers] = useState<Record<string, number>>({})
  const [result, setResult] = useState<{ correct: number; level: Difficulty } | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const levelNames: Record<Difficulty, string> = {
    beginner: t`Beginner`,
    intermediate: t`Intermediate`,
    advanced: t`Advanced`,
  }
  const answered = Object.keys(answers).length

  function check(event: FormEvent) {
    event.preventDefault()
    const outcome = placementLevel(answers)
    setResult(outcome)
    setPlacementLevel(outcome.level)
  }

  async function finish() {
    if (!user) return
    setBusy(true)
    setError(null)
    try {
      await updateOwnProfile(user.id, { onboarding_step: 3, onboarding_completed: true })
      browserStorage.set(LOCAL_STORAGE_KEYS.onboardingCompleted, ONBOARDING_FLAG_VALUE)
      void navigate('/dashboard-tour')
    } catch (cause) {
      setError(t`Could not save: ${cause instanceof Error ? cause.message : String(cause)}`)
      setBusy(false)
    }
  }

  return (
    <OnboardingFrame
      step={3}
      title={<Trans>Placement assessment</Trans>}
      intro={
        <Trans>
          Five quick questions to find the right starting level. Choose the word that completes each
          sentence.
        </Trans>
      }
    >
      {result === null ? (
        <form onSubmit={check} className="space-y-5">
          {PLACEMENT_QUESTIONS.map((question, index) => {
            const number = i18n.number(index + 1)
            return (
              <fieldset key={question.id} className="rounded-xl border border-slate-200 p-4">
                <legend className="px-1 font-medium text-slate-900">
                  <span className="text-slate-500">
                    <Trans>Question {number}</Trans>
                  </span>{' '}
                  <span lang="en" dir="ltr">
                    {question.prompt}
                  </span>
                </legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-2" lang="en" dir="ltr">
                  {question.choices.map((choice, choiceIndex) => (
                    <label
                      key={choice}
                      className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
                    >
                      <input
                        type="radio"
                        name={question.id}
                        checked={answers[question.id] === choiceIndex}
                        onChange={() => setAnswers({ ...answers, [question.id]: choiceIndex })}
                        className="size-4 accent-blue-700"
                      />
                      {choice}
                    </label>
                  ))}
                </div>
              </fieldset>
            )
          })}
          <div className="flex justify-between gap-3">
            <button
              type="button"
              onClick={() => void navigate('/language-preferences')}
              className={SECONDARY_BUTTON}
            >
              <Trans>Back</Trans>
            </button>
            <button
              type="submit"
              disabled={answered < PLACEMENT_QUESTIONS.length}
              className={PRIMARY_BUTTON}
            >
              <Trans>See my level</Trans>
            </button>
          </div>
        </form>
      ) : (
        <div className="rounded-xl border border-blue-200 bg-blue-50 p-6">
          <p role="status" className="text-lg text-slate-900">
            <Trans>
              You answered {i18n.number(result.correct)} of{' '}
              {i18n.number(PLACEMENT_QUESTIONS.length)} correctly. Suggested level:{' '}
              <strong>{levelNames[result.level]}</strong>
            </Trans>
          </p>
          <p className="mt-2 text-slate-700">
            <Trans>
              We will recommend courses at this level. You can take any course you like.
            </Trans>
          </p>
          {error ? (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex justify-between gap-3">
            <button type="button" onClick={() => setResult(null)} className={SECONDARY_BUTTON}>
              <Trans>Back</Trans>
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => void finish()}
              className={PRIMARY_BUTTON}
            >
              <Trans>Finish and take the tour</Trans>
            </button>
          </div>
        </div>
      )}
    </OnboardingFrame>
  )
}
