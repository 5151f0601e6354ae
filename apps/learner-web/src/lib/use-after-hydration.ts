import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while a page is prerendered and while the browser hydrates it, true from then on (and at
 * once when the app renders without prerendered HTML). For what must be computed in the browser
 * at the visitor's time — today's date, say — so that hydration renders exactly what the build
 * rendered and then fills it in.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
