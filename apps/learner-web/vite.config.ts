import { lingui } from '@lingui/vite-plugin'
import { linguiMacro } from '@splendid/i18n/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type PluginOption, type ProxyOptions, runnerImport } from 'vite'
import { featureCatalogues } from './scripts/feature-catalogues.ts'
import { prerenderedPages } from './scripts/prerendered-pages.ts'

// Without VITE_SUPABASE_URL the app calls its own origin; the dev and preview servers pass the
// backend's paths on to the local backend (apps/backend), so no CORS and one origin to open.
const backendUrl = process.env.SPLENDID_BACKEND_URL ?? 'http://127.0.0.1:54321'
const backendPaths = ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1']
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  backendPaths.map((path) => [path, { target: backendUrl, changeOrigin: false, xfwd: true }]),
)

// The visual editor (apps/editor-host on port 5174) previews the dev server in an iframe.
const editorOrigins = (
  process.env.SPLENDID_EDITOR_ORIGINS ?? 'http://localhost:5174,http://127.0.0.1:5174'
)
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)
const devHostSuffix = process.env.SPLENDID_DEV_HOST_SUFFIX ?? 'localhost'
const stagingHostSuffix = process.env.SPLENDID_STAGING_HOST_SUFFIX || null

/** JSON for an inline script: no `</script>` can close it early. */
const inlineJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c')

/**
 * The dev server only: every JSX element of `src` gets its codebase id (the same ids mutate-api
 * computes with `--root apps/learner-web`) and the page loads the frame runtime, which starts
 * only inside an iframe of an allowed editor origin. A classic inline script configures it
 * before the module runs; loopback IP hosts (127.0.0.1, [::1]) count as development hosts.
 */
async function editorFramePlugins(): Promise<PluginOption[]> {
  // Vite bundles this config and leaves bare imports to Node, which cannot run the package's
  // TypeScript source: Vite's module runner loads it instead (dev server only, so builds and
  // `vite preview` never load it).
  const { module: codebaseIds } = await runnerImport<typeof import('@splendid/codebase-ids')>(
    '@splendid/codebase-ids',
    { root: import.meta.dirname, configFile: false, logLevel: 'warn' },
  )
  const frameConfig = `globalThis.__SPLENDID_FRAME_CONFIG__ = {
  allowedParentOrigins: ${inlineJson(editorOrigins)},
  devHostSuffix: ['127.0.0.1', '[::1]'].includes(location.hostname) ? location.hostname : ${inlineJson(devHostSuffix)},
  stagingHostSuffix: ${inlineJson(stagingHostSuffix)},
}`
  return [
    // First: ids are computed from the source as written, before the Lingui macro rewrites it.
    codebaseIds.splendidCodebaseIds({
      root: '.',
      frameScript: { enabled: true, src: '/@id/@splendid/frame-bridge/frame' },
    }),
    {
      name: 'learner-web:editor-frame-config',
      apply: 'serve',
      transformIndexHtml: () => [
        { tag: 'script', children: frameConfig, injectTo: 'head-prepend' },
      ],
    },
  ]
}

export default defineConfig(async ({ command, isPreview }) => ({
  plugins: [
    ...(command === 'serve' && !isPreview ? await editorFramePlugins() : []),
    prerenderedPages({ backendPaths }),
    featureCatalogues({ root: import.meta.dirname }),
    linguiMacro(),
    react(),
    lingui(),
    tailwindcss(),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 5173, strictPort: true, proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: bench/bundle-size.mjs follows it to the landing page's chunks.
    manifest: true,
    outDir: process.env.LEARNER_WEB_OUT_DIR ?? 'dist',
    rolldownOptions: {
      output: {
        // supabase-js in a chunk of its own, holding nothing else: left to itself the bundler
        // also put small modules the first page needs into it (the session's storage key), and
        // so made every page load all of supabase-js before its first paint.
        codeSplitting: {
          groups: [{ name: 'supabase', test: /[\\/]node_modules[\\/].*@supabase[\\/]/ }],
        },
      },
    },
  },
}))
