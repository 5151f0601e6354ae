import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { updateOwnProfile } from '../account/save-language-preference'
import { profileDetailsKey, useProfileDetails } from '../account/use-profile-details'
import { useAuth } from '../auth/use-auth'
import { OnboardingFrame, PRIMARY_BUTTON } from './onboarding-frame'
import { LEARNING_GOALS, type LearningGoal, useOnboardingStore } from './onboarding-store'

/** Onboarding step 1 (/onboarding): welcome, confirm the name, choose learning goals. */
export function OnboardingPage() {
  const { t } = useLingui()
  const { user } = useAuth()
  const userId = user?.id ?? null
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: profile } = useProfileDetails(userId)
  const storedGoals = useOnboardingStore((state) => state.goals)
  const setGoals = useOnboardingStore((state) => state.setGoals)
  const [fullName, setFullName] = useState('')
  const [goals, setLocalGoals] = useState<readonly LearningGoal[]>(storedGoals)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (profile?.fullName) setFullName((current) => current || profile.fullName)
  }, [profile])

  const goalLabels: Record<LearningGoal, string> = {
    speaking: t`Speak English with confidence`,
    work: t`English for my job`,
    exams: t`Pass an exam (IELTS, TOEFL)`,
    school: t`Do better at school or university`,
    travel: t`Travel and everyday life`,
  }

  function toggle(goal: LearningGoal) {
    setLocalGoals((current) =>
      current.includes(goal) ? current.filter((g) => g !== goal) : [...current, goal],
    )
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (userId === null) return
    if (fullName.trim() === '') {
      setError(t`Full name is required`)
      return
    }
    setBusy(true)
    setError(null)
    try {
      await updateOwnProfile(userId, { full_name: fullName.trim(), onboarding_step: 2 })
      await queryClient.invalidateQueries({ queryKey: profileDetailsKey(userId) })
      setGoals(goals)
      void navigate('/language-preferences')
    } catch (cause) {
      setError(t`Could not save: ${cause instanceof Error ? cause.message : String(cause)}`)
      setBusy(false)
    }
  }

  return (
    <OnboardingFrame
      step={1}
      title={<Trans>Welcome to Splendid!</Trans>}
      intro={
        <Trans>
          Three short steps and your learning space is ready. First, tell us a little about
          yourself.
        </Trans>
      }
    >
      <form onSubmit={onSubmit} className="space-y-6">
        <div>
          <label htmlFor="onboarding-name" className="block font-medium text-slate-800">
            <Trans>What should we call you?</Trans>
          </label>
          <input
            id="onboarding-name"
            required
            autoComplete="name"
            value={fullName}
            disabled={busy}
            onChange={(event) => setFullName(event.target.value)}
            className="mt-1 h-11 w-full rounded-xl border border-slate-300 px-3 focus-visible:outline-2 focus-visible:outline-blue-700"
          />
        </div>
        <fieldset>
          <legend className="font-medium text-slate-800">
            <Trans>What do you want to learn English for?</Trans>
          </legend>
          <p className="text-sm text-slate-600">
            <Trans>Choose all that apply.</Trans>
          </p>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {LEARNING_GOALS.map((goal) => (
              <label
                key={goal}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
              >
                <input
                  type="checkbox"
                  checked={goals.includes(goal)}
                  disabled={busy}
                  onChange={() => toggle(goal)}
                  className="size-4 accent-blue-700"
                />
                <span>{goalLabels[goal]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end">
          <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
            <Trans>Continue</Trans>
          </button>
        </div>
      </form>
    </OnboardingFrame>
  )
}
