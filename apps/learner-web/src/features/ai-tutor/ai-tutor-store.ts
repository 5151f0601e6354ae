import { type AiTutorState, INITIAL_AI_TUTOR_STATE } from '@splendid/domain'
import { create } from 'zustand'

/** The AI tutor panel state of spec §3 and its actions. */
export interface AiTutorStore extends AiTutorState {
  readonly setOpen: (isOpen: boolean) => void
  readonly setQuery: (query: string) => void
  /** Stores the last complete answer's text. */
  readonly setResponse: (response: string) => void
}

/**
 * Client state of the AI tutor panel: open flag, current query text, last response text. It
 * outlives the panel, so a question being written survives going to another lesson.
 *
 * @example
 * ```ts
 * const isOpen = useAiTutorStore((state) => state.isOpen)
 * ```
 */
export const useAiTutorStore = create<AiTutorStore>()((set) => ({
  ...INITIAL_AI_TUTOR_STATE,
  setOpen: (isOpen) => set({ isOpen }),
  setQuery: (query) => set({ query }),
  setResponse: (response) => set({ response }),
}))
