import { STYLING_FRAMEWORKS, type StylingFramework } from '@splendid/change-items'
import { useCallback, useState } from 'react'

const storageKey = (canvasId: string) => `splendid-editor.styling-framework.${canvasId}`

function storedChoice(canvasId: string): StylingFramework | undefined {
  try {
    const stored = window.localStorage.getItem(storageKey(canvasId))
    return STYLING_FRAMEWORKS.find((framework) => framework === stored)
  } catch {
    return undefined // storage refused (private mode, a sandboxed page): the default holds
  }
}

/**
 * How styles are written for this project: the designer's last choice for this canvas (kept in
 * the browser), else `detected` — what the project was found to use (`VITE_STYLING_FRAMEWORK`).
 */
export function useStylingFramework(
  canvasId: string,
  detected: StylingFramework,
): readonly [StylingFramework, (framework: StylingFramework) => void] {
  const [framework, setFramework] = useState(() => storedChoice(canvasId) ?? detected)
  const choose = useCallback(
    (next: StylingFramework) => {
      setFramework(next)
      try {
        if (next === detected) window.localStorage.removeItem(storageKey(canvasId))
        else window.localStorage.setItem(storageKey(canvasId), next)
      } catch {
        // Not kept past this page; the choice still holds until it is closed.
      }
    },
    [canvasId, detected],
  )
  return [framework, choose] as const
}
