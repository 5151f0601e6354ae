import { plural, t } from '@lingui/core/macro'
import type { EditorTexts } from '@splendid/editor-engine'

/**
 * The engine's notice texts from the editor's catalogue. Each is translated when the notice is
 * shown, so it follows a language switch.
 */
export const editorTexts: EditorTexts = {
  changeFailed: (label, reason) => t`Could not apply "${label}": ${reason}`,
  frameCallFailed: (name, reason) => t`The preview could not run ${name}: ${reason}`,
  copied: (count) => plural(count, { one: 'Copied # element', other: 'Copied # elements' }),
  nothingToPaste: () => t`Copy an element first`,
}
