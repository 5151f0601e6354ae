import { Trans, useLingui } from '@lingui/react/macro'
import { LOCAL_STORAGE_KEYS, ONBOARDING_FLAG_VALUE } from '@splendid/domain'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { browserStorage } from '../../lib/browser-storage'
import { displayName } from '../../lib/display-name'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { updateOwnProfile } from '../account/save-language-preference'
import { useProfileDetails } from '../account/use-profile-details'
import { useAuth } from '../auth/use-auth'
import { OnboardingFrame } from '../onboarding/onboarding-frame'
import { PlacementAssessmentPage } from '../placement/placement-assessment-page'
import { LoadingPlaceholder } from '../shell/loading-placeholder'
import { TEACHING_AVAILABILITY_PATH } from './teaching-paths'
import { useTutorProfile } from './tutor-profile'
import { TutorProfileForm } from './tutor-profile-form'

/** A teacher's third onboarding step: their tutor profile, then on to their weekly hours. */
function TeacherSetupStep({
  userId,
  defaultName,
}: {
  readonly userId: string
  readonly defaultName: string
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const profile = useTutorProfile(userId)
  const [finishError, setFinishError] = useState<string | null>(null)

  async function finish() {
    setFinishError(null)
    try {
      await updateOwnProfile(userId, { onboarding_step: 3, onboarding_completed: true })
      browserStorage.set(LOCAL_STORAGE_KEYS.onboardingCompleted, ONBOARDING_FLAG_VALUE)
      void navigate(TEACHING_AVAILABILITY_PATH)
    } catch (cause) {
      setFinishError(cause instanceof Error ? cause.message : String(cause))
    }
  }

  return (
    <OnboardingFrame
      step={3}
      title={<Trans>Your tutor profile</Trans>}
      intro={
        <Trans>
          Teachers skip the placement test. Tell learners who you are and what you teach; next you
          choose the hours they can book.
        </Trans>
      }
    >
      {finishError ? (
        <LoadErrorAlert
          className="mb-4"
          title={<Trans>We could not finish onboarding.</Trans>}
          message={finishError}
          onRetry={finish}
        />
      ) : null}
      {profile.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <TutorProfileForm
          userId={userId}
          defaultName={defaultName}
          saved={profile.data ?? null}
          submitLabel={t`Save and choose my hours`}
          onSaved={() => void finish()}
        />
      )}
    </OnboardingFrame>
  )
}

/**
 * Onboarding step 3 (/placement-assessment): the placement test for learners; teachers set up
 * their tutor profile instead (their profile row says which, as the database reads it).
 */
export function OnboardingStepThreePage() {
  const { user } = useAuth()
  const details = useProfileDetails(user?.id ?? null)
  if (user && details.isPending) return <LoadingPlaceholder />
  if (user && details.data?.userType === 'teacher') {
    return <TeacherSetupStep userId={user.id} defaultName={displayName(user)} />
  }
  return <PlacementAssessmentPage />
}
