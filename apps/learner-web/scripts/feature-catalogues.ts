import { resolve } from 'node:path'
import type { Plugin, Rollup } from 'vite'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/** A module's catalogue: its feature folder's name, `ui` for the shared components, else null. */
function catalogueOf(id: string, srcDir: string): string | null {
  if (!id.startsWith(srcDir) || !/\.tsx?$/.test(id) || /\.test\.tsx?$/.test(id)) return null
  const [area, feature] = id.slice(srcDir.length).split('/')
  if (area === 'ui') return 'ui'
  if (area === 'features' && feature) return feature
  return null
}

/** The chunk and every chunk it imports statically, by file name. */
function staticClosure(start: OutputChunk, bundle: OutputBundle): Set<string> {
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (seen.has(fileName) || chunk?.type !== 'chunk') return
    seen.add(fileName)
    for (const next of chunk.imports) visit(next)
  }
  visit(start.fileName)
  return seen
}

/**
 * Loads each feature's translations with the feature's code (issue 23: a page downloads the
 * catalogues of the code it runs, not every feature's). In the browser build:
 * - the entry chunk starts by listing the catalogues of the shell — every module the entry loads
 *   statically — which src/app/load-messages.ts activates before the first render;
 * - every other chunk whose modules show texts starts with a top-level await of
 *   `__splendidNeedCatalogues([...])` (load-messages.ts), so a lazy page or dialog finishes
 *   loading only once its texts are in Lingui.
 * Added to the finished chunks rather than to the modules: a top-level await in a module makes
 * Rolldown give up merging shared modules into the entry (dozens of tiny chunks instead).
 *
 * It also writes `.vite/catalogues.json` (chunk file → the catalogues its modules need), which
 * scripts/prerender.mjs reads to preload a page's catalogues with its chunks.
 */
export function featureCatalogues({ root }: { readonly root: string }): Plugin {
  const srcDir = `${resolve(root, 'src')}/`
  const loader = resolve(root, 'src/app/load-messages.ts')
  const catalogueOfModule = new Map<string, string>()
  return {
    name: 'learner-web:feature-catalogues',
    apply: 'build',
    // Before the Lingui macro compiles `msg` and `t` away (with their imports): listed before
    // it in vite.config.ts, this sees the module as written.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: {
      filter: { id: /[\\/]src[\\/](features|ui)[\\/].*\.tsx?$/ },
      handler(code, id) {
        const name = catalogueOf(id, srcDir)
        if (name !== null && code.includes('@lingui/')) catalogueOfModule.set(id, name)
        return null
      },
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      const namesOf = (chunk: OutputChunk) =>
        [...new Set(chunk.moduleIds.flatMap((id) => catalogueOfModule.get(id) ?? []))].sort()
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!entry) return
      const shell = staticClosure(entry, bundle)
      const loaderChunk = chunks.find((chunk) => chunk.moduleIds.includes(loader))
      if (!loaderChunk || !shell.has(loaderChunk.fileName)) {
        this.error('src/app/load-messages.ts must be loaded statically by the entry')
      }
      const shellNames = [...new Set(chunks.filter((c) => shell.has(c.fileName)).flatMap(namesOf))]
      entry.code = `globalThis.__splendidShellCatalogues=${JSON.stringify(shellNames.sort())};${entry.code}`
      const byChunk: Record<string, string[]> = {}
      for (const chunk of chunks) {
        const names = namesOf(chunk)
        if (names.length === 0) continue
        byChunk[chunk.fileName] = names
        if (shell.has(chunk.fileName)) continue
        // On the first line, so the source map is only shifted there; imports run first anyway.
        chunk.code = `await globalThis.__splendidNeedCatalogues(${JSON.stringify(names)});${chunk.code}`
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/catalogues.json',
        source: `${JSON.stringify(byChunk, null, 2)}\n`,
      })
    },
  }
}
