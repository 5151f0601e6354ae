/** A learner's AI Tutor allowance today (Africa/Cairo day); `limit` null = unlimited (premium). */
export interface TutorQuota {
  limit: number | null
  used: number
  remaining: number | null
}
