import { type BankMedia, bankMediaUrl } from './bank-media-queries'

/** A bank picture (with its title as the text alternative) or recording (with controls). */
export function BankMediaView({
  media,
  className = '',
}: {
  readonly media: BankMedia
  readonly className?: string
}) {
  const title = media.title_en || media.title_ar
  return media.kind === 'image' ? (
    <img
      src={bankMediaUrl(media)}
      alt={title}
      loading="lazy"
      className={`rounded-lg object-cover ${className}`}
    />
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: the bank's recordings are listening exercises; their transcript is the question
    <audio
      controls
      preload="none"
      src={bankMediaUrl(media)}
      aria-label={title}
      className={`w-full ${className}`}
    />
  )
}
