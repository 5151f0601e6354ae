import type { EditorStore, Notice } from './editor-state'

/** How many notices are shown at once; older ones make room. */
export const MAX_NOTICES = 4

/** Messages for the designer, kept in the store's `notices`. */
export interface Notices {
  /** Shows a notice; errors stay until dismissed, the others for `noticeMs`. */
  notify(kind: Notice['kind'], message: string): void
  dismiss(id: number): void
}

/**
 * Creates the notices of a store.
 *
 * @param noticeMs - how long a success or info notice stays; 0 keeps it until dismissed.
 * @example
 * ```ts
 * const notices = createNotices(store, { noticeMs: 4000 })
 * notices.notify('success', 'Prop changed')
 * ```
 */
export function createNotices(store: EditorStore, options: { readonly noticeMs: number }): Notices {
  let nextId = 1
  const notices = {
    notify(kind: Notice['kind'], message: string): void {
      const id = nextId++
      const shown = [...store.getState().notices, { id, kind, message }]
      store.setState({ notices: shown.slice(-MAX_NOTICES) })
      if (kind !== 'error' && options.noticeMs > 0) {
        setTimeout(() => notices.dismiss(id), options.noticeMs)
      }
    },
    dismiss(id: number): void {
      store.setState({ notices: store.getState().notices.filter((notice) => notice.id !== id) })
    },
  }
  return notices
}
