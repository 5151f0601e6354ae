/** Closer than this to the end, a saved position restarts the video instead of resuming it. */
const RESTART_WITHIN_SECONDS = 1

/**
 * Where playback starts for a saved position: there, clamped to the media, unless it is at the
 * very end (a finished video opens at the start again, as video sites do).
 */
export function resumePosition(startAt: number | undefined, duration: number): number {
  if (startAt === undefined || !Number.isFinite(startAt) || startAt <= 0) return 0
  if (!Number.isFinite(duration) || duration <= 0) return startAt
  return startAt >= duration - RESTART_WITHIN_SECONDS ? 0 : startAt
}
