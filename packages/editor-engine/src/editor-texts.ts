import { type ActionRefusal, ENGLISH_REFUSALS } from './changes/action-target'

/**
 * The texts the engine shows the designer (in notices). The app passes translated ones (the
 * editor's Lingui catalogue); the defaults are English.
 */
export interface EditorTexts {
  /** A change mutate-api refused or could not receive; `reason` is the server's message. */
  changeFailed(label: string, reason: string): string
  /** A call to the preview that failed; `name` is the frame function, `reason` the bridge's. */
  frameCallFailed(name: string, reason: string): string
  /** `count` elements were copied. */
  copied(count: number): string
  /** Paste with nothing copied. */
  nothingToPaste(): string
  /** Why an action on the selection was refused before anything was sent. */
  refused(refusal: ActionRefusal, value: string): string
}

/**
 * The English texts.
 *
 * @example
 * ```ts
 * ENGLISH_EDITOR_TEXTS.changeFailed('Styling', 'src/app.tsx changed on disk')
 * // 'Could not apply "Styling": src/app.tsx changed on disk'
 * ```
 */
export const ENGLISH_EDITOR_TEXTS: EditorTexts = {
  changeFailed: (label, reason) => `Could not apply "${label}": ${reason}`,
  frameCallFailed: (name, reason) => `The preview could not run ${name}: ${reason}`,
  copied: (count) => (count === 1 ? 'Copied 1 element' : `Copied ${count} elements`),
  nothingToPaste: () => 'Copy an element first',
  refused: (refusal, value) => ENGLISH_REFUSALS[refusal](value),
}
