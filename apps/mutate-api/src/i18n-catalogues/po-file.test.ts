import { describe, expect, it } from 'vitest'
import { formatPoField, readPoFile, unquotePo } from './po-file'

const PO = `msgid ""
msgstr ""
"POT-Creation-Date: 2026-11-23 00:17+0000\\n"
"Language: ar\\n"

#. placeholder {0}: name
#: src/a.tsx:3
#, c-format
msgid "Hello {0}"
msgstr "مرحبا {0}"

#: src/b.tsx
msgctxt "menu"
msgid ""
"Line one\\n"
"Line \\"two\\""
msgstr "سطر"

#~ msgid "Old"
#~ msgstr "قديم"
`

describe('readPoFile', () => {
  it('reads the header language, entries, flags, references, context and multi-line strings', () => {
    const po = readPoFile(PO)
    expect(po.language).toBe('ar')
    expect(po.eol).toBe('\n')
    const [hello, menu, old] = po.entries
    expect(hello).toMatchObject({
      flags: ['c-format'],
      references: ['src/a.tsx'],
      msgctxt: null,
      msgid: { value: 'Hello {0}' },
      msgstr: { value: 'مرحبا {0}' },
      obsolete: false,
    })
    expect(menu?.msgctxt?.value).toBe('menu')
    expect(menu?.msgid.value).toBe('Line one\nLine "two"')
    expect(menu?.keywordLine).toBe(menu?.msgctxt?.firstLine)
    expect(old).toMatchObject({ obsolete: true, msgid: { value: 'Old' } })
  })

  it('keeps CRLF line offsets exact', () => {
    const po = readPoFile('msgid "A"\r\nmsgstr "B"\r\n')
    expect(po.eol).toBe('\r\n')
    expect(po.lines.map((line) => [line.start, line.end, line.next])).toEqual([
      [0, 9, 11],
      [11, 21, 23],
      [23, 23, 23],
    ])
    expect(po.language).toBeNull()
  })
})

describe('PO strings', () => {
  it('undoes gettext escapes', () => {
    expect(unquotePo(String.raw`"a\"b\\c\td\n\101\x41"`)).toBe('a"b\\c\td\nAA')
  })

  it('formats one-line and multi-line fields as Lingui writes them', () => {
    expect(formatPoField('msgid', 'Say "hi" \\ bye', '\n')).toBe(
      String.raw`msgid "Say \"hi\" \\ bye"`,
    )
    expect(formatPoField('msgstr', 'a\nb', '\r\n')).toBe('msgstr ""\r\n"a\\n"\r\n"b"')
  })
})
