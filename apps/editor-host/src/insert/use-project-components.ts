import type { ProjectComponent } from '@splendid/change-items'
import { useCallback, useEffect, useState } from 'react'
import { useEditor, useSession } from '../app/session-context'

/** What the insert panel knows of the project's components. */
export type ProjectComponentsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly components: readonly ProjectComponent[] }
  | { readonly status: 'error'; readonly message: string }

/**
 * The components the project exports, loaded from mutate-api when the panel opens and again
 * after each change of the project's files (the lookups change with them).
 */
export function useProjectComponents() {
  const session = useSession()
  const lookups = useEditor((state) => state.lookups)
  const [state, setState] = useState<ProjectComponentsState>({ status: 'loading' })

  const load = useCallback(async () => {
    try {
      const components = await session.loadComponents()
      setState({ status: 'ready', components })
    } catch (error) {
      setState({ status: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }, [session])

  // Loaded again whenever the lookups change: they change with the project's files.
  useEffect(() => {
    if (lookups !== null) void load()
  }, [load, lookups])

  return { state, reload: load }
}
