/** The storyboard hydration status values of spec §3. */
export type HydrationStatus = 'no_error' | 'error' | 'other_error'

/** Every {@link HydrationStatus}. */
export const HYDRATION_STATUSES = [
  'no_error',
  'error',
  'other_error',
] as const satisfies readonly HydrationStatus[]

/** The text that marks an error as a hydration failure (§4 Hydration status). */
export const HYDRATION_FAILED_TEXT = 'Hydration failed'

/**
 * The hydration status message of spec §3: the status plus what the error overlay showed.
 * With `no_error` the three texts are `null`.
 */
export interface HydrationStatusMessage {
  readonly status: HydrationStatus
  readonly errorDescription: string | null
  readonly errorLabel: string | null
  readonly errorBody: string | null
}

/**
 * Classifies the text of the error the preview shows (§4): none → `no_error`; a text containing
 * 'Hydration failed' → `error`; any other error → `other_error`. Case-sensitive, as React writes it.
 *
 * @example
 * ```ts
 * classifyHydrationError(null) // 'no_error'
 * classifyHydrationError('Error: Hydration failed because the initial UI does not match') // 'error'
 * classifyHydrationError('TypeError: x is undefined') // 'other_error'
 * ```
 */
export function classifyHydrationError(errorText: string | null | undefined): HydrationStatus {
  if (errorText === null || errorText === undefined || errorText.trim() === '') return 'no_error'
  return errorText.includes(HYDRATION_FAILED_TEXT) ? 'error' : 'other_error'
}

/**
 * Builds the hydration status message from the error overlay's parts: the status is classified
 * from the description, label and body together.
 *
 * @example
 * ```ts
 * buildHydrationStatusMessage({ errorDescription: null, errorLabel: null, errorBody: null })
 * // { status: 'no_error', errorDescription: null, errorLabel: null, errorBody: null }
 * ```
 */
export function buildHydrationStatusMessage(parts: {
  readonly errorDescription: string | null
  readonly errorLabel: string | null
  readonly errorBody: string | null
}): HydrationStatusMessage {
  const text = [parts.errorDescription, parts.errorLabel, parts.errorBody]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join('\n')
  const status = classifyHydrationError(text === '' ? null : text)
  if (status === 'no_error') {
    return { status, errorDescription: null, errorLabel: null, errorBody: null }
  }
  return { status, ...parts }
}
