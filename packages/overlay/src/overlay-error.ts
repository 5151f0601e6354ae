/** Stable codes of the errors the overlay throws. */
export type OverlayErrorCode = 'INVALID_ZOOM' | 'OVERLAY_DESTROYED'

/**
 * The one error type of this package: a stable `code` for programs and a human `message`.
 *
 * @example
 * ```ts
 * try { overlay.setZoom(0) } catch (error) {
 *   if (error instanceof OverlayError && error.code === 'INVALID_ZOOM') resetZoom()
 * }
 * ```
 */
export class OverlayError extends Error {
  override readonly name = 'OverlayError'
  readonly code: OverlayErrorCode

  constructor(code: OverlayErrorCode, message: string) {
    super(message)
    this.code = code
  }
}

/**
 * Returns the zoom when it is a finite number above zero.
 *
 * @throws {OverlayError} `INVALID_ZOOM` otherwise: a zero or negative zoom would make every
 * stroke width infinite or negative.
 */
export function assertValidZoom(zoom: number): number {
  if (!Number.isFinite(zoom) || zoom <= 0) {
    throw new OverlayError('INVALID_ZOOM', `Zoom must be a finite number above 0, got ${zoom}.`)
  }
  return zoom
}
