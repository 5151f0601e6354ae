import { avatarFallback } from '@splendid/domain'
import { useEffect, useRef, useState } from 'react'

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** What the picture is generated from: a user id or an instructor's name. */
  readonly seed: string
  /** The person's name: its first letter is the fallback. */
  readonly name: string
  /** Side in pixels; reserved up front so nothing shifts. */
  readonly size?: number
  readonly className?: string
}

type AvatarModule = typeof import('./avatar-data-uri')
let generator: Promise<AvatarModule> | null = null

// DiceBear is loaded on first use, not with the first page: the header only needs it once a
// user is signed in, and the landing page's first paint should not wait for it.
function loadGenerator(): Promise<AvatarModule> {
  generator ??= import('./avatar-data-uri')
  return generator
}

/** How close to the viewport an avatar starts being generated (a phone's scroll ahead). */
const NEAR_VIEWPORT = '200px'

/**
 * Calls `onNear` once `element` is on screen or about to be: an avatar further down the page
 * (the landing page's course cards on a phone) costs nothing until the reader gets there.
 */
function whenNearViewport(element: Element | null, onNear: () => void): () => void {
  if (element === null || typeof IntersectionObserver === 'undefined') {
    onNear()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      onNear()
    },
    { rootMargin: NEAR_VIEWPORT },
  )
  observer.observe(element)
  return () => observer.disconnect()
}

type Picture =
  | { readonly state: 'loading'; readonly seed: string }
  | { readonly state: 'ready'; readonly seed: string; readonly src: string }
  | { readonly state: 'failed'; readonly seed: string }

/**
 * A round avatar generated locally with DiceBear; when it cannot be generated or shown, the
 * first letter of the name (spec §2 Course card). Decorative: the name is always written next
 * to it, so the image has an empty alt.
 *
 * @example
 * ```tsx
 * <Avatar seed={user.id} name={user.email ?? ''} size={36} />
 * ```
 */
export function Avatar({ seed, name, size = 32, className = '' }: AvatarProps) {
  const [picture, setPicture] = useState<Picture>({ state: 'loading', seed })
  const placeholder = useRef<HTMLSpanElement>(null)
  const box = { width: size, height: size }

  useEffect(() => {
    let active = true
    const stopWatching = whenNearViewport(placeholder.current, () => {
      loadGenerator()
        .then(({ avatarDataUri }) => {
          if (active) setPicture({ state: 'ready', seed, src: avatarDataUri(seed) })
        })
        .catch((error: unknown) => {
          // The letter fallback is the visible answer; the cause still reaches the console.
          console.error('Could not generate an avatar', error)
          if (active) setPicture({ state: 'failed', seed })
        })
    })
    return () => {
      active = false
      stopWatching()
    }
  }, [seed])

  const current: Picture = picture.seed === seed ? picture : { state: 'loading', seed }
  switch (current.state) {
    case 'loading':
      return (
        <span
          ref={placeholder}
          aria-hidden="true"
          style={box}
          className={`inline-block shrink-0 rounded-full bg-brand-100 ${className}`}
        />
      )
    case 'ready':
      return (
        <img
          src={current.src}
          alt=""
          width={size}
          height={size}
          style={box}
          className={`shrink-0 rounded-full bg-brand-50 ${className}`}
          onError={() => setPicture({ state: 'failed', seed })}
        />
      )
    case 'failed':
      return (
        <span
          aria-hidden="true"
          data-testid="avatar-fallback"
          style={{ ...box, fontSize: Math.round(size * 0.45) }}
          className={`inline-grid shrink-0 place-items-center rounded-full bg-brand-700 font-semibold text-white ${className}`}
        >
          {avatarFallback(name)}
        </span>
      )
    default: {
      const unreachable: never = current
      throw new TypeError(`Unknown avatar state: ${String(unreachable)}`)
    }
  }
}
