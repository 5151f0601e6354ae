import { useEffect, useState } from 'react'

/** What the controls show of a `<video>`: read from its events, never kept apart from it. */
export interface MediaState {
  readonly playing: boolean
  readonly currentTime: number
  readonly duration: number
  readonly volume: number
  readonly muted: boolean
  readonly rate: number
  /** loading: no metadata yet; buffering: waiting for data while playing; error: the media failed. */
  readonly status: 'loading' | 'ready' | 'buffering' | 'error'
}

const INITIAL: MediaState = {
  playing: false,
  currentTime: 0,
  duration: 0,
  volume: 1,
  muted: false,
  rate: 1,
  status: 'loading',
}

const EVENTS = [
  'loadstart',
  'loadedmetadata',
  'durationchange',
  'canplay',
  'play',
  'playing',
  'pause',
  'waiting',
  'seeked',
  'timeupdate',
  'volumechange',
  'ratechange',
  'ended',
  'error',
] as const

function nextStatus(video: HTMLVideoElement, event: string, previous: MediaState['status']) {
  switch (event) {
    case 'error':
      return 'error'
    case 'loadstart':
      return 'loading'
    case 'waiting':
      return 'buffering'
    case 'loadedmetadata':
    case 'canplay':
    case 'playing':
    case 'seeked':
      return 'ready'
    default:
      return previous === 'loading' && video.readyState >= 1 ? 'ready' : previous
  }
}

/** The state of `video` (null before it mounts), updated on every media event. */
export function useMediaState(video: HTMLVideoElement | null): MediaState {
  const [state, setState] = useState<MediaState>(INITIAL)

  useEffect(() => {
    if (!video) return
    const update = (event: Event) =>
      setState((previous) => ({
        playing: !video.paused && !video.ended,
        currentTime: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        volume: video.volume,
        muted: video.muted,
        rate: video.playbackRate,
        status: nextStatus(video, event.type, previous.status),
      }))
    for (const name of EVENTS) video.addEventListener(name, update)
    // Metadata of a cached video can arrive before this effect listens.
    if (video.readyState >= 1) update(new Event('loadedmetadata'))
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, update)
    }
  }, [video])

  return state
}
