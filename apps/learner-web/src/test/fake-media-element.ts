import { vi } from 'vitest'

/**
 * jsdom has `<video>` and `<track>` but plays nothing: no playback, no time, no text tracks.
 * `installFakeMedia()` replaces the parts the video player uses with a scripted media element,
 * and returns the handle a test drives it with (advance the time, end, fail) and reads back.
 */
export interface FakeMedia {
  readonly video: () => HTMLVideoElement
  /** Plays on to `time` (a time update while playing). */
  readonly playTo: (time: number) => void
  /** Fires a media event (`loadedmetadata`, `error`, `waiting`…). */
  readonly fire: (type: string) => void
  /** Reaches the end: pauses, then 'ended', as browsers do. */
  readonly end: () => void
  readonly restore: () => void
}

interface FakeCue {
  readonly startTime: number
  readonly endTime: number
  readonly text: string
}

interface MediaFields {
  paused: boolean
  ended: boolean
  currentTime: number
  volume: number
  muted: boolean
  playbackRate: number
  readyState: number
}

/** Installs the fake; `cues` are each caption language's cues, loaded as soon as asked. */
export function installFakeMedia(options: {
  readonly duration: number
  readonly cues: Readonly<Record<string, readonly FakeCue[]>>
  /** Metadata is there before the player listens (a cached video); otherwise from 'loadedmetadata'. */
  readonly metadataLoaded?: boolean
}): FakeMedia {
  const fields = new WeakMap<HTMLMediaElement, MediaFields>()
  const tracks = new WeakMap<HTMLTrackElement, { mode: TextTrackMode; cues: FakeCue[] }>()
  const own = (element: HTMLMediaElement): MediaFields => {
    let state = fields.get(element)
    if (!state) {
      state = {
        paused: true,
        ended: false,
        currentTime: 0,
        volume: 1,
        muted: false,
        playbackRate: 1,
        readyState: options.metadataLoaded ? 4 : 0,
      }
      fields.set(element, state)
    }
    return state
  }
  const fire = (element: EventTarget, type: string) => element.dispatchEvent(new Event(type))
  const media = HTMLMediaElement.prototype
  const trackElement = HTMLTrackElement.prototype
  const saved = [
    ...[
      'paused',
      'ended',
      'currentTime',
      'volume',
      'muted',
      'playbackRate',
      'duration',
      'seeking',
      'readyState',
      'play',
      'pause',
      'load',
    ].map((name) => [media, name, Object.getOwnPropertyDescriptor(media, name)] as const),
    ...['track', 'readyState'].map(
      (name) => [trackElement, name, Object.getOwnPropertyDescriptor(trackElement, name)] as const,
    ),
  ]

  const field = <K extends keyof MediaFields>(name: K, event?: string) => ({
    configurable: true,
    get(this: HTMLMediaElement) {
      return own(this)[name]
    },
    set(this: HTMLMediaElement, value: MediaFields[K]) {
      own(this)[name] = value
      if (name === 'currentTime') {
        own(this).ended = false
        fire(this, 'seeking')
        fire(this, 'timeupdate')
        fire(this, 'seeked')
      } else if (event) fire(this, event)
    },
  })
  Object.defineProperties(media, {
    paused: field('paused'),
    ended: field('ended'),
    currentTime: field('currentTime'),
    volume: field('volume', 'volumechange'),
    muted: field('muted', 'volumechange'),
    playbackRate: field('playbackRate', 'ratechange'),
    duration: { configurable: true, get: () => options.duration },
    seeking: { configurable: true, get: () => false },
    readyState: field('readyState'),
    play: {
      configurable: true,
      value: vi.fn(function (this: HTMLMediaElement) {
        own(this).paused = false
        fire(this, 'play')
        fire(this, 'playing')
        return Promise.resolve()
      }),
    },
    pause: {
      configurable: true,
      value: vi.fn(function (this: HTMLMediaElement) {
        own(this).paused = true
        fire(this, 'pause')
      }),
    },
    load: {
      configurable: true,
      value: vi.fn(function (this: HTMLMediaElement) {
        own(this).readyState = 0
        fire(this, 'loadstart')
      }),
    },
  })
  Object.defineProperties(trackElement, {
    track: {
      configurable: true,
      get(this: HTMLTrackElement) {
        let track = tracks.get(this)
        if (!track) {
          track = { mode: 'disabled', cues: [...(options.cues[this.srclang] ?? [])] }
          tracks.set(this, track)
        }
        return track
      },
    },
    readyState: { configurable: true, get: () => 2 },
  })

  const video = () => {
    const element = document.querySelector('video')
    if (!element) throw new Error('no <video> rendered')
    return element
  }
  return {
    video,
    fire: (type) => {
      // Metadata (and more) is there from 'loadedmetadata' on, until a new load starts.
      if (type === 'loadedmetadata') own(video()).readyState = 4
      if (type === 'loadstart' || type === 'error') own(video()).readyState = 0
      fire(video(), type)
    },
    playTo: (time) => {
      own(video()).currentTime = time
      fire(video(), 'timeupdate')
    },
    end: () => {
      const state = own(video())
      state.currentTime = options.duration
      state.paused = true
      state.ended = true
      fire(video(), 'timeupdate')
      fire(video(), 'pause')
      fire(video(), 'ended')
    },
    restore: () => {
      for (const [target, name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(target, name, descriptor)
        else delete (target as unknown as Record<string, unknown>)[name]
      }
    },
  }
}
