/** One line of a PO file: `[start, end)` is its content, `next` where the following line starts. */
export interface PoLine {
  readonly start: number
  readonly end: number
  readonly next: number
  readonly text: string
}

/** A string field of an entry (`msgid`, `msgstr`…): its value and the lines it spans. */
export interface PoField {
  /** The value, PO escapes undone and continuation lines joined. */
  readonly value: string
  /** Index of its first line (the keyword line) and of its last continuation line. */
  readonly firstLine: number
  readonly lastLine: number
}

/**
 * One entry of a PO file as written: where it is (line indexes, inclusive) and what it says.
 * Only what an edit of a message needs is read; everything else is left as bytes.
 */
export interface PoEntry {
  readonly firstLine: number
  readonly lastLine: number
  /** `#~` entries: kept by Lingui for translators' memory, never used by the app. */
  readonly obsolete: boolean
  /** The `#,` line, if any, and its flags (`fuzzy`…). */
  readonly flagsLine: number | null
  readonly flags: readonly string[]
  /** The source files of its `#:` lines, line numbers dropped (`src/a.tsx:12` → `src/a.tsx`). */
  readonly references: readonly string[]
  /** The first keyword line (`msgctxt` or `msgid`): where a new flags line goes. */
  readonly keywordLine: number
  readonly msgctxt: PoField | null
  readonly msgid: PoField
  readonly hasPlural: boolean
  /** `msgstr` (or `msgstr[0]`); `null` when missing. */
  readonly msgstr: PoField | null
}

/** A PO file read by {@link readPoFile}. */
export interface PoFile {
  readonly text: string
  readonly lines: readonly PoLine[]
  /** The file's line ending (`\r\n` when its first line ends so), for inserted lines. */
  readonly eol: string
  /** The header entry's `Language:`, `null` without one. */
  readonly language: string | null
  /** The entries after the header, in file order. */
  readonly entries: readonly PoEntry[]
}

const KEYWORD = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s*(".*)$/

/** Splits text into lines, keeping where each starts and ends (`\r\n`, `\n` or `\r`). */
function splitLines(text: string): PoLine[] {
  const lines: PoLine[] = []
  const pattern = /([^\r\n]*)(\r\n|\n|\r|$)/g
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const [whole, content = '', eol = ''] = match
    lines.push({
      start: match.index,
      end: match.index + content.length,
      next: match.index + whole.length,
      text: content,
    })
    if (eol === '') break
  }
  return lines
}

