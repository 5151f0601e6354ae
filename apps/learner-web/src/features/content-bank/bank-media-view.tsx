import { bankMediaUrl } from '../../lib/bank-media-url'
import { MediaView } from '../../ui/media-view'
import type { BankMedia } from './bank-media-queries'

/** A bank picture (its title as the text alternative) or recording. */
export function BankMediaView({
  media,
  className = '',
}: {
  readonly media: BankMedia
  readonly className?: string
}) {
  const alt = media.title_en || media.title_ar
  return (
    <MediaView
      media={{ url: bankMediaUrl(media.path), kind: media.kind, alt }}
      className={className}
    />
  )
}
