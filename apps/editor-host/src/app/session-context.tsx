import type { EditorSession, EditorState } from '@splendid/editor-engine'
import { createContext, type ReactNode, useContext } from 'react'
import { useStore } from 'zustand'

const SessionContext = createContext<EditorSession | null>(null)

/** Makes the editor session available to every panel. */
export function SessionProvider(props: { session: EditorSession; children: ReactNode }) {
  return <SessionContext.Provider value={props.session}>{props.children}</SessionContext.Provider>
}

/** The editor session (actions). */
export function useSession(): EditorSession {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}

/** A slice of the editor state; the component re-renders when that slice changes. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useSession().store, selector)
}
