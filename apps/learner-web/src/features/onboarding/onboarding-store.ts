import type { CefrLevel } from '@splendid/domain'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/** A learning goal chosen in onboarding step 1. */
export type LearningGoal = 'speaking' | 'work' | 'exams' | 'school' | 'travel'

/** Every goal, in the order offered. */
export const LEARNING_GOALS: readonly LearningGoal[] = [
  'speaking',
  'work',
  'exams',
  'school',
  'travel',
]

/** What onboarding learned about the user, for the first-action suggestion. */
export interface OnboardingStore {
  readonly goals: readonly LearningGoal[]
  /** Suggested level from the placement quiz, once taken. */
  readonly placementLevel: CefrLevel | null
  readonly setGoals: (goals: readonly LearningGoal[]) => void
  readonly setPlacementLevel: (level: CefrLevel) => void
}

/**
 * Onboarding answers that have no profile column (goals, placement level); kept for the browser
 * session to tailor the tour and the first-action page.
 */
export const useOnboardingStore = create<OnboardingStore>()(
  persist(
    (set) => ({
      goals: [],
      placementLevel: null,
      setGoals: (goals) => set({ goals }),
      setPlacementLevel: (placementLevel) => set({ placementLevel }),
    }),
    {
      name: 'onboarding-answers',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ goals: state.goals, placementLevel: state.placementLevel }),
    },
  ),
)
