/** Props of {@link Wordmark}. */
export interface WordmarkProps {
  readonly className?: string
}

/**
 * The two-tone "Splendid" wordmark (spec §1): "Splen" in the primary blue, "did" in amber. The
 * brand name is the same in both languages, so it is marked as English for screen readers.
 * Keep it at 20 px bold or larger: the amber half meets contrast only as large text.
 *
 * @example
 * ```tsx
 * <a href="/"><Wordmark className="text-2xl" /></a>
 * ```
 */
export function Wordmark({ className = '' }: WordmarkProps) {
  return (
    <span lang="en" dir="ltr" className={`font-extrabold tracking-tight ${className}`}>
      <span className="text-brand-700">Splen</span>
      <span className="text-accent-500">did</span>
    </span>
  )
}