/** The value of a quoted PO string (`"a\"b"` → `a"b`), escapes undone as gettext does. */
export function unquotePo(quoted: string): string {
  const inner = quoted.trim().replace(/^"/, '').replace(/"$/, '')
  return inner.replace(/\\(?:([abtnvfr'"\\?])|([0-7]{1,3})|x([0-9a-fA-F]{2}))/g, (...groups) => {
    const [, letter, octal, hex] = groups as [string, string?, string?, string?]
    if (octal !== undefined) return String.fromCharCode(Number.parseInt(octal, 8))
    if (hex !== undefined) return String.fromCharCode(Number.parseInt(hex, 16))
    const named: Record<string, string> = {
      a: '\x07',
      b: '\b',
      t: '\t',
      n: '\n',
      v: '\v',
      f: '\f',
      r: '\r',
    }
    return named[letter ?? ''] ?? letter ?? ''
  })
}

/** The characters a PO string escapes by name (besides `"` and `\`). */
const NAMED_ESCAPES: Readonly<Record<string, string>> = {
  [String.fromCharCode(7)]: '\\a',
  '\b': '\\b',
  '\t': '\\t',
  '\v': '\\v',
  '\f': '\\f',
  '\r': '\\r',
}

/** Escapes a value for a PO string, as Lingui's writer (pofile) does; newlines excluded. */
function escapePo(value: string): string {
  let escaped = ''
  for (const char of value) {
    if (char === '"' || char === '\\') escaped += `\\${char}`
    else escaped += NAMED_ESCAPES[char] ?? char
  }
  return escaped
}

/**
 * The lines of a PO field as Lingui writes them: `msgid "text"`, or for text with line breaks
 * `msgid ""` followed by one `"line\n"` per line. Joined with `eol`, without a final one.
 */
export function formatPoField(keyword: string, value: string, eol: string): string {
  const parts = value.split('\n')
  if (parts.length === 1) return `${keyword} "${escapePo(value)}"`
  const lines = parts.map(
    (part, index) => `"${escapePo(part)}${index < parts.length - 1 ? '\\n' : ''}"`,
  )
  return [`${keyword} ""`, ...lines].join(eol)
}

interface EntryDraft {
  firstLine: number
  lastLine: number
  obsolete: boolean
  flagsLine: number | null
  flags: string[]
  references: string[]
  keywordLine: number | null
  fields: Map<string, { values: string[]; firstLine: number; lastLine: number }>
  current: string | null
}

function newDraft(line: number): EntryDraft {
  return {
    firstLine: line,
    lastLine: line,
    obsolete: false,
    flagsLine: null,
    flags: [],
    references: [],
    keywordLine: null,
    fields: new Map(),
    current: null,
  }
}

function fieldOf(draft: EntryDraft, name: string): PoField | null {
  const field = draft.fields.get(name)
  if (field === undefined) return null
  return { value: field.values.join(''), firstLine: field.firstLine, lastLine: field.lastLine }
}

/**
 * Reads a PO file line by line — entries, their flags and strings, and the header's `Language` —
 * keeping every line's offsets, so an edit can replace exactly the lines it changes and leave
 * the rest of the file byte for byte (comments, order, line endings). Lenient like gettext
 * readers: lines it does not understand are kept as part of the entry they sit in.
 *
 * @example
 * ```ts
 * const po = readPoFile('msgid "Save"\nmsgstr "حفظ"\n')
 * po.entries[0]?.msgid.value // 'Save'
 * ```
 */
export function readPoFile(text: string): PoFile {
  const lines = splitLines(text)
  const eol = /\r\n|\n|\r/.exec(text)?.[0] ?? '\n'
  const drafts: EntryDraft[] = []
  let draft: EntryDraft | null = null
  const finish = (): void => {
    if (draft?.fields.has('msgid')) drafts.push(draft)
    draft = null
  }
  lines.forEach((line, index) => {
    let content = line.text.trim()
    if (content === '') {
      finish()
      return
    }
    const obsolete = content.startsWith('#~')
    if (obsolete) content = content.slice(2).trim()
    const isComment = !obsolete && content.startsWith('#')
    const keyword = isComment ? null : KEYWORD.exec(content)
    const startsEntry =
      isComment || (keyword !== null && (keyword[1] === 'msgctxt' || keyword[1] === 'msgid'))
    if (draft !== null && startsEntry && draft.fields.has('msgid')) finish()
    if (draft === null) draft = newDraft(index)
    const current: EntryDraft = draft
    current.lastLine = index
    if (isComment) {
      if (content.startsWith('#:')) {
        for (const reference of content.slice(2).trim().split(/\s+/)) {
          if (reference !== '') current.references.push(reference.replace(/:\d+$/, ''))
        }
      } else if (content.startsWith('#,')) {
        current.flagsLine = index
        current.flags = content
          .slice(2)
          .split(',')
          .map((flag) => flag.trim())
          .filter((flag) => flag !== '')
      }
      return
    }
    if (keyword !== null) {
      const [, name = '', pluralIndex, rest = ''] = keyword
      const fieldName = name.startsWith('msgstr') ? `msgstr${pluralIndex ?? '0'}` : name
      if (obsolete && name === 'msgid') current.obsolete = true
      current.keywordLine ??= index
      current.fields.set(fieldName, {
        values: [unquotePo(rest)],
        firstLine: index,
        lastLine: index,
      })
      current.current = fieldName
      return
    }
    if (content.startsWith('"') && current.current !== null) {
      const field = current.fields.get(current.current)
      if (field !== undefined) {
        field.values.push(unquotePo(content))
        field.lastLine = index
      }
    }
  })
  finish()

  const entries: PoEntry[] = []
  let language: string | null = null
  for (const each of drafts) {
    const msgid = fieldOf(each, 'msgid') as PoField
    const msgctxt = fieldOf(each, 'msgctxt')
    if (msgid.value === '' && msgctxt === null && !each.obsolete) {
      const header = fieldOf(each, 'msgstr0')?.value ?? ''
      language = /^Language:[ \t]*(.*?)[ \t]*$/m.exec(header)?.[1] || null
      continue
    }
    entries.push({
      firstLine: each.firstLine,
      lastLine: each.lastLine,
      obsolete: each.obsolete,
      flagsLine: each.flagsLine,
      flags: each.flags,
      references: each.references,
      keywordLine: each.keywordLine ?? each.firstLine,
      msgctxt,
      msgid,
      hasPlural: each.fields.has('msgid_plural'),
      msgstr: fieldOf(each, 'msgstr0'),
    })
  }
  return { text, lines, eol, language, entries }
}
