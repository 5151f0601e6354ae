/**
 * Stable codes for everything this package refuses.
 *
 * - `INVALID_PATH`: a path given as project-relative is empty, absolute, or climbs out of the root.
 * - `INVALID_ORDINAL`: an element ordinal is not a non-negative safe integer.
 * - `SOURCE_FILE_MISMATCH`: a `SourceFile` handed to `indexJsx` is not a JSX-enabled parse of the
 *   source text it came with.
 */
export type CodebaseIdErrorCode = 'INVALID_PATH' | 'INVALID_ORDINAL' | 'SOURCE_FILE_MISMATCH'

/**
 * The error thrown by this package: a stable `code` for programs and a human `message`.
 *
 * @example
 * ```ts
 * try {
 *   codebaseIdFor('/abs/path.tsx', 0)
 * } catch (error) {
 *   if (error instanceof CodebaseIdError && error.code === 'INVALID_PATH') {
 *     // pass a path relative to the project root instead
 *   }
 * }
 * ```
 */
export class CodebaseIdError extends Error {
  /** The stable code; see {@link CodebaseIdErrorCode}. */
  readonly code: CodebaseIdErrorCode

  constructor(code: CodebaseIdErrorCode, message: string) {
    super(message)
    this.name = 'CodebaseIdError'
    this.code = code
  }
}
