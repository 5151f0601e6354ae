import { useLingui } from '@lingui/react/macro'
import { type Choice, ChoiceMenu, CONTROL_BUTTON } from './choice-menu'
import { formatTime } from './format-time'
import { PlayerIcon } from './player-icon'
import type { MediaState } from './use-media-state'

/** The playback speeds offered, as YouTube offers them up to 2×. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const

/** A caption choice: a track's language, or captions off. */
export type CaptionChoice = 'en' | 'ar' | 'off'

interface PlayerControlsProps {
  readonly media: MediaState
  readonly captionChoices: readonly Choice<CaptionChoice>[]
  readonly caption: CaptionChoice
  readonly fullscreen: boolean
  readonly onTogglePlay: () => void
  readonly onSeek: (seconds: number) => void
  readonly onVolume: (volume: number) => void
  readonly onToggleMute: () => void
  readonly onRate: (rate: number) => void
  readonly onCaption: (choice: CaptionChoice) => void
  readonly onToggleFullscreen: () => void
}

const SLIDER =
  'h-11 cursor-pointer accent-blue-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/**
 * The control bar under the video. Buttons follow the page direction (they mirror in Arabic);
 * the seek bar and the time stay left to right, because media time runs that way (YouTube keeps
 * its progress bar left to right in Arabic too).
 */
export function PlayerControls(props: PlayerControlsProps) {
  const { t } = useLingui()
  const { media, caption, captionChoices } = props
  const current = formatTime(media.currentTime)
  const total = formatTime(media.duration)
  const silent = media.muted || media.volume === 0
  const speedChoices = PLAYBACK_SPEEDS.map((speed) => ({
    value: String(speed),
    label: `${speed}×`,
  }))
  const speed = media.rate
  const captionLabel = captionChoices.find((choice) => choice.value === caption)?.label ?? ''

  return (
    <div className="bg-slate-900 px-2 pb-1 text-white">
      <input
        type="range"
        dir="ltr"
        min={0}
        max={media.duration || 0}
        step={0.1}
        value={Math.min(media.currentTime, media.duration || 0)}
        aria-label={t`Seek`}
        aria-valuetext={t`${current} of ${total}`}
        disabled={media.duration === 0}
        className={`${SLIDER} block w-full`}
        onChange={(event) => props.onSeek(Number(event.currentTarget.value))}
      />
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          aria-label={media.playing ? t`Pause` : t`Play`}
          className={CONTROL_BUTTON}
          onClick={props.onTogglePlay}
        >
          <PlayerIcon name={media.playing ? 'pause' : 'play'} />
        </button>
        <span dir="ltr" className="px-1 text-sm tabular-nums">
          {current} / {total}
        </span>
        <button
          type="button"
          aria-label={silent ? t`Unmute` : t`Mute`}
          className={`${CONTROL_BUTTON} ms-auto`}
          onClick={props.onToggleMute}
        >
          <PlayerIcon name={silent ? 'muted' : 'volume'} />
        </button>
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={media.muted ? 0 : media.volume}
          aria-label={t`Volume`}
          aria-valuetext={`${Math.round((media.muted ? 0 : media.volume) * 100)}%`}
          data-player-volume=""
          className={`${SLIDER} hidden w-24 sm:block`}
          onChange={(event) => props.onVolume(Number(event.currentTarget.value))}
        />
        <ChoiceMenu
          label={t`Playback speed: ${speed}×`}
          menuLabel={t`Playback speed`}
          icon={<PlayerIcon name="speed" />}
          choices={speedChoices}
          value={String(media.rate)}
          onChange={(rate) => props.onRate(Number(rate))}
        />
        {captionChoices.length > 1 && (
          <ChoiceMenu
            label={t`Captions: ${captionLabel}`}
            menuLabel={t`Captions`}
            icon={<PlayerIcon name="captions" />}
            choices={captionChoices}
            value={caption}
            onChange={props.onCaption}
          />
        )}
        <button
          type="button"
          aria-label={props.fullscreen ? t`Exit full screen` : t`Full screen`}
          className={CONTROL_BUTTON}
          onClick={props.onToggleFullscreen}
        >
          <PlayerIcon name={props.fullscreen ? 'exit-full' : 'enter-full'} />
        </button>
      </div>
    </div>
  )
}
