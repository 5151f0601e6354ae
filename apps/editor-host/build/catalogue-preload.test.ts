import { afterEach, describe, expect, it } from 'vitest'
import { cataloguePreloadScript } from './catalogue-preload'

// The chunks of a build as Vite hands them to transformIndexHtml (the fields read).
const chunks = [
  {
    type: 'chunk',
    isEntry: true,
    fileName: 'assets/index-a1.js',
    facadeModuleId: '/repo/apps/editor-host/index.html',
    imports: ['assets/vendor-g7.js'],
  },
  {
    type: 'chunk',
    fileName: 'assets/en-b2.js',
    facadeModuleId: '/repo/apps/editor-host/src/locales/en.po',
    imports: [],
  },
  {
    type: 'chunk',
    fileName: 'assets/ar-c3.js',
    facadeModuleId: '/repo/apps/editor-host/src/locales/ar.po',
    imports: ['assets/index-a1.js', 'assets/vendor-g7.js'],
  },
  {
    type: 'chunk',
    fileName: 'assets/messages-d4.js',
    facadeModuleId: '/repo/packages/i18n/src/locales/en/messages.ts',
    imports: ['assets/plural-e5.js'],
  },
  { type: 'chunk', fileName: 'assets/plural-e5.js', facadeModuleId: null, imports: [] },
  { type: 'chunk', fileName: 'assets/vendor-g7.js', facadeModuleId: null, imports: [] },
  { type: 'asset', fileName: 'assets/index-f6.css' },
] as const

function runScript(script: string, lang: string): string[] {
  document.documentElement.lang = lang
  new Function(script)()
  return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
    (link) => (link as HTMLLinkElement).getAttribute('href') ?? '',
  )
}

afterEach(() => {
  document.head.replaceChildren()
})

describe('cataloguePreloadScript', () => {
  it("preloads the page's language's catalogue chunks with what they import, not the editor's own", () => {
    const script = cataloguePreloadScript(chunks, '/')
    expect(script).not.toBeNull()
    expect(runScript(script ?? '', 'en')).toEqual([
      '/assets/en-b2.js',
      '/assets/messages-d4.js',
      '/assets/plural-e5.js',
    ])
    document.head.replaceChildren()
    // The Arabic chunk imports the entry and its vendor chunk (already loading): not again.
    expect(runScript(script ?? '', 'ar')).toEqual(['/assets/ar-c3.js'])
  })

  it('falls back to English for another language, keeps the base, and is null without catalogues', () => {
    const script = cataloguePreloadScript(chunks, '/editor/')
    expect(runScript(script ?? '', 'fr')[0]).toBe('/editor/assets/en-b2.js')
    expect(cataloguePreloadScript(chunks.slice(0, 1), '/')).toBeNull()
  })
})
