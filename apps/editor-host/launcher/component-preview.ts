import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { COMPONENT_PREVIEW_PATH } from '../src/insert/component-preview-path'
import { entryProvidersModule } from './entry-providers'

/**
 * The preview's module, one per component file: `@splendid/editor/component-preview/<file>`,
 * the file in base64url — an id ending in `.tsx` would be transformed as the project's TSX.
 */
const ENTRY_ID = '@splendid/editor/component-preview'
const RESOLVED_ENTRY_ID = '\0splendid-editor:component-preview'
/** The providers the app's entry renders its app in (see {@link entryProvidersModule}). */
const PROVIDERS_ID = '@splendid/editor/entry-providers'
const RESOLVED_PROVIDERS_ID = '\0splendid-editor:entry-providers'
/** A project-relative component file a preview may import (no `..`, no query). */
const COMPONENT_FILE = /^[\w@./-]+\.[jt]sx?$/

/** The component file a preview's `?file=` names, if it may be previewed. */
function previewableFile(file: string | null): string | undefined {
  return file !== null && COMPONENT_FILE.test(file) && !file.split('/').includes('..')
    ? file
    : undefined
}

/** The app's entry module (`index.html`'s module script) and the stylesheets it imports. */
export interface EntryStylesheets {
  /** The entry module's path. */
  readonly importer: string
  /** Its stylesheet imports as written: `./index.css`, `@/styles/app.css`, `bootstrap/…css`. */
  readonly specifiers: readonly string[]
}

const STYLESHEET_IMPORT = /^\s*import\s+['"]([^'"]+\.(?:css|scss|sass|less)(?:\?[^'"]*)?)['"]/gm

/** The app's entry module: `index.html`'s module script (absolute path), if it exists. */
function appEntry(root: string): string | undefined {
  const htmlPath = path.join(root, 'index.html')
  if (!existsSync(htmlPath)) return undefined
  const entry = /<script[^>]*type="module"[^>]*src="\/?([^"]+)"/.exec(
    readFileSync(htmlPath, 'utf8'),
  )?.[1]
  const importer = entry === undefined ? undefined : path.join(root, entry)
  return importer !== undefined && existsSync(importer) ? importer : undefined
}

/** The stylesheets the app's entry module imports (`import './index.css'`), as written. */
export function entryStylesheets(root: string): EntryStylesheets | undefined {
  const importer = appEntry(root)
  if (importer === undefined) return undefined
  const specifiers = [...readFileSync(importer, 'utf8').matchAll(STYLESHEET_IMPORT)].map(
    (match) => match[1] as string,
  )
  return { importer, specifiers }
}

/**
 * Where a project may put the providers its components need to render alone (a router, a store,
 * a theme): a module whose default export wraps `children` in them, as the app's entry does.
 */
export const PREVIEW_WRAPPERS: readonly string[] = [
  'splendid.preview.tsx',
  'splendid.preview.jsx',
  'src/splendid.preview.tsx',
  'src/splendid.preview.jsx',
]

/** The project's preview wrapper (root-relative), if it has one. */
export function previewWrapper(root: string): string | undefined {
  return PREVIEW_WRAPPERS.find((file) => existsSync(path.join(root, file)))
}

/**
 * The page the preview iframe loads (its module names the component's file, or `-` for a file
 * that may not be previewed); the project's plugins add their own tags to it.
 */
const page = (file: string | undefined): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Component preview</title>
  </head>
  <body style="margin: 12px">
    <div id="root"></div>
    <script type="module" src="/@id/${ENTRY_ID}/${file === undefined ? '-' : Buffer.from(file).toString('base64url')}"></script>
  </body>
</html>
`

/**
 * The module that renders one of the project's components alone: the app's own stylesheets,
 * then `?file=`'s `?export=` with `?props=` (JSON) and no-op `?callbacks=`, inside the project's
 * preview wrapper if it has one — else inside the providers its app's entry renders the app in —
 * and an error boundary: a component that needs more context says so instead, in the editor's
 * language (`?noPreview=`, and without a wrapper of the project's `?wrapperHint=`).
 */
function entryCode(
  stylesheets: readonly string[],
  wrapper: string | undefined,
  file: string | undefined,
): string {
  return `${stylesheets.map((sheet) => `import ${JSON.stringify(sheet)}\n`).join('')}import { Component, createElement } from 'react'
import { createRoot } from 'react-dom/client'

