import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { getConfig } from '@lingui/conf'
import { describe, expect, it } from 'vitest'
import {
  LINGUI_MACRO_IMPORT,
  linguiMacro,
  MACRO_SOURCE_FILE,
  transformLinguiMacros,
} from './lingui-macro'

const linguiConfig = getConfig({ cwd: `${import.meta.dirname}/../..` })

describe('transformLinguiMacros', () => {
  it('compiles <Trans> and t`` in a .tsx module, keeping TypeScript and JSX for Vite', async () => {
    const code = [
      "import { Trans, useLingui } from '@lingui/react/macro'",
      'type Props = { name: string }',
      'export function Hello({ name }: Props) {',
      '  const { t } = useLingui()',
      '  return <p title={t`Greeting`}><Trans>Hello {name}</Trans></p>',
      '}',
    ].join('\n')
    const result = await transformLinguiMacros(code, '/app/src/hello.tsx', linguiConfig)

    expect(result?.code).not.toContain('/macro')
    expect(result?.code).toContain('type Props = {')
    expect(result?.code).toContain('from "@lingui/react"')
    expect(result?.code).toContain('id: "OVaF9k"')
    expect(result?.code).toContain('id: "let9dR"')
    expect(result?.code).toMatch(/<p title=\{/)
    expect(result?.map).not.toBeNull()
  })

  it('parses a .ts module without JSX, so angle-bracket casts still work', async () => {
    const code = [
      "import { msg } from '@lingui/core/macro'",
      'const size = <number>(<unknown>12)',
      `export const label = msg\`Size \${size}\``,
    ].join('\n')
    const result = await transformLinguiMacros(code, '/app/src/label.ts?v=1', linguiConfig)
    expect(result?.code).toMatch(/<number>\s*<unknown>\s*12/)
    expect(result?.code).toContain('id: "pFK21O"')
    expect(result?.code).not.toContain('@lingui/core/macro')
  })

  it('leaves modules without a macro import alone', async () => {
    const code = "import { i18n } from '@lingui/core'\nexport const x = i18n.locale"
    expect(await transformLinguiMacros(code, '/app/src/x.ts', linguiConfig)).toBeNull()
    expect(
      await transformLinguiMacros('a { color: red }', '/app/src/x.css', linguiConfig),
    ).toBeNull()
  })
})

describe('linguiMacro', () => {
  it('is a pre-transform Vite plugin that only sees modules importing a macro', () => {
    const plugin = linguiMacro()
    expect(plugin.name).toBe('splendid:lingui-macro')
    expect(plugin.enforce).toBe('pre')
    expect(LINGUI_MACRO_IMPORT.test("import { t } from '@lingui/core/macro'")).toBe(true)
    expect(LINGUI_MACRO_IMPORT.test('import { Trans } from "@lingui/react/macro"')).toBe(true)
    expect(LINGUI_MACRO_IMPORT.test("import { Trans } from '@lingui/react'")).toBe(false)
    expect(MACRO_SOURCE_FILE.test('/app/src/page.tsx')).toBe(true)
    expect(MACRO_SOURCE_FILE.test('/app/src/page.tsx?t=1700000000')).toBe(true)
    expect(MACRO_SOURCE_FILE.test('/app/src/page.css')).toBe(false)
  })

  it('loads on plain Node 20 through the ./vite entry, as Vite loads a vite.config.ts', async () => {
    const entry = join(import.meta.dirname, 'vite-entry.mjs')
    const script = `const { linguiMacro } = await import(${JSON.stringify(pathToFileURL(entry).href)}); console.log(linguiMacro().name)`
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '--eval',
      script,
    ])
    expect(stdout.trim()).toBe('splendid:lingui-macro')
  })
})
