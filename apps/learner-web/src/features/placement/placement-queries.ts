import {
  type CefrLevel,
  DAY_MS,
  isCefrLevel,
  PLACEMENT_MAX_ITEMS,
  PLACEMENT_RETAKE_DAYS,
} from '@splendid/domain'
import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { placementErrors } from './placement-error'

/** The learner's saved placement: the level and when the test was finished, if ever. */
export interface PlacementRecord {
  readonly level: CefrLevel | null
  readonly takenAt: string | null
  /** When the test may be taken again; `null` when it may be taken now. */
  readonly retakeAt: string | null
  readonly onboardingCompleted: boolean
}

/** The question on screen: the browser never receives the answer. */
export interface PlacementQuestion {
  readonly done: false
  readonly attemptId: string
  /** 1 for the first question. */
  readonly position: number
  readonly maxItems: number
  readonly item: { readonly id: string; readonly prompt: string; readonly choices: string[] }
}

/** The end of a test: the level the database settled and saved. */
export interface PlacementResult {
  readonly done: true
  readonly attemptId: string
  readonly level: CefrLevel
  readonly answered: number
  readonly correct: number
  readonly takenAt: string
}

/** What the test shows next. */
export type PlacementStepView = PlacementQuestion | PlacementResult

/** Root key of the placement record query: invalidate it when a test ends. */
export const PLACEMENT_QUERY_KEY = ['placement'] as const

/** When a test finished at `takenAt` may be retaken, or `null` if it already may at `now`. */
export function retakeAtFor(takenAt: string | null, now: number = Date.now()): string | null {
  if (takenAt === null) return null
  const at = Date.parse(takenAt) + PLACEMENT_RETAKE_DAYS * DAY_MS
  return Number.isFinite(at) && at > now ? new Date(at).toISOString() : null
}

/**
 * The signed-in learner's placement and onboarding state from their profile.
 * @throws {PlacementError} when the read fails.
 */
export async function fetchPlacementRecord(userId: string): Promise<PlacementRecord> {
  const { data, error } = await supabase
    .from('profiles')
    .select('placement_level, placement_taken_at, onboarding_completed')
    .eq('id', userId)
    .maybeSingle()
  if (error) throw placementErrors.from(error)
  const row = (data ?? {}) as Record<string, unknown>
  const takenAt = typeof row.placement_taken_at === 'string' ? row.placement_taken_at : null
  return {
    level: isCefrLevel(row.placement_level) ? row.placement_level : null,
    takenAt,
    retakeAt: retakeAtFor(takenAt),
    onboardingCompleted: row.onboarding_completed === true,
  }
}

/** {@link fetchPlacementRecord} as a query, idle while signed out. */
export function usePlacementRecord(userId: string | null) {
  return useQuery({
    queryKey: [...PLACEMENT_QUERY_KEY, userId],
    queryFn: () => fetchPlacementRecord(userId ?? ''),
    enabled: userId !== null,
  })
}

/**
 * Starts the test, or resumes the attempt in progress where it was left.
 * @throws {PlacementError} 'placement_retake_too_soon' within 7 days of a finished test.
 */
export async function startPlacement(): Promise<PlacementStepView> {
  const { data, error } = await supabase.rpc('start_placement')
  if (error) throw placementErrors.from(error)
  return parseStep(data)
}

/**
 * Answers the question on screen with the index of `choice`; returns the next question or the
 * result.
 * @throws {PlacementError} when the database refuses the answer (not the current question …).
 */
export async function answerPlacement(
  question: PlacementQuestion,
  choice: number,
): Promise<PlacementStepView> {
  const { data, error } = await supabase.rpc('answer_placement', {
    attempt_id: question.attemptId,
    item_id: question.item.id,
    choice,
  })
  if (error) throw placementErrors.from(error)
  return parseStep(data)
}

function parseStep(data: unknown): PlacementStepView {
  const row = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  const attemptId = typeof row.attempt_id === 'string' ? row.attempt_id : ''
  if (row.done === true && isCefrLevel(row.level)) {
    return {
      done: true,
      attemptId,
      level: row.level,
      answered: numberOr(row.answered, 0),
      correct: numberOr(row.correct, 0),
      takenAt: typeof row.taken_at === 'string' ? row.taken_at : new Date().toISOString(),
    }
  }
  const item = (typeof row.item === 'object' && row.item !== null ? row.item : {}) as Record<
    string,
    unknown
  >
  const choices = Array.isArray(item.choices) ? item.choices.filter(isString) : []
  if (typeof item.id !== 'string' || typeof item.prompt !== 'string' || choices.length < 2) {
    throw new placementErrors.Error('placement_unknown', 'The placement test sent no question.')
  }
  return {
    done: false,
    attemptId,
    position: numberOr(row.position, 1),
    maxItems: numberOr(row.max_items, PLACEMENT_MAX_ITEMS),
    item: { id: item.id, prompt: item.prompt, choices },
  }
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

function isString(value: unknown): value is string {
  return typeof value === 'string'
}