const params = new URLSearchParams(location.search)
const root = createRoot(document.getElementById('root'))
const wrapper = ${JSON.stringify(wrapper === undefined ? null : `/${wrapper}`)}
const notice = (error) => {
  document.documentElement.dataset.previewError = ''
  const hint = wrapper === null && params.get('wrapperHint') ? ' — ' + params.get('wrapperHint') : ''
  const text = (params.get('noPreview') ?? 'No preview') + ': ' + (error && error.message ? error.message : String(error)) + hint
  return createElement('p', { dir: 'auto', style: { font: '12px sans-serif', color: '#52525b' } }, text)
}
class Boundary extends Component {
  constructor(props) { super(props); this.state = { error: null } }
  static getDerivedStateFromError(error) { return { error } }
  render() { return this.state.error ? notice(this.state.error) : this.props.children }
}
try {
  // A literal import, rewritten by the dev server like the wrapper's own imports (the same URL,
  // so the same module: a context the component's file exports is the wrapper's too).
  const module = ${file === undefined ? "(() => { throw new Error('not a component file') })()" : `await import(${JSON.stringify(`/${file}`)})`}
  const file = ${JSON.stringify(file ?? '')}
  const type = module[params.get('export') ?? 'default']
  if (type === undefined || type === null) throw new Error(file + ' exports no ' + params.get('export'))
  const props = JSON.parse(params.get('props') ?? '{}')
  for (const name of (params.get('callbacks') ?? '').split(',')) if (name) props[name] = () => {}
  // The entry's providers are a guess: one that cannot load leaves the component alone.
  const Wrapper = ${wrapper === undefined ? `await import(${JSON.stringify(PROVIDERS_ID)}).then((own) => own.default, () => null)` : `(await import(${JSON.stringify(`/${wrapper}`)})).default`}
  const element = createElement(type, props)
  root.render(createElement(Boundary, null, Wrapper ? createElement(Wrapper, null, element) : element))
  document.documentElement.dataset.previewReady = ''
} catch (error) {
  root.render(notice(error))
}
`
}

/**
 * Serves {@link COMPONENT_PREVIEW_PATH} on the project's dev server: the page the insert panel
 * shows a component in when it is hovered, rendered by the project's own React, plugins and
 * stylesheets (Tailwind included), from the files as they are now.
 */
export function componentPreviewPlugin(root: string): Plugin {
  return {
    name: 'splendid-editor:component-preview',
    apply: 'serve',
    resolveId: (id) =>
      id.startsWith(`${ENTRY_ID}/`)
        ? RESOLVED_ENTRY_ID + id.slice(ENTRY_ID.length)
        : id === PROVIDERS_ID
          ? RESOLVED_PROVIDERS_ID
          : null,
    // The entry's stylesheet imports are resolved as the entry's own (aliases such as `@/`,
    // packages' CSS); one that does not resolve to a file is left out.
    async load(id) {
      if (id === RESOLVED_PROVIDERS_ID) {
        // Made again when the entry changes.
        const entry = appEntry(root)
        if (entry !== undefined) this.addWatchFile(entry)
        const providers =
          entry === undefined
            ? undefined
            : entryProvidersModule(
                readFileSync(entry, 'utf8'),
                path.relative(root, entry).split(path.sep).join('/'),
              )
        return providers ?? 'export default null\n'
      }
      if (!id.startsWith(`${RESOLVED_ENTRY_ID}/`)) return null
      const encoded = id.slice(RESOLVED_ENTRY_ID.length + 1)
      const file = previewableFile(Buffer.from(encoded, 'base64url').toString('utf8'))
      const entry = entryStylesheets(root)
      const sheets: string[] = []
      for (const specifier of entry?.specifiers ?? []) {
        const resolved = await this.resolve(specifier, entry?.importer)
        const sheet = resolved?.external ? undefined : resolved?.id.split('?')[0]
        if (sheet !== undefined && path.isAbsolute(sheet) && existsSync(sheet)) sheets.push(sheet)
      }
      return entryCode(sheets, previewWrapper(root), file)
    },
    configureServer(server) {
      // A wrapper created or deleted while the editor runs counts from the next preview on.
      const onWrapperAddedOrRemoved = (file: string): void => {
        if (!PREVIEW_WRAPPERS.some((wrapper) => file === path.join(root, wrapper))) return
        const graph = server.environments.client.moduleGraph
        for (const [id, entry] of graph.idToModuleMap)
          if (id.startsWith(RESOLVED_ENTRY_ID)) graph.invalidateModule(entry)
      }
      server.watcher.on('add', onWrapperAddedOrRemoved)
      server.watcher.on('unlink', onWrapperAddedOrRemoved)
      server.middlewares.use(async (request, response, next) => {
        const url = request.url ?? '/'
        if (url.split('?')[0] !== COMPONENT_PREVIEW_PATH) return next()
        try {
          const file = previewableFile(new URL(url, 'http://preview').searchParams.get('file'))
          const html = await server.transformIndexHtml(url, page(file), request.originalUrl)
          response.setHeader('Content-Type', 'text/html; charset=utf-8')
          response.setHeader('Cache-Control', 'no-store')
          response.end(html)
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
