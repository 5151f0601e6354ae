/** One caption cue as the player renders it (from a `TextTrack`'s `VTTCue`s). */
export interface CaptionCue {
  readonly start: number
  readonly end: number
  readonly text: string
}

/**
 * The index of the cue showing at `time` in cues sorted by start (as a `TextTrack` keeps them),
 * or -1 between cues. When cues overlap, the one that started last wins.
 */
export function activeCueIndex(cues: readonly CaptionCue[], time: number): number {
  for (let index = cues.length - 1; index >= 0; index -= 1) {
    const cue = cues[index]
    if (cue && cue.start <= time && time < cue.end) return index
  }
  return -1
}
