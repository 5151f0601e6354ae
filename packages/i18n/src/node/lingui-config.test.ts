import { getConfig } from '@lingui/conf'
import { describe, expect, it } from 'vitest'
import { defineLinguiConfig } from './lingui-config'

describe('defineLinguiConfig', () => {
  it('sets up en (source) and ar with PO catalogues under src/locales', () => {
    const config = defineLinguiConfig()
    expect(config.locales).toEqual(['en', 'ar'])
    expect(config.sourceLocale).toBe('en')
    expect(config.fallbackLocales).toEqual({ default: 'en' })
    expect(config.compileNamespace).toBe('ts')
    expect(config.catalogs).toEqual([
      {
        path: '<rootDir>/src/locales/{locale}/messages',
        include: ['<rootDir>/src'],
        exclude: ['**/*.test.*'],
      },
    ])
    expect(config.format).toMatchObject({ catalogExtension: '.po' })
  })

  it('takes the root, source folders and extra exclusions of an app', () => {
    const config = defineLinguiConfig({
      rootDir: '/repo/apps/editor-host',
      include: ['<rootDir>/src', '<rootDir>/components'],
      exclude: ['**/stories/**'],
    })
    expect(config.rootDir).toBe('/repo/apps/editor-host')
    expect(config.catalogs?.[0]).toMatchObject({
      include: ['<rootDir>/src', '<rootDir>/components'],
      exclude: ['**/*.test.*', '**/stories/**'],
    })
  })

  it("is what Lingui's own loader reads from this package's lingui.config.ts", () => {
    const config = getConfig({ cwd: `${import.meta.dirname}/../..` })
    expect(config.locales).toEqual(['en', 'ar'])
    expect(config.catalogs?.[0]?.path).toBe(
      `${config.rootDir}/src/locales/{locale}/messages`.replaceAll('\\', '/'),
    )
  })
})
