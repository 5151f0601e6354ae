/**
 * The stable codes of {@link I18nError}:
 * - `storage-unavailable`: the chosen language could not be written to local storage, so a
 *   reload would come back in the old language;
 * - `catalogue-not-found`: a catalogue file asked for does not exist;
 * - `catalogue-invalid`: a catalogue file could not be read or parsed.
 */
export type I18nErrorCode = 'storage-unavailable' | 'catalogue-not-found' | 'catalogue-invalid'

/**
 * An error of this package: a stable {@link I18nErrorCode} for programs and a human message.
 *
 * @example
 * ```ts
 * try {
 *   switchLanguage('ar')
 * } catch (error) {
 *   if (error instanceof I18nError && error.code === 'storage-unavailable') showStorageHint()
 *   else throw error
 * }
 * ```
 */
export class I18nError extends Error {
  override readonly name = 'I18nError'
  readonly code: I18nErrorCode

  constructor(code: I18nErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}
