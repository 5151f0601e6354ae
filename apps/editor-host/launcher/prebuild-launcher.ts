import path from 'node:path'
import { build, type Rolldown } from 'vite'
import { writeBundleInputs } from '../bin/prebuilt-inputs.mjs'
import { bundledSourceFiles, outputFiles } from './bundle-output'
import { EDITOR_HOST_DIR, PREBUILT_DIR } from './editor-host-dir'
import { typescriptByRequire } from './typescript-by-require'

/**
 * Bundles the launcher (`launcher/cli.ts`, this package's and the workspace's TypeScript and
 * their dependencies) into `prebuilt/launcher/`, for Node, with Vite and TypeScript left to be
 * loaded from this package's dependencies (TypeScript with `require`: see `typescriptByRequire`);
 * and lists the files it was made of, with their size and modification time, in
 * `prebuilt/launcher-inputs.json`: the command runs the bundle only while every one of them is
 * unchanged (see `bin/splendid-editor.mjs`).
 */
export async function prebuildLauncher(): Promise<void> {
  const output = await build({
    configFile: false,
    envDir: false,
    root: EDITOR_HOST_DIR,
    logLevel: 'silent',
    ssr: { noExternal: true },
    plugins: [typescriptByRequire()],
    build: {
      ssr: path.join(EDITOR_HOST_DIR, 'launcher', 'cli.ts'),
      outDir: path.join(PREBUILT_DIR, 'launcher'),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
      rolldownOptions: { external: ['vite'] },
    },
  })
  const chunks = outputFiles(output).filter(
    (file): file is Rolldown.OutputChunk => file.type === 'chunk',
  )
  if (!chunks.some((chunk) => chunk.fileName === 'cli.js'))
    throw new Error('Bundling the launcher gave no cli.js')
  writeBundleInputs(path.join(PREBUILT_DIR, 'launcher-inputs.json'), bundledSourceFiles(chunks))
}
