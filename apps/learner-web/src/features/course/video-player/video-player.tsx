import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useLocale } from '../../../lib/use-locale'
import type { Choice } from './choice-menu'
import { activeCueIndex } from './cue-lookup'
import { type CaptionChoice, PlayerControls } from './player-controls'
import { type PlayerCommand, type ShortcutTarget, shortcutFor } from './player-shortcuts'
import { resumePosition } from './resume-position'
import { TranscriptPanel } from './transcript-panel'
import { useCaptionCues } from './use-caption-cues'
import { useMediaState } from './use-media-state'
import { type ProgressReport, useProgressReports } from './use-progress-reports'

/** A caption track: WebVTT at `src` (a signed URL), named `label` in its own language. */
export interface CaptionSource {
  readonly lang: 'en' | 'ar'
  readonly src: string
  readonly label: string
}

/** Props of {@link VideoPlayer}. */
export interface VideoPlayerProps {
  readonly src: string
  readonly captions: readonly CaptionSource[]
  readonly title: string
  /** A saved position (seconds) to resume at; a position at the very end starts over. */
  readonly startAt?: number | undefined
  readonly onProgress?: ((report: ProgressReport) => void) | undefined
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

function shortcutTarget(element: HTMLElement): ShortcutTarget {
  if (element.closest('[role="menu"]')) return 'menu'
  if (element.matches('[data-player-volume]')) return 'volume'
  return element.closest('button') ? 'button' : 'other'
}

/**
 * A lesson video on the native `<video>` with the app's own controls (play, seek, time, volume,
 * speed 0.5–2×, captions en/ar/off defaulting to the interface language, full screen), keyboard
 * shortcuts while it has focus, captions drawn by the player (styled, right to left for Arabic)
 * and a transcript beside it that follows playback and seeks on click. It resumes at `startAt`
 * and reports what was watched through `onProgress` (see `useProgressReports`). Give it a `key`
 * per lesson: a new `src` is a new player.
 *
 * @example
 * <VideoPlayer key={lesson.id} src={videoUrl} title={title} startAt={saved?.position_seconds}
 *   captions={[{ lang: 'en', src: enUrl, label: 'English' }, { lang: 'ar', src: arUrl, label: 'العربية' }]}
 *   onProgress={(report) => saveWatchProgress(lesson.id, report)} />
 */
export function VideoPlayer({ src, captions, title, startAt, onProgress }: VideoPlayerProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const hintId = useId()
  const box = useRef<HTMLDivElement>(null)
  const resumeAt = useRef(startAt)
  const [video, setVideo] = useState<HTMLVideoElement | null>(null)
  const [tracks, setTracks] = useState<HTMLTrackElement[]>([])
  const [fullscreen, setFullscreen] = useState(false)
  const defaultLang = captions.some((c) => c.lang === locale) ? locale : (captions[0]?.lang ?? null)
  const [caption, setCaption] = useState<CaptionChoice>(defaultLang ?? 'off')
  const [lastLang, setLastLang] = useState(defaultLang)
  const media = useMediaState(video)
  useProgressReports(video, onProgress)

  const shownLang = caption === 'off' ? lastLang : caption
  const cues = useCaptionCues(tracks, tracks.find((track) => track.srclang === shownLang) ?? null)
  const activeIndex = activeCueIndex(cues.cues, media.currentTime)
  const activeCue = caption === 'off' ? undefined : cues.cues[activeIndex]

  // The same tracks under a new array (a parent re-render) keep their loaded cues.
  const trackKey = captions.map((c) => `${c.lang} ${c.src}`).join('\n')
  useEffect(() => {
    setTracks(video ? Array.from(video.querySelectorAll('track')) : [])
  }, [video, trackKey])

  useEffect(() => {
    if (!video) return
    const resume = () => {
      const at = resumePosition(resumeAt.current, video.duration)
      if (at > 0) video.currentTime = at
    }
    video.addEventListener('loadedmetadata', resume)
    if (video.readyState >= 1) resume()
    return () => video.removeEventListener('loadedmetadata', resume)
  }, [video])

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === box.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  const seekTo = (seconds: number) => {
    if (video) video.currentTime = clamp(seconds, 0, media.duration || video.duration || 0)
  }
  const setVolume = (volume: number) => {
    if (!video) return
    video.volume = clamp(volume, 0, 1)
    video.muted = video.volume === 0
  }
  const chooseCaption = (choice: CaptionChoice) => {
    setCaption(choice)
    if (choice !== 'off') setLastLang(choice)
  }
  const togglePlay = () => {
    if (!video) return
    // A refused or interrupted play() leaves the video paused, which the controls already show;
    // media failures arrive as the 'error' event.
    if (video.paused || video.ended) video.play().catch(() => undefined)
    else video.pause()
  }
  const toggleFullscreen = () => {
    // Refused (no user gesture, or an iframe without allowfullscreen): the player stays inline.
    if (document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined)
    else box.current?.requestFullscreen?.().catch(() => undefined)
  }
  const toggleMute = () => {
    if (!video) return
    if (video.muted && video.volume === 0) video.volume = 0.5
    video.muted = !video.muted
  }
  const run = (command: PlayerCommand) => {
    switch (command.type) {
      case 'toggle-play':
        return togglePlay()
      case 'seek-by':
        return seekTo((video?.currentTime ?? 0) + command.seconds)
      case 'volume-by':
        return setVolume((video?.muted ? 0 : (video?.volume ?? 0)) + command.delta)
      case 'toggle-captions':
        return chooseCaption(caption === 'off' ? (lastLang ?? 'off') : 'off')
      case 'toggle-fullscreen':
        return toggleFullscreen()
      case 'toggle-mute':
        return toggleMute()
      default: {
        const never: never = command
        return never
      }
    }
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = shortcutFor(event, shortcutTarget(event.target as HTMLElement))
    if (!command) return
    event.preventDefault()
    run(command)
  }
  const retry = () => {
    if (!video) return
    resumeAt.current = media.currentTime || resumeAt.current
    video.load()
  }

  const captionChoices: Choice<CaptionChoice>[] = [
    ...captions.map((c) => ({ value: c.lang, label: c.label, lang: c.lang })),
    { value: 'off', label: t`Off` },
  ]

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
      {/* biome-ignore lint/a11y/useSemanticElements: a player is a group of controls, not a form's fieldset. */}
      <div
        ref={box}
        role="group"
        aria-label={title}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes focus for its keyboard shortcuts, as YouTube's does.
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={`min-w-0 flex-1 overflow-hidden rounded-xl bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${fullscreen ? 'flex flex-col justify-center rounded-none' : ''}`}
      >
        <div className={`relative ${fullscreen ? 'min-h-0 flex-1' : ''}`}>
          {/* biome-ignore lint/a11y/useMediaCaption: caption tracks come from props; lessons have en and ar */}
          <video
            ref={setVideo}
            src={src}
            crossOrigin="anonymous"
            preload="metadata"
            playsInline
            className={`block w-full bg-black ${fullscreen ? 'h-full object-contain' : 'aspect-video'}`}
            onClick={() => {
              box.current?.focus()
              togglePlay()
            }}
          >
            {captions.map((c) => (
              <track key={c.lang} kind="subtitles" srcLang={c.lang} label={c.label} src={c.src} />
            ))}
          </video>
          {activeCue && media.status !== 'error' && (
            <div className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center px-4">
              <p
                lang={shownLang ?? undefined}
                dir={shownLang === 'ar' ? 'rtl' : 'ltr'}
                className="max-w-[90%] whitespace-pre-line rounded bg-black/75 px-3 py-1 text-center text-base text-white sm:text-xl"
              >
                {activeCue.text}
              </p>
            </div>
          )}
          {(media.status === 'loading' || media.status === 'buffering') && (
            <div
              role="status"
              className="pointer-events-none absolute inset-0 flex items-center justify-center"
            >
              <span className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white motion-reduce:animate-none" />
              <span className="sr-only">
                {media.status === 'loading' ? (
                  <Trans>Loading video…</Trans>
                ) : (
                  <Trans>Buffering…</Trans>
                )}
              </span>
            </div>
          )}
          {media.status === 'error' && (
            <div
              role="alert"
              className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-900 p-4 text-center text-white"
            >
              <p className="font-semibold">
                <Trans>The video could not be loaded.</Trans>
              </p>
              <p className="text-sm text-slate-300">
                <Trans>Check your connection, then try again.</Trans>
              </p>
              <button
                type="button"
                onClick={retry}
                className="min-h-11 rounded-md bg-white px-4 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <Trans>Try again</Trans>
              </button>
            </div>
          )}
        </div>
        <PlayerControls
          media={media}
          captionChoices={captionChoices}
          caption={caption}
          fullscreen={fullscreen}
          onTogglePlay={togglePlay}
          onSeek={seekTo}
          onVolume={setVolume}
          onToggleMute={toggleMute}
          onRate={(rate) => {
            if (video) video.playbackRate = rate
          }}
          onCaption={chooseCaption}
          onToggleFullscreen={toggleFullscreen}
        />
        <p id={hintId} className="sr-only">
          <Trans>
            Keyboard: space or K plays and pauses, left and right arrows go back or forward 5
            seconds, up and down arrows change the volume, C turns captions on or off, F is full
            screen, M mutes.
          </Trans>
        </p>
      </div>
      <TranscriptPanel
        captions={cues}
        lang={shownLang}
        activeIndex={activeIndex}
        onSeek={(cue) => seekTo(cue.start)}
      />
    </div>
  )
}
