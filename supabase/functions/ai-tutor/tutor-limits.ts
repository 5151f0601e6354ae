import { getEnv } from '../_shared/env.ts'

/** The longest question, in characters (UTF-16 code units, as the browser's maxLength counts). */
export const MAX_MESSAGE_LENGTH = 1000

/** The limits one invocation runs with; the timeouts and the rate can be set by env (tests). */
export interface TutorLimits {
  /** Questions per minute per learner (`AI_TUTOR_RATE_PER_MINUTE`, default 6). */
  questionsPerMinute: number
  /** How long the provider may take to its first token (`AI_TUTOR_FIRST_TOKEN_TIMEOUT_MS`, 15 s). */
  firstTokenTimeoutMs: number
  /** How long the provider may pause between tokens (`AI_TUTOR_IDLE_TIMEOUT_MS`, 30 s). */
  idleTimeoutMs: number
}

function positiveInteger(name: string, fallback: number): number {
  const value = Number(getEnv(name))
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/** The limits from the environment, read inside the handler. */
export function readTutorLimits(): TutorLimits {
  return {
    questionsPerMinute: positiveInteger('AI_TUTOR_RATE_PER_MINUTE', 6),
    firstTokenTimeoutMs: positiveInteger('AI_TUTOR_FIRST_TOKEN_TIMEOUT_MS', 15_000),
    idleTimeoutMs: positiveInteger('AI_TUTOR_IDLE_TIMEOUT_MS', 30_000),
  }
}
