import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'
import { bundleInputsUnchanged, writeBundleInputs } from '../bin/prebuilt-inputs.mjs'
import { bundledSourceFiles, outputFiles } from './bundle-output'
import { PREBUILT_DIR } from './editor-host-dir'

/** The frame script's module id, as the codebase-ids plugin injects it (`/@id/<id>`). */
export const FRAME_SCRIPT_ID = '@splendid/frame-bridge/frame'
const RESOLVED_FRAME_SCRIPT_ID = '\0splendid-editor:frame-script'
/**
 * `import.meta.hot` is renamed for the build (which would replace it with `undefined`) and put
 * back after it, so that the project's dev server gives the script its hot-reload context.
 */
const HOT_PLACEHOLDER = '__SPLENDID_IMPORT_META_HOT__'

/** The frame script the package's build bundled into `prebuilt/`, and the files it was made of. */
const CODE_FILE = 'frame-script.js'
const INPUTS_FILE = 'frame-script-inputs.json'

/** The frame script as one ES module and the files it was bundled from. */
export interface FrameScriptBundle {
  readonly code: string
  readonly inputs: readonly string[]
}

/**
 * Bundles the frame script (`@splendid/frame-bridge/frame` with its dependencies) into one ES
 * module, so that the project's dev server serves it without resolving, transforming or
 * pre-bundling anything of Splendid's: the project needs none of Splendid's packages installed.
 */
export async function bundleFrameScript(): Promise<FrameScriptBundle> {
  const { build } = await import('vite')
  const entry = createRequire(import.meta.url).resolve(FRAME_SCRIPT_ID)
  // A build sets process.env.NODE_ENV to 'production' when it is unset; left so, the project's
  // dev server would then serve React's production build.
  const nodeEnv = process.env.NODE_ENV
  const output = await build({
    configFile: false,
    envDir: false,
    root: path.dirname(entry),
    logLevel: 'silent',
    define: {
      'import.meta.hot': HOT_PLACEHOLDER,
      'process.env.NODE_ENV': JSON.stringify('development'),
    },
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      copyPublicDir: false,
      lib: { entry, formats: ['es'], fileName: 'frame-script' },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  })
  const chunks = outputFiles(output)
  const chunk = chunks.find((each) => each.type === 'chunk' && each.isEntry)
  if (chunk === undefined || chunk.type !== 'chunk' || chunks.length !== 1)
    throw new Error('Bundling the frame script gave no single chunk')
  return {
    code: chunk.code.replaceAll(HOT_PLACEHOLDER, 'import.meta.hot'),
    inputs: bundledSourceFiles([chunk]),
  }
}

/**
 * Writes the frame script bundled now to `prebuilt/` (the package's build does), with the size
 * and modification time of each file it was made of.
 */
export async function prebuildFrameScript(dir = PREBUILT_DIR): Promise<void> {
  const { code, inputs } = await bundleFrameScript()
  mkdirSync(dir, { recursive: true })
  writeBundleInputs(path.join(dir, INPUTS_FILE), inputs)
  writeFileSync(path.join(dir, CODE_FILE), code)
}

/**
 * The frame script: the one the package's build bundled when every file it was made of is still
 * as it was (bundling it costs a few hundred milliseconds of the editor's start), else bundled
 * now.
 */
export async function frameScriptCode(dir = PREBUILT_DIR): Promise<string> {
  return readPrebuiltFrameScript(dir) ?? (await bundleFrameScript()).code
}

function readPrebuiltFrameScript(dir: string): string | undefined {
  if (!bundleInputsUnchanged(path.join(dir, INPUTS_FILE))) return undefined
  try {
    return readFileSync(path.join(dir, CODE_FILE), 'utf8')
  } catch {
    return undefined
  }
}

/** JSON for an inline script: no `</script>` can close it early. */
const inlineJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c')

/**
 * Plugins for the project's dev server: the frame script under {@link FRAME_SCRIPT_ID} (served
 * from `code`), and its configuration — the editor's origin allowed as a parent, loopback IP
 * hosts counted as development hosts. The configuration script goes at the end of `<head>`
 * (still before the deferred module runs), after any the project sets itself (learner-web's, say),
 * whose settings it keeps, adding the editor's origin.
 */
export function frameScriptPlugins(code: string, editorOrigin: string): Plugin[] {
  const frameConfig = `globalThis.__SPLENDID_FRAME_CONFIG__ = (function (own) {
  return {
    devHostSuffix: ['127.0.0.1', '[::1]'].includes(location.hostname) ? location.hostname : 'localhost',
    stagingHostSuffix: null,
    ...own,
    allowedParentOrigins: [...((own && own.allowedParentOrigins) || []), ${inlineJson(editorOrigin)}],
  }
})(globalThis.__SPLENDID_FRAME_CONFIG__)`
  return [
    {
      name: 'splendid-editor:frame-script',
      apply: 'serve',
      enforce: 'pre',
      resolveId: (id) => (id === FRAME_SCRIPT_ID ? RESOLVED_FRAME_SCRIPT_ID : null),
      // No source map (an empty one): Vite would otherwise map the 470 kB bundle line by line
      // onto itself and serve it inline, five times the script's size, on every start.
      load: (id) => (id === RESOLVED_FRAME_SCRIPT_ID ? { code, map: { mappings: '' } } : null),
    },
    {
      name: 'splendid-editor:frame-config',
      apply: 'serve',
      transformIndexHtml: () => [{ tag: 'script', children: frameConfig, injectTo: 'head' }],
    },
  ]
}

type Hook = (this: unknown, ...args: unknown[]) => unknown

/**
 * The codebase-ids plugin, silent when the project's own config already has one (an app
 * prepared for Splendid, like learner-web): its elements are not instrumented twice.
 */
export function unlessAlreadyInstrumented(plugin: Plugin): Plugin {
  let present = false
  const hook = (name: 'configResolved' | 'transform' | 'transformIndexHtml'): Hook => {
    const own = plugin[name]
    if (typeof own !== 'function') throw new Error(`The codebase-ids plugin has no ${name} hook`)
    return own as Hook
  }
  const [configResolved, transform, transformIndexHtml] = [
    hook('configResolved'),
    hook('transform'),
    hook('transformIndexHtml'),
  ]
  return {
    ...plugin,
    name: `splendid-editor:${plugin.name}`,
    configResolved(this: unknown, config) {
      present = config.plugins.some((each) => each.name === plugin.name)
      return configResolved.call(this, config) as void
    },
    transform(this: unknown, ...args: unknown[]) {
      return present ? null : (transform.apply(this, args) as ReturnType<Hook>)
    },
    transformIndexHtml(this: unknown, ...args: unknown[]) {
      return present ? [] : (transformIndexHtml.apply(this, args) as ReturnType<Hook>)
    },
  } as Plugin
}
