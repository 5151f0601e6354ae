import type { Plugin } from 'vite'

/** The catalogue modules a locale's chunks are built from: the editor's and `@splendid/i18n`'s. */
const CATALOGUE_MODULE = /\/locales\/(en|ar)(?:\.po|\/messages\.ts)$/

/** A chunk of the build, as far as the preload reads it. */
interface ChunkLike {
  readonly type: 'chunk' | 'asset'
  readonly fileName: string
  readonly isEntry?: boolean
  readonly facadeModuleId?: string | null
  readonly imports?: readonly string[]
}

/**
 * The script that asks for the active locale's catalogue chunks as the page is parsed (a
 * `modulepreload` each), so they download beside the editor's bundle instead of after it runs
 * (it imports them before its first render). The locale is the one the page's first script
 * chose (`<html lang>`, from the saved language); `null` when the build has no catalogue chunk.
 */
export function cataloguePreloadScript(chunks: readonly ChunkLike[], base: string): string | null {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  // The entry and the chunks it imports statically load anyway.
  const loading = new Set<string>()
  const load = (name: string) => {
    if (loading.has(name)) return
    loading.add(name)
    for (const imported of byName.get(name)?.imports ?? []) load(imported)
  }
  for (const chunk of chunks) if (chunk.type === 'chunk' && chunk.isEntry) load(chunk.fileName)
  const files: Record<string, string[]> = {}
  for (const chunk of chunks) {
    const locale = CATALOGUE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1]
    if (chunk.type !== 'chunk' || locale === undefined) continue
    const list = files[locale] ?? []
    files[locale] = list
    const visit = (name: string) => {
      if (loading.has(name) || list.includes(`${base}${name}`)) return
      list.push(`${base}${name}`)
      for (const imported of byName.get(name)?.imports ?? []) visit(imported)
    }
    visit(chunk.fileName)
  }
  if (Object.keys(files).length === 0) return null
  return `(function (files) {
  var hrefs = files[document.documentElement.lang] || files.en || []
  for (var i = 0; i < hrefs.length; i += 1) {
    var link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = hrefs[i]
    document.head.appendChild(link)
  }
})(${JSON.stringify(files).replaceAll('<', '\\u003c')})`
}

/** Adds {@link cataloguePreloadScript} to the built `index.html`. */
export function cataloguePreload(): Plugin {
  let base = '/'
  return {
    name: 'splendid-editor:catalogue-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const script = cataloguePreloadScript(Object.values(context.bundle ?? {}), base)
        return script === null ? [] : [{ tag: 'script', children: script, injectTo: 'head' }]
      },
    },
  }
}
