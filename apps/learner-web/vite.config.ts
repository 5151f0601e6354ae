import { lingui } from '@lingui/vite-plugin'
import { linguiMacro } from '@splendid/i18n/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type ProxyOptions } from 'vite'

// Without VITE_SUPABASE_URL the app calls its own origin; the dev and preview servers pass the
// backend's paths on to the local backend (apps/backend), so no CORS and one origin to open.
const backendUrl = process.env.SPLENDID_BACKEND_URL ?? 'http://127.0.0.1:54321'
const backendPaths = ['/auth/v1', '/rest/v1', '/storage/v1']
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  backendPaths.map((path) => [path, { target: backendUrl, changeOrigin: false, xfwd: true }]),
)

export default defineConfig({
  plugins: [linguiMacro(), react(), lingui(), tailwindcss()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 5173, strictPort: true, proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: bench/bundle-size.mjs follows it to the landing page's chunks.
    manifest: true,
    outDir: process.env.LEARNER_WEB_OUT_DIR ?? 'dist',
  },
})
