/** The icons of the app: simple outlined strokes, drawn inline (no icon font). */
export type IconName =
  | 'medal'
  | 'lock'
  | 'clock'
  | 'cap'
  | 'clipboard'
  | 'star'
  | 'play'
  | 'calendar'
  | 'chat'
  | 'book'
  | 'teacher'
  | 'alert'
  | 'check'
  | 'close'
  | 'bell'

const PATHS: Record<IconName, string> = {
  medal:
    'M8 2l2 5M16 2l-2 5M12 22a6 6 0 100-12 6 6 0 000 12zM12 13.5l1 2 2 .3-1.5 1.4.4 2-1.9-1-1.9 1 .4-2L9 15.8l2-.3z',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 017 0v3M12 15v2',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  cap: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6',
  clipboard: 'M8 4h8v3H8zM6 5.5H5v16h14v-16h-1M8.5 12h7M8.5 16h5',
  star: 'M12 3l2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 16.9l-5.4 2.9 1.1-6.1-4.5-4.3 6.1-.8z',
  play: 'M12 21a9 9 0 100-18 9 9 0 000 18zM10 8.5v7l6-3.5z',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z',
  chat: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  book: 'M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2zM4 19V5M8 7h7',
  teacher: 'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM3 21v-1a6 6 0 0112 0v1M14 4h7v8h-4',
  alert: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  close: 'M6 6l12 12M18 6L6 18',
  bell: 'M6 16.5V11a6 6 0 0112 0v5.5l1.5 1.5h-15zM10 20.5a2 2 0 004 0',
}

/** Icons that point a direction; they are mirrored in right-to-left layouts. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['play'])

/** Props of {@link Icon}. */
export interface IconProps {
  readonly name: IconName
  readonly className?: string
}

/** A decorative icon (hidden from assistive technology; the text next to it says what it means). */
export function Icon({ name, className = 'size-6' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={DIRECTIONAL.has(name) ? `${className} rtl:-scale-x-100` : className}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
