import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { extname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { LANGUAGE_COOKIE } from '../src/app/language-cookie.ts'

/** What scripts/prerender.mjs writes beside the pages. */
interface PrerenderedList {
  readonly pages: readonly string[]
  readonly locales: readonly string[]
}

function cookieOf(request: IncomingMessage, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return null
}

/**
 * `vite preview` serves the build as a host should (README "Prerendered pages"): a page that was
 * prerendered is sent in the language of the `language` cookie (`<page>/index.html` for English,
 * `ar/<page>/index.html` for Arabic, `Vary: Cookie`), every other page the empty shell
 * `app.html` — never the English landing page, which is now `index.html`.
 */
export function prerenderedPages({ backendPaths }: { backendPaths: readonly string[] }): Plugin {
  return {
    name: 'learner-web:prerendered-pages',
    apply: 'serve',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      const listFile = join(outDir, 'prerendered.json')
      if (!existsSync(listFile)) return
      const list = JSON.parse(readFileSync(listFile, 'utf8')) as PrerenderedList
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview.localhost')
        const isPage =
          (request.method === 'GET' || request.method === 'HEAD') &&
          extname(url.pathname) === '' &&
          !backendPaths.some((path) => url.pathname.startsWith(path)) &&
          (request.headers.accept ?? '').includes('text/html')
        if (!isPage) return next()
        const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/'
        if (list.pages.includes(path)) {
          const chosen = cookieOf(request, LANGUAGE_COOKIE)
          const locale = chosen && list.locales.includes(chosen) ? chosen : 'en'
          const folder = `${locale === 'en' ? '' : `/${locale}`}${path === '/' ? '' : path}`
          request.url = `${folder}/index.html${url.search}`
          response.setHeader('Vary', 'Cookie')
        } else {
          request.url = `/app.html${url.search}`
        }
        next()
      })
    },
  }
}
