/** State of the AI tutor panel (spec §3). */
export interface AiTutorState {
  /** Whether the panel is open. */
  readonly isOpen: boolean
  /** The query being typed. */
  readonly query: string
  /** The last response text. */
  readonly response: string
}

/** The AI tutor panel before first use: closed and empty. */
export const INITIAL_AI_TUTOR_STATE: AiTutorState = { isOpen: false, query: '', response: '' }
