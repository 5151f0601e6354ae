import { createContext, useContext, useEffect } from 'react'

/**
 * What to call once the first page is on screen — the route's own content, not only the shell
 * around it: React hydrates a Suspense boundary's content after the shell, so the shell's own
 * effects run too early for a page's fields (src/app/keep-typed-values.ts).
 */
export const PageRenderedContext = createContext<(() => void) | undefined>(undefined)

/** Placed beside the page in its Suspense boundary: renders nothing, calls the context's callback. */
export function PageRendered() {
  const onPageRendered = useContext(PageRenderedContext)
  useEffect(() => {
    if (!onPageRendered) return
    // After the page's own effects have run (and any render they asked for).
    const timer = setTimeout(onPageRendered)
    return () => clearTimeout(timer)
  }, [onPageRendered])
  return null
}
