/** The player's control icons. Media icons are not mirrored in Arabic (YouTube does not either). */
type PlayerIconName =
  | 'play'
  | 'pause'
  | 'volume'
  | 'muted'
  | 'captions'
  | 'speed'
  | 'enter-full'
  | 'exit-full'

const PATHS: Record<PlayerIconName, string> = {
  play: 'M7 4.5v15l12.5-7.5z',
  pause: 'M7 4.5h3.5v15H7zM13.5 4.5H17v15h-3.5z',
  volume: 'M4 9.5h4l5-4v13l-5-4H4zM16.5 8.5a5 5 0 010 7M19 6a8.5 8.5 0 010 12',
  muted: 'M4 9.5h4l5-4v13l-5-4H4zM16.5 9.5l5 5M21.5 9.5l-5 5',
  captions: 'M3 5.5h18v13H3zM10.5 10.3a2.5 2.5 0 100 3.4M17 10.3a2.5 2.5 0 100 3.4',
  speed: 'M4.5 17a8 8 0 1115 0M12 13l4-4.5',
  'enter-full': 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  'exit-full': 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
}

/** A decorative control icon (its button carries the accessible name). */
export function PlayerIcon({ name }: { readonly name: PlayerIconName }) {
  const filled = name === 'play' || name === 'pause'
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 0 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
