import { describe, expect, it } from 'vitest'
import { applyTextEdits } from '../source/text-edit'
import { type MessageEdit, planMessageEdit } from './message-edit'

const header = (language: string) => `msgid ""
msgstr ""
"X-Generator: @lingui/cli\\n"
"Language: ${language}\\n"
`

const EN = `${header('en')}
#: src/hero.tsx
msgid "Welcome"
msgstr "Welcome"

# translator note
#: src/hero.tsx
msgid "Learn English"
msgstr "Learn English"

#: src/footer.tsx
msgid "FAQ"
msgstr "FAQ"
`

const AR = `${header('ar')}
#: src/hero.tsx
msgid "Welcome"
msgstr "أهلاً"

# translator note
#: src/hero.tsx
msgid "Learn English"
msgstr "تعلّم الإنجليزية"

#: src/footer.tsx
msgid "FAQ"
msgstr "الأسئلة الشائعة"
`

const edit = (overrides: Partial<MessageEdit> = {}): MessageEdit => ({
  context: null,
  oldMessage: 'Learn English',
  newMessage: 'Learn English today',
  sourceLocale: 'en',
  editedFile: 'src/hero.tsx',
  otherUsesInFile: false,
  ...overrides,
})

function run(text: string, overrides: Partial<MessageEdit> = {}) {
  const plan = planMessageEdit(text, edit(overrides))
  if (plan.kind === 'no-entry') return { plan, text }
  return {
    plan,
    text: applyTextEdits(
      text,
      plan.edits.map((each) => ({ file: 'x.po', ...each })),
    ).text,
  }
}

describe('planMessageEdit', () => {
  it('renames the message and its translation in the source catalogue, nothing else', () => {
    const { plan, text } = run(EN)
    expect(plan).toMatchObject({ kind: 'edited', how: 'renamed' })
    expect(text).toBe(
      EN.replace(
        'msgid "Learn English"\nmsgstr "Learn English"',
        'msgid "Learn English today"\nmsgstr "Learn English today"',
      ),
    )
  })

  it('renames the message in another catalogue, keeps the translation and flags it fuzzy', () => {
    const { text } = run(AR)
    expect(text).toBe(
      AR.replace(
        '#: src/hero.tsx\nmsgid "Learn English"',
        '#: src/hero.tsx\n#, fuzzy\nmsgid "Learn English today"',
      ),
    )
  })

  it('adds fuzzy to existing flags, and not twice', () => {
    const flagged = AR.replace(
      '#: src/hero.tsx\nmsgid "Learn',
      '#: src/hero.tsx\n#, c-format\nmsgid "Learn',
    )
    expect(run(flagged).text).toContain('#, fuzzy, c-format\nmsgid "Learn English today"')
    const fuzzy = AR.replace(
      '#: src/hero.tsx\nmsgid "Learn',
      '#: src/hero.tsx\n#, fuzzy\nmsgid "Learn',
    )
    expect(run(fuzzy).text).toBe(
      fuzzy.replace('msgid "Learn English"', 'msgid "Learn English today"'),
    )
  })

  it('puts the fuzzy flag before msgctxt and only renames the entry of the same context', () => {
    const withContext = `${AR}
msgctxt "menu"
msgid "Learn English"
msgstr "تعلم"
`
    const { text } = run(withContext, { context: 'menu' })
    expect(text).toBe(
      withContext.replace(
        'msgctxt "menu"\nmsgid "Learn English"',
        '#, fuzzy\nmsgctxt "menu"\nmsgid "Learn English today"',
      ),
    )
  })

  it('does not flag an empty translation', () => {
    const empty = AR.replace('msgstr "تعلّم الإنجليزية"', 'msgstr ""')
    expect(run(empty).text).toBe(
      empty.replace('msgid "Learn English"', 'msgid "Learn English today"'),
    )
  })

  it('keeps the existing entry and drops the old one when the new message is already there', () => {
    for (const catalogue of [EN, AR]) {
      const { plan, text } = run(catalogue, { newMessage: 'FAQ' })
      expect(plan).toMatchObject({ kind: 'edited', how: 'merged' })
      const start = catalogue.indexOf('# translator note')
      const end = catalogue.indexOf('#: src/footer.tsx')
      expect(text).toBe(catalogue.slice(0, start) + catalogue.slice(end))
      expect(text.match(/msgid "FAQ"/g)).toHaveLength(1)
    }
  })

  it('drops the old entry cleanly when it is the last one', () => {
    const { text } = run(EN, {
      oldMessage: 'FAQ',
      newMessage: 'Welcome',
      editedFile: 'src/footer.tsx',
    })
    expect(text).toBe(EN.slice(0, EN.indexOf('\n#: src/footer.tsx')))
  })

  it('keeps the old entry and adds the new one after it when another file still uses it', () => {
    const shared = EN.replace(
      '# translator note\n#: src/hero.tsx',
      '# translator note\n#: src/hero.tsx\n#: src/other.tsx',
    )
    const { plan, text } = run(shared)
    expect(plan).toMatchObject({ kind: 'edited', how: 'copied' })
    expect(text).toContain('msgid "Learn English"\nmsgstr "Learn English"\n\n# translator note')
    expect(text).toContain(
      'msgid "Learn English today"\nmsgstr "Learn English today"\n\n#: src/footer.tsx',
    )
    expect(run(AR, { otherUsesInFile: true }).text).toContain(
      'msgstr "تعلّم الإنجليزية"\n\n# translator note\n#: src/hero.tsx\n#, fuzzy\nmsgid "Learn English today"\nmsgstr "تعلّم الإنجليزية"',
    )
  })

  it('drops an obsolete entry of the new message so it cannot shadow the live one', () => {
    const withObsolete = `${AR}
#~ msgid "Learn English today"
#~ msgstr "قديم"
`
    const { text } = run(withObsolete)
    expect(text).not.toContain('قديم')
    expect(text).toContain('#, fuzzy\nmsgid "Learn English today"\nmsgstr "تعلّم الإنجليزية"\n')
  })

  it('ignores obsolete and plural entries of the old message', () => {
    const text = `${header('ar')}
#~ msgid "Learn English"
#~ msgstr "قديم"

msgid "Learn English"
msgid_plural "Learn English lots"
msgstr[0] "a"
msgstr[1] "b"
`
    expect(planMessageEdit(text, edit())).toEqual({ kind: 'no-entry' })
  })

  it('escapes quotes and backslashes and keeps CRLF line endings', () => {
    const crlf = AR.replaceAll('\n', '\r\n')
    const { text } = run(crlf, { newMessage: 'Say "hi" \\ now' })
    expect(text).toBe(
      crlf.replace(
        '#: src/hero.tsx\r\nmsgid "Learn English"',
        '#: src/hero.tsx\r\n#, fuzzy\r\nmsgid "Say \\"hi\\" \\\\ now"',
      ),
    )
  })

  it('tells the source catalogue without a Language header by its entry translating itself', () => {
    const noHeader = EN.slice(EN.indexOf('#: src/hero.tsx'))
    expect(run(noHeader).text).toContain(
      'msgid "Learn English today"\nmsgstr "Learn English today"',
    )
    const arNoHeader = AR.slice(AR.indexOf('#: src/hero.tsx'))
    expect(run(arNoHeader).text).toContain('#, fuzzy\nmsgid "Learn English today"\nmsgstr "تعلّم')
  })

  it('answers no-entry when the catalogue lacks the message', () => {
    expect(planMessageEdit(EN, edit({ oldMessage: 'Nope' }))).toEqual({ kind: 'no-entry' })
  })
})
