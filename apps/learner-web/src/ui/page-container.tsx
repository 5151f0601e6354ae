import type { ComponentProps } from 'react'

/** Props of {@link PageContainer}: a `<div>`'s, and the width of the page's content. */
export interface PageContainerProps extends ComponentProps<'div'> {
  /**
   * `wide` (the default) lets the content use the frame's full width; `reading` keeps a single
   * column of forms, lists or text to a comfortable line length at the frame's inline start.
   */
  readonly measure?: 'wide' | 'reading'
}

/**
 * The frame of every signed-in page (issue 23): the header's width (`max-w-7xl`) and horizontal
 * padding, and the same space above and below, so that page headings line up with the header's
 * wordmark and navigation on every screen. Other classes are added after the frame's.
 *
 * @example
 * ```tsx
 * <PageContainer measure="reading">
 *   <h1>Settings</h1>
 * </PageContainer>
 * ```
 */
export function PageContainer({
  measure = 'wide',
  className,
  children,
  ...rest
}: PageContainerProps) {
  const frame = 'mx-auto w-full max-w-7xl px-4 py-10 sm:px-6'
  return (
    <div className={className === undefined ? frame : `${frame} ${className}`} {...rest}>
      {measure === 'reading' ? <div className="max-w-3xl">{children}</div> : children}
    </div>
  )
}
