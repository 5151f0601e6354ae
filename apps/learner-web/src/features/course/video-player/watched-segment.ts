/**
 * What the learner has actually watched since the last progress report: one contiguous segment
 * of media time. Playback extends it; a seek (or any jump playback cannot explain) starts a new
 * one at the new position, so skipping ahead never counts as watched.
 */
export interface WatchedSegment {
  readonly from: number
  readonly to: number
}

/**
 * The largest forward step between two time updates still taken as playback. Browsers report
 * the time about four times a second (0.5 s of media at 2×); a background tab reports less often.
 */
export const MAX_PLAYBACK_STEP_SECONDS = 3

/** An empty segment at `position` (playback starts there). */
export function segmentAt(position: number): WatchedSegment {
  return { from: position, to: position }
}

/** The segment after the media reported `time` while playing. */
export function advanceSegment(segment: WatchedSegment, time: number): WatchedSegment {
  const step = time - segment.to
  if (step >= 0 && step <= MAX_PLAYBACK_STEP_SECONDS) return { from: segment.from, to: time }
  return segmentAt(time)
}

/** Whether the segment covers any media time. */
export function isWatched(segment: WatchedSegment): boolean {
  return segment.to > segment.from
}
