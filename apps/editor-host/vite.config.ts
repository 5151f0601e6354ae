import { lingui } from '@lingui/vite-plugin'
import { linguiMacro } from '@splendid/i18n/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { cataloguePreload } from './build/catalogue-preload'

export default defineConfig({
  plugins: [linguiMacro(), react(), lingui(), tailwindcss(), cataloguePreload()],
  server: { port: 5174, strictPort: true },
  preview: { port: 5174, strictPort: true },
  build: { target: 'es2022', sourcemap: true, outDir: process.env.EDITOR_HOST_OUT_DIR ?? 'dist' },
})
