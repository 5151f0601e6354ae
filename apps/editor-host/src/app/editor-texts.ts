import { plural, t } from '@lingui/core/macro'
import type { ActionRefusal, EditorTexts } from '@splendid/editor-engine'

/** Why an action on the selection was refused, in the editor's language. */
function refusalText(refusal: ActionRefusal, value: string): string {
  switch (refusal) {
    case 'component-has-no-tag':
      return t`A component has no tag to change`
    case 'copied-element-gone':
      return t`The copied element is no longer in the source`
    case 'copy-not-in-source':
      return t`Only elements written in the source can be copied`
    case 'element-not-movable':
      return t`This element cannot be moved`
    case 'image-has-no-url':
      return t`The image has no URL`
    case 'insert-inside-itself':
      return t`${value} cannot be inserted inside itself`
    case 'insert-not-there':
      return t`Nothing can be inserted there`
    case 'invalid-class-name':
      return t`"${value}" is not a class name`
    case 'invalid-import-name':
      return t`"${value}" is not an import name`
    case 'invalid-prop-name':
      return t`"${value}" is not a prop name`
    case 'invalid-tag-name':
      return t`"${value}" is not a valid tag name`
    case 'move-into-itself':
      return t`An element cannot be moved inside itself`
    case 'move-not-there':
      return t`Elements cannot be moved there`
    case 'no-parent-to-add-to':
      return t`This element has no parent to add to`
    case 'paste-not-here':
      return t`Elements cannot be pasted here`
    case 'select-element':
      return t`Select an element first`
    case 'select-image':
      return t`Select an image first`
    case 'select-paste-place':
      return t`Select where to paste first`
    case 'wrap-different-parents':
      return t`Only elements with the same parent can be wrapped`
    default: {
      const unknown: never = refusal
      return unknown
    }
  }
}

/**
 * The engine's notice texts from the editor's catalogue. Each is translated when the notice is
 * shown, so it follows a language switch.
 */
export const editorTexts: EditorTexts = {
  changeFailed: (label, reason) => t`Could not apply "${label}": ${reason}`,
  frameCallFailed: (name, reason) => t`The preview could not run ${name}: ${reason}`,
  copied: (count) => plural(count, { one: 'Copied # element', other: 'Copied # elements' }),
  nothingToPaste: () => t`Copy an element first`,
  refused: refusalText,
}
