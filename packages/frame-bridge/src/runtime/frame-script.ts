/**
 * The entry the codebase-ids Vite plugin injects into the preview (`frameScript.src`, e.g.
 * `/@id/@splendid/frame-bridge/frame`). It reads its configuration from
 * `globalThis.__SPLENDID_FRAME_CONFIG__` when a page sets it before this module runs, else from
 * Vite env variables:
 *
 * - `VITE_SPLENDID_EDITOR_ORIGINS` — allowed parent origins, comma-separated;
 * - `VITE_SPLENDID_DEV_HOST_SUFFIX` — the development host suffix (default `localhost`);
 * - `VITE_SPLENDID_STAGING_HOST_SUFFIX` — the staging host suffix (optional).
 *
 * Hot reloads are reported to the runtime through Vite's `vite:beforeUpdate` /
 * `vite:afterUpdate` events. A page opened on its own (not inside the editor's iframe) is left
 * alone, so a development server can serve the script to everyone without getting in the way.
 */
import type { FrameScriptConfig } from './frame-script-config'
import { startFrameRuntime } from './start-frame-runtime'

interface ViteMeta {
  readonly env?: Readonly<Record<string, string | undefined>>
  readonly hot?: { on(event: string, callback: () => void): void }
}

function readConfig(): FrameScriptConfig {
  const configured = (globalThis as { __SPLENDID_FRAME_CONFIG__?: FrameScriptConfig })
    .__SPLENDID_FRAME_CONFIG__
  if (configured) return configured
  const env = (import.meta as unknown as ViteMeta).env ?? {}
  return {
    allowedParentOrigins: (env.VITE_SPLENDID_EDITOR_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    devHostSuffix: env.VITE_SPLENDID_DEV_HOST_SUFFIX ?? 'localhost',
    stagingHostSuffix: env.VITE_SPLENDID_STAGING_HOST_SUFFIX ?? null,
  }
}

function isEmbedded(): boolean {
  try {
    return window.self !== window.top
  } catch {
    // Reading a cross-origin top throws: then we are framed.
    return true
  }
}

function start(): void {
  if (!isEmbedded()) return
  const config = readConfig()
  if (config.allowedParentOrigins.length === 0) {
    console.warn('Splendid frame runtime: no allowed parent origins configured; not starting')
    return
  }
  const started = startFrameRuntime(config)
  ;(globalThis as { __splendidFrameRuntime__?: unknown }).__splendidFrameRuntime__ = started
  const hot = (import.meta as unknown as ViteMeta).hot
  hot?.on('vite:beforeUpdate', () => started?.hotReload('start'))
  hot?.on('vite:afterUpdate', () => started?.hotReload('end'))
}

// The script is injected at the top of <head>: wait for <body>, where the overlay goes.
if (document.body) start()
else document.addEventListener('DOMContentLoaded', start, { once: true })
