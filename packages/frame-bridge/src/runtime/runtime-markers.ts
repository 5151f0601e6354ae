import { CLASS_PREFIXES } from '@splendid/change-items'

/** Every class the runtime adds starts with this (spec §9 class prefixes share it). */
export const RUNTIME_CLASS_PREFIX = 'arb89-'

/** Marks nodes the runtime inserted (instant updates, previews): removed after a refresh. */
export const TEMP_NODE_ATTRIBUTE = 'data-arb89-temp'

/** Marks elements the runtime hid (removed or moved away instantly); `display: none` while set. */
export const HIDDEN_ATTRIBUTE = 'data-arb89-hidden'

/** Marks the `<style>` elements the runtime owns. */
export const RUNTIME_STYLE_ATTRIBUTE = 'data-arb89-style'

/** Prefix of the temporary classes of instant styling (spec §9: `arb89-styling-`). */
export const INSTANT_STYLING_PREFIX = CLASS_PREFIXES.INSTANT_STYLING

/** Prefix of the classes that force a state modifier (`arb89-force-hover`, …) for preview. */
export const FORCED_MODIFIER_PREFIX = `${RUNTIME_CLASS_PREFIX}force-`

/** Attributes the runtime sets and the tree rebuild ignores. */
export const RUNTIME_ATTRIBUTES: readonly string[] = [
  TEMP_NODE_ATTRIBUTE,
  HIDDEN_ATTRIBUTE,
  RUNTIME_STYLE_ATTRIBUTE,
  'contenteditable',
]

/** Whether a class was added by the runtime (and is not part of the app's own class list). */
export function isRuntimeClass(className: string): boolean {
  return className.startsWith(RUNTIME_CLASS_PREFIX)
}
