import { avatarFallback } from '@splendid/domain'
import { useState } from 'react'

/** Props of {@link CourseThumbnail}. */
export interface CourseThumbnailProps {
  readonly src: string
  readonly title: string
}

/**
 * A course image in a fixed 16:9 box (its space is reserved, so nothing shifts), loaded lazily.
 * When there is no image or it cannot load, a brand gradient with the course's initial takes its
 * place. Decorative: the title is written right below it.
 */
export function CourseThumbnail({ src, title }: CourseThumbnailProps) {
  const [failed, setFailed] = useState(false)
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-brand-100">
      {src === '' || failed ? (
        <div
          data-testid="thumbnail-fallback"
          aria-hidden="true"
          className="grid size-full place-items-center bg-gradient-to-br from-brand-700 via-brand-600 to-amber-400 text-5xl font-extrabold text-white"
        >
          {avatarFallback(title)}
        </div>
      ) : (
        <img
          src={src}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      )}
    </div>
  )
}
