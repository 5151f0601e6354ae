import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type ConfigEnv,
  type HtmlTagDescriptor,
  loadConfigFromFile,
  type Plugin,
  type PluginOption,
} from 'vite'
import { afterEach, describe, expect, it } from 'vitest'

// learner-web's vite.config.ts as Vite loads it for each command: the editor instrumentation is
// on the dev server only, and its frame configuration follows the environment.
const configFile = fileURLToPath(new URL('../../vite.config.ts', import.meta.url))
const ENV_NAMES = [
  'SPLENDID_EDITOR_ORIGINS',
  'SPLENDID_DEV_HOST_SUFFIX',
  'SPLENDID_STAGING_HOST_SUFFIX',
] as const
const saved = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]))

async function pluginsFor(env: ConfigEnv): Promise<Plugin[]> {
  const loaded = await loadConfigFromFile(env, configFile, path.dirname(configFile), 'silent')
  if (!loaded) throw new Error('vite.config.ts did not load')
  const plugins: Plugin[] = []
  const collect = (option: PluginOption): void => {
    if (Array.isArray(option)) option.forEach(collect)
    else if (option && typeof option === 'object' && 'name' in option) plugins.push(option)
  }
  collect(loaded.config.plugins ?? [])
  return plugins
}

async function frameConfigOf(plugins: Plugin[]): Promise<Record<string, unknown>> {
  const plugin = plugins.find(({ name }) => name === 'learner-web:editor-frame-config')
  const hook = plugin?.transformIndexHtml
  if (typeof hook !== 'function') throw new Error('no editor-frame-config plugin')
  const [tag] = (await Reflect.apply(hook, {}, ['', {}])) as HtmlTagDescriptor[]
  const script = String(tag?.children)
  // The inline script assigns an object literal; evaluate it against a stand-in location.
  const frameConfig = new Function('location', 'globalThis', `${script}; return globalThis`)
  const evaluate = (hostname: string) =>
    (frameConfig({ hostname }, {}) as { __SPLENDID_FRAME_CONFIG__: Record<string, unknown> })
      .__SPLENDID_FRAME_CONFIG__
  return { localhost: evaluate('localhost'), loopback: evaluate('127.0.0.1') }
}

const dev: ConfigEnv = { command: 'serve', mode: 'development', isPreview: false }

describe('vite.config.ts', () => {
  afterEach(() => {
    for (const name of ENV_NAMES) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
  })

  it('instruments the dev server first, before the Lingui macro rewrites the source', async () => {
    for (const name of ENV_NAMES) delete process.env[name]
    const names = (await pluginsFor(dev)).map(({ name }) => name)
    expect(names.slice(0, 2)).toEqual(['splendid:codebase-ids', 'learner-web:editor-frame-config'])
    expect(names.indexOf('splendid:codebase-ids')).toBeLessThan(
      names.indexOf('splendid:lingui-macro'),
    )
  }, 20_000)

  it('leaves the production build and vite preview without any editor plugin', async () => {
    for (const env of [
      { command: 'build', mode: 'production' },
      { command: 'serve', mode: 'production', isPreview: true },
    ] satisfies ConfigEnv[]) {
      const names = (await pluginsFor(env)).map(({ name }) => name)
      expect(names.filter((name) => /splendid:codebase-ids|editor-frame/.test(name))).toEqual([])
    }
  }, 20_000)

  it('allows the editor host on localhost and 127.0.0.1 port 5174 by default, on both hosts', async () => {
    for (const name of ENV_NAMES) delete process.env[name]
    expect(await frameConfigOf(await pluginsFor(dev))).toEqual({
      localhost: {
        allowedParentOrigins: ['http://localhost:5174', 'http://127.0.0.1:5174'],
        devHostSuffix: 'localhost',
        stagingHostSuffix: null,
      },
      loopback: {
        allowedParentOrigins: ['http://localhost:5174', 'http://127.0.0.1:5174'],
        devHostSuffix: '127.0.0.1',
        stagingHostSuffix: null,
      },
    })
  }, 20_000)

  it('takes the editor origins and host suffixes from the environment', async () => {
    process.env.SPLENDID_EDITOR_ORIGINS = ' https://editor.example.com , http://localhost:6000 '
    process.env.SPLENDID_DEV_HOST_SUFFIX = '.dev.example.com'
    process.env.SPLENDID_STAGING_HOST_SUFFIX = '.staging.example.com'
    const { localhost } = await frameConfigOf(await pluginsFor(dev))
    expect(localhost).toEqual({
      allowedParentOrigins: ['https://editor.example.com', 'http://localhost:6000'],
      devHostSuffix: '.dev.example.com',
      stagingHostSuffix: '.staging.example.com',
    })
  }, 20_000)
})
