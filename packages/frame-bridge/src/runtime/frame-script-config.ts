/**
 * The configuration of the injected frame script: set `globalThis.__SPLENDID_FRAME_CONFIG__`
 * before it runs, or use the `VITE_SPLENDID_*` env variables (see `frame-script.ts`).
 */
export interface FrameScriptConfig {
  readonly allowedParentOrigins: readonly string[]
  readonly devHostSuffix: string
  readonly stagingHostSuffix?: string | null
}
