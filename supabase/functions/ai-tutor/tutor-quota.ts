/** A learner's AI Tutor allowance today (Africa/Cairo day); `limit` null = unlimited (premium). */
export interface TutorQuota {
  limit: number | null
  used: number
  remaining: number | null
}

/** Whether a quota has no question left. */
export function isExhausted(quota: TutorQuota): boolean {
  return quota.remaining !== null && quota.remaining <= 0
}
