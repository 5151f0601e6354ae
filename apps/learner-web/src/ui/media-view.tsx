/** A picture or a recording to show: where it is, which of the two, and what it shows or says. */
export interface MediaItem {
  readonly url: string
  readonly kind: 'image' | 'audio'
  /** The picture's text alternative or the recording's label; '' for a decorative picture. */
  readonly alt: string
}

/**
 * A picture (lazy, with its text alternative) or a recording (with the browser's controls, loaded
 * when played).
 */
export function MediaView({
  media,
  className = '',
}: {
  readonly media: MediaItem
  readonly className?: string
}) {
  return media.kind === 'image' ? (
    <img
      src={media.url}
      alt={media.alt}
      loading="lazy"
      className={`rounded-lg object-cover ${className}`}
    />
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: the bank's recordings are listening exercises; the question is their text
    <audio
      controls
      preload="none"
      src={media.url}
      aria-label={media.alt || undefined}
      className={`w-full ${className}`}
    />
  )
}
