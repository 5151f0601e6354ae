import type { EditorStore } from './editor-state'
import type { FrameConnection } from './frame/frame-connection'

/** Keeps the store's `inspection` (class list, computed styles, rules) on the selected element. */
export interface Inspector {
  /** Reads the selected element from the preview; an answer for an older selection is dropped. */
  refresh(): Promise<void>
}

/**
 * Creates the inspector. Without a selection or a preview the inspection is empty; a call that
 * failed shows as an empty part (the failure itself is reported by the connection).
 *
 * @example
 * ```ts
 * const inspector = createInspector(store, frame)
 * store.setState({ selectedKey })
 * await inspector.refresh()
 * ```
 */
export function createInspector(store: EditorStore, frame: FrameConnection): Inspector {
  let latestRequest = 0
  return {
    async refresh() {
      const elementKey = store.getState().selectedKey
      const request = ++latestRequest
      if (elementKey === null || !frame.current()) {
        store.setState({ inspection: null })
        return
      }
      const [classList, cssEvals, rules] = await Promise.all([
        frame.call('getElementClassList', elementKey),
        frame.call('getCssEvals', elementKey),
        frame.call('processRulesForSelectedElement', {
          selectedElementKey: elementKey,
          knownRules: [],
        }),
      ])
      if (request !== latestRequest) return
      store.setState({
        inspection: {
          elementKey,
          classList: classList.ok ? classList.value : [],
          cssEvals: cssEvals.ok ? cssEvals.value : {},
          rules: rules.ok ? rules.value : [],
        },
      })
    },
  }
}
