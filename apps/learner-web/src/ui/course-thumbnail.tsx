import { avatarFallback } from '@splendid/domain'
import { useState } from 'react'

/**
 * The width a course card's picture takes: never more than the card's 320 px (spec §9), so a
 * phone fetches the 320 or 640 px rendition by its pixel density, never a larger one.
 */
export const COURSE_CARD_IMAGE_SIZES = '320px'

/** Props of {@link CourseThumbnail}. */
export interface CourseThumbnailProps {
  readonly src: string
  /** The same picture at several widths (`<img srcset>`); `''` or absent when there is one. */
  readonly srcSet?: string | undefined
  /** How wide the picture is shown (`<img sizes>`), used with `srcSet`. */
  readonly sizes?: string
  readonly title: string
}

/**
 * A course image in a fixed 16:9 box (its space is reserved, so nothing shifts), loaded lazily,
 * from its best-fitting width when it is stored at several. When there is no image or it cannot
 * load, a brand gradient with the course's initial takes its place. Decorative: the title is
 * written right below it.
 *
 * @example
 * ```tsx
 * <CourseThumbnail src={course.thumbnail} srcSet={course.thumbnailSrcSet} title={course.title} />
 * ```
 */
export function CourseThumbnail({
  src,
  srcSet = '',
  sizes = COURSE_CARD_IMAGE_SIZES,
  title,
}: CourseThumbnailProps) {
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
          srcSet={srcSet === '' ? undefined : srcSet}
          sizes={srcSet === '' ? undefined : sizes}
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
