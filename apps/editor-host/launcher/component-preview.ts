import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { COMPONENT_PREVIEW_PATH } from '../src/insert/component-preview-path'

const ENTRY_ID = '@splendid/editor/component-preview'
const RESOLVED_ENTRY_ID = '\0splendid-editor:component-preview'

/** The app's entry module (`index.html`'s module script) and the stylesheets it imports. */
export interface EntryStylesheets {
  /** The entry module's path. */
  readonly importer: string
  /** Its stylesheet imports as written: `./index.css`, `@/styles/app.css`, `bootstrap/…css`. */
  readonly specifiers: readonly string[]
}

const STYLESHEET_IMPORT = /^\s*import\s+['"]([^'"]+\.(?:css|scss|sass|less)(?:\?[^'"]*)?)['"]/gm

/** The stylesheets the app's entry module imports (`import './index.css'`), as written. */
export function entryStylesheets(root: string): EntryStylesheets | undefined {
  const htmlPath = path.join(root, 'index.html')
  if (!existsSync(htmlPath)) return undefined
  const entry = /<script[^>]*type="module"[^>]*src="\/?([^"]+)"/.exec(
    readFileSync(htmlPath, 'utf8'),
  )?.[1]
  const importer = entry === undefined ? undefined : path.join(root, entry)
  if (importer === undefined || !existsSync(importer)) return undefined
  const specifiers = [...readFileSync(importer, 'utf8').matchAll(STYLESHEET_IMPORT)].map(
    (match) => match[1] as string,
  )
  return { importer, specifiers }
}

/** The page the preview iframe loads; the project's plugins add their own tags to it. */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Component preview</title>
  </head>
  <body style="margin: 12px">
    <div id="root"></div>
    <script type="module" src="/@id/${ENTRY_ID}"></script>
  </body>
</html>
`

/**
 * The module that renders one of the project's components alone: the app's own stylesheets,
 * then `?file=`'s `?export=` with `?props=` (JSON) and no-op `?callbacks=`, inside an error
 * boundary — a component that needs its app's context (a router, a store) says so instead, in
 * the editor's language (`?noPreview=`).
 */
function entryCode(stylesheets: readonly string[]): string {
  return `${stylesheets.map((sheet) => `import ${JSON.stringify(sheet)}\n`).join('')}import { Component, createElement } from 'react'
import { createRoot } from 'react-dom/client'

const params = new URLSearchParams(location.search)
const root = createRoot(document.getElementById('root'))
const notice = (error) => {
  document.documentElement.dataset.previewError = ''
  const text = (params.get('noPreview') ?? 'No preview') + ': ' + (error && error.message ? error.message : String(error))
  return createElement('p', { dir: 'auto', style: { font: '12px sans-serif', color: '#52525b' } }, text)
}
class Boundary extends Component {
  constructor(props) { super(props); this.state = { error: null } }
  static getDerivedStateFromError(error) { return { error } }
  render() { return this.state.error ? notice(this.state.error) : this.props.children }
}
try {
  const file = params.get('file') ?? ''
  if (!/^[\\w@.\\/-]+\\.[jt]sx?$/.test(file) || file.split('/').includes('..')) throw new Error('not a component file')
  const module = await import(/* @vite-ignore */ '/' + file)
  const type = module[params.get('export') ?? 'default']
  if (type === undefined || type === null) throw new Error(file + ' exports no ' + params.get('export'))
  const props = JSON.parse(params.get('props') ?? '{}')
  for (const name of (params.get('callbacks') ?? '').split(',')) if (name) props[name] = () => {}
  root.render(createElement(Boundary, null, createElement(type, props)))
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
    resolveId: (id) => (id === ENTRY_ID ? RESOLVED_ENTRY_ID : null),
    // The entry's stylesheet imports are resolved as the entry's own (aliases such as `@/`,
    // packages' CSS); one that does not resolve to a file is left out.
    async load(id) {
      if (id !== RESOLVED_ENTRY_ID) return null
      const entry = entryStylesheets(root)
      const sheets: string[] = []
      for (const specifier of entry?.specifiers ?? []) {
        const resolved = await this.resolve(specifier, entry?.importer)
        const file = resolved?.external ? undefined : resolved?.id.split('?')[0]
        if (file !== undefined && path.isAbsolute(file) && existsSync(file)) sheets.push(file)
      }
      return entryCode(sheets)
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = request.url ?? '/'
        if (url.split('?')[0] !== COMPONENT_PREVIEW_PATH) return next()
        try {
          const html = await server.transformIndexHtml(url, PAGE, request.originalUrl)
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
