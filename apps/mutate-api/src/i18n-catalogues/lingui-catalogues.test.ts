import { describe, expect, it } from 'vitest'
import { type CatalogueAccess, planCatalogueEdits, readSourceLocale } from './lingui-catalogues'

function access(files: Readonly<Record<string, string>>): CatalogueAccess {
  return {
    findFiles: async (accept) => Object.keys(files).filter(accept).sort(),
    readText: async (file) => files[file],
  }
}

const catalogue = (language: string, translation: string) => `msgid ""
msgstr ""
"Language: ${language}\\n"

#: src/page.tsx
msgid "Bonjour"
msgstr "${translation}"
`

describe('readSourceLocale', () => {
  it('reads sourceLocale from lingui.config.* or .linguirc, else answers en', async () => {
    expect(
      await readSourceLocale(
        access({ 'lingui.config.ts': `defineConfig({ sourceLocale: 'fr' })` }),
      ),
    ).toBe('fr')
    expect(await readSourceLocale(access({ '.linguirc': '{ "sourceLocale": "de-AT" }' }))).toBe(
      'de-AT',
    )
    expect(await readSourceLocale(access({}))).toBe('en')
  })
})

describe('planCatalogueEdits', () => {
  it('edits every catalogue holding the message, the configured source locale as the source', async () => {
    const files = {
      'lingui.config.mjs': `export default { sourceLocale: 'fr', locales: ['fr', 'en'] }`,
      'src/locales/fr.po': catalogue('fr', 'Bonjour'),
      'src/locales/en.po': catalogue('en', 'Hello'),
      'src/other/locales/en.po': catalogue('en', 'Hi').replace('Bonjour', 'Salut'),
    }
    const { edits, outcomes } = await planCatalogueEdits(access(files), {
      file: 'src/page.tsx',
      context: null,
      oldMessage: 'Bonjour',
      newMessage: 'Bonsoir',
      otherUsesInFile: false,
    })
    expect(outcomes).toEqual({ 'src/locales/en.po': 'renamed', 'src/locales/fr.po': 'renamed' })
    expect(new Set(edits.map((edit) => edit.file))).toEqual(
      new Set(['src/locales/en.po', 'src/locales/fr.po']),
    )
    const texts = edits.map((edit) => `${edit.file}: ${edit.text}`)
    expect(texts).toContain('src/locales/fr.po: msgstr "Bonsoir"')
    expect(texts).toContain('src/locales/en.po: #, fuzzy\nmsgid "Bonsoir"')
  })

  it('copies instead of renaming when the file uses the message elsewhere', async () => {
    const { outcomes } = await planCatalogueEdits(
      access({ 'en.po': catalogue('en', 'Bonjour').replace('Language: en', 'Language: fr') }),
      {
        file: 'src/page.tsx',
        context: null,
        oldMessage: 'Bonjour',
        newMessage: 'Bonsoir',
        otherUsesInFile: true,
      },
    )
    expect(outcomes).toEqual({ 'en.po': 'copied' })
  })
})
