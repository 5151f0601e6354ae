/** Debian's Chromium, or `CHROMIUM_PATH`. */
export declare const CHROMIUM_PATH: string
/**
 * Debian's Chromium, or a one-line error saying why a real-browser suite cannot run: such a
 * suite fails without its browser, it never skips.
 */
export declare function requireChromium(): string
/** The flags Chromium needs in this sandbox (no GPU, no background traffic). */
export declare const CHROMIUM_ARGS: readonly string[]
/** A TCP port free on 127.0.0.1 right now. */
export declare function freePort(): Promise<number>
