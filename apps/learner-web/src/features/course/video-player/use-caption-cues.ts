import { useEffect, useState } from 'react'
import type { CaptionCue } from './cue-lookup'

/** The cues of one caption track, as far as they are loaded. */
export interface CaptionCues {
  readonly status: 'none' | 'loading' | 'ready' | 'error'
  readonly cues: readonly CaptionCue[]
}

/** `HTMLTrackElement.readyState` values (jsdom lacks the constants). */
const TRACK_LOADED = 2
const TRACK_ERROR = 3

function readCues(track: TextTrack): CaptionCue[] {
  const cues: CaptionCue[] = []
  for (const cue of Array.from(track.cues ?? [])) {
    // VTTCue text may carry WebVTT markup (<v Name>, <i>); the player renders plain text.
    const text = 'text' in cue && typeof cue.text === 'string' ? cue.text : ''
    cues.push({ start: cue.startTime, end: cue.endTime, text: text.replace(/<[^>]*>/g, '') })
  }
  return cues
}

/**
 * Loads the cues of `active` (one of the `<track>` elements, or null for none) by setting its
 * track to 'hidden' — the browser fetches and parses it but draws nothing, so the player renders
 * captions and the transcript itself — and every other track to 'disabled'.
 */
export function useCaptionCues(
  tracks: readonly HTMLTrackElement[],
  active: HTMLTrackElement | null,
): CaptionCues {
  const [state, setState] = useState<CaptionCues>({ status: 'none', cues: [] })

  useEffect(() => {
    for (const element of tracks) {
      if (element !== active && element.track) element.track.mode = 'disabled'
    }
    if (!active?.track) {
      setState({ status: 'none', cues: [] })
      return
    }
    const track = active.track
    track.mode = 'hidden'
    const onLoad = () => setState({ status: 'ready', cues: readCues(track) })
    const onError = () => setState({ status: 'error', cues: [] })
    if (active.readyState === TRACK_LOADED) onLoad()
    else if (active.readyState === TRACK_ERROR) onError()
    else setState({ status: 'loading', cues: [] })
    active.addEventListener('load', onLoad)
    active.addEventListener('error', onError)
    return () => {
      active.removeEventListener('load', onLoad)
      active.removeEventListener('error', onError)
    }
  }, [tracks, active])

  return state
}
