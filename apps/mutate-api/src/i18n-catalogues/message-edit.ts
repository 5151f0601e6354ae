import { formatPoField, type PoEntry, type PoFile, readPoFile } from './po-file'

/** Replace `[start, end)` of a catalogue's text with `text`. */
export interface CatalogueTextEdit {
  readonly start: number
  readonly end: number
  readonly text: string
}

/** What changes in one catalogue when a message's source text changes. */
export interface MessageEdit {
  /** The message context (`msgctxt`), `null` for none. */
  readonly context: string | null
  readonly oldMessage: string
  readonly newMessage: string
  /**
   * The project's source locale (Lingui's `sourceLocale`, e.g. `en`). The catalogue whose
   * `Language:` header names it — or, without a header, whose entry translates the message as
   * itself — is the source catalogue: its translation becomes the new text. In the others the
   * old translation stays, flagged `fuzzy` for review.
   */
  readonly sourceLocale: string
  /** The project-relative path of the file whose text changed. */
  readonly editedFile: string
  /**
   * Whether the edited file uses the old message elsewhere. Then, or when the entry's `#:`
   * references name another file, the old entry stays and the new one is added after it
   * (`copied`); otherwise the old entry becomes the new one (`renamed`).
   */
  readonly otherUsesInFile: boolean
}

/** The outcome of {@link planMessageEdit}. */
export type MessageEditPlan =
  | { readonly kind: 'no-entry' }
  | {
      readonly kind: 'edited'
      /** `merged` when the catalogue already had the new message: it is kept as it is. */
      readonly how: 'renamed' | 'copied' | 'merged'
      readonly edits: readonly CatalogueTextEdit[]
    }

const sameKey = (entry: PoEntry, context: string | null, message: string): boolean =>
  !entry.hasPlural && entry.msgid.value === message && (entry.msgctxt?.value ?? null) === context

/**
 * Plans the edit of one PO catalogue for a message whose source text changed, touching only the
 * lines that change:
 * - the live entry with `msgid` = old text (and the same context) gets `msgid` = new text;
 * - in the source-language catalogue its `msgstr` becomes the new text too;
 * - in the other catalogues the translation stays and gets the `fuzzy` flag (added to an
 *   existing `#,` line or on a new one before the entry's strings), unless it is empty;
 * - when a live entry with the new text already exists, it is kept as it is and the old one is
 *   dropped (in `rename` mode) — never two entries for one message; obsolete (`#~`) entries
 *   with the new text are dropped, as Lingui would otherwise read them over the live one.
 *
 * @returns `no-entry` when the catalogue has no live entry for the old text.
 *
 * @example
 * ```ts
 * const plan = planMessageEdit(arPo, {
 *   context: null, oldMessage: 'Save', newMessage: 'Save all', sourceLocale: 'en',
 *   editedFile: 'src/save-button.tsx', otherUsesInFile: false,
 * })
 * // msgid "Save all" with "#, fuzzy" and the old Arabic msgstr
 * ```
 */
export function planMessageEdit(text: string, edit: MessageEdit): MessageEditPlan {
  const po = readPoFile(text)
  const old = po.entries.find(
    (entry) => !entry.obsolete && sameKey(entry, edit.context, edit.oldMessage),
  )
  if (old === undefined) return { kind: 'no-entry' }
  const existing = po.entries.find(
    (entry) => !entry.obsolete && sameKey(entry, edit.context, edit.newMessage),
  )
  const mode =
    edit.otherUsesInFile || old.references.some((reference) => reference !== edit.editedFile)
      ? 'copy'
      : 'rename'
  if (existing !== undefined) {
    if (mode === 'copy') return { kind: 'edited', how: 'merged', edits: [] }
    return { kind: 'edited', how: 'merged', edits: [removal(po, old)] }
  }
  const obsoleteTwins = po.entries
    .filter((entry) => entry.obsolete && sameKey(entry, edit.context, edit.newMessage))
    .map((entry) => removal(po, entry))
  const changes = entryChanges(po, old, edit, isSourceCatalogue(po, old, edit.sourceLocale))
  if (mode === 'rename') {
    const edits = changes.map((change) => ({
      start: po.lines[change.firstLine]?.start ?? 0,
      end: po.lines[change.lastLine]?.end ?? 0,
      text: change.text,
    }))
    return { kind: 'edited', how: 'renamed', edits: [...edits, ...obsoleteTwins] }
  }
  return {
    kind: 'edited',
    how: 'copied',
    edits: [copyAfter(po, old, changes), ...obsoleteTwins],
  }
}

/** A replacement of whole lines `[firstLine, lastLine]` (the last line's ending excluded). */
interface LineChange {
  readonly firstLine: number
  readonly lastLine: number
  readonly text: string
}

/**
 * Whether a catalogue is the source-language one: by its `Language:` header (`en`, `en-GB`…
 * for source locale `en`), or without a header when the entry translates the message as itself.
 */
export function isSourceCatalogue(po: PoFile, entry: PoEntry, sourceLocale: string): boolean {
  if (po.language !== null) {
    const language = po.language.toLowerCase().replace('_', '-')
    const source = sourceLocale.toLowerCase().replace('_', '-')
    return language === source || language.startsWith(`${source}-`)
  }
  return entry.msgstr?.value === entry.msgid.value
}

function entryChanges(
  po: PoFile,
  entry: PoEntry,
  edit: MessageEdit,
  isSource: boolean,
): LineChange[] {
  const changes: LineChange[] = []
  const lineText = (index: number): string => po.lines[index]?.text ?? ''
  const translation = entry.msgstr?.value ?? ''
  if (!isSource && translation !== '' && !entry.flags.includes('fuzzy')) {
    if (entry.flagsLine === null) {
      const keyword = lineText(entry.keywordLine)
      changes.push({
        firstLine: entry.keywordLine,
        lastLine: entry.keywordLine,
        text: `#, fuzzy${po.eol}${keyword}`,
      })
    } else {
      changes.push({
        firstLine: entry.flagsLine,
        lastLine: entry.flagsLine,
        text: `#, ${['fuzzy', ...entry.flags].join(', ')}`,
      })
    }
  }
  const indent = (index: number): string => /^\s*/.exec(lineText(index))?.[0] ?? ''
  const msgid = entry.msgid
  const msgidText = `${indent(msgid.firstLine)}${formatPoField('msgid', edit.newMessage, po.eol)}`
  // A new flags line sits on the keyword line; when that line is the msgid line, merge both.
  const flagOnMsgid = changes.find((change) => change.firstLine === msgid.firstLine)
  if (flagOnMsgid !== undefined) {
    changes.splice(changes.indexOf(flagOnMsgid), 1, {
      firstLine: msgid.firstLine,
      lastLine: msgid.lastLine,
      text: `#, fuzzy${po.eol}${msgidText}`,
    })
  } else {
    changes.push({ firstLine: msgid.firstLine, lastLine: msgid.lastLine, text: msgidText })
  }
  if (isSource && entry.msgstr !== null) {
    changes.push({
      firstLine: entry.msgstr.firstLine,
      lastLine: entry.msgstr.lastLine,
      text: `${indent(entry.msgstr.firstLine)}${formatPoField('msgstr', edit.newMessage, po.eol)}`,
    })
  }
  return changes.sort((a, b) => a.firstLine - b.firstLine)
}

/** Removes an entry and the blank lines after it (before it, when it is the last one). */
function removal(po: PoFile, entry: PoEntry): CatalogueTextEdit {
  const first = po.lines[entry.firstLine]
  const next = po.entries.find((each) => each.firstLine > entry.lastLine)
  if (next !== undefined) {
    return { start: first?.start ?? 0, end: po.lines[next.firstLine]?.start ?? 0, text: '' }
  }
  let start = first?.start ?? 0
  for (let index = entry.firstLine - 1; index >= 0; index -= 1) {
    const line = po.lines[index]
    if (line === undefined || line.text.trim() !== '') break
    start = line.start
  }
  return { start, end: po.text.length, text: '' }
}

/** Inserts a changed copy of `entry` after it, separated by one blank line. */
function copyAfter(po: PoFile, entry: PoEntry, changes: readonly LineChange[]): CatalogueTextEdit {
  const parts: string[] = []
  for (let index = entry.firstLine; index <= entry.lastLine; index += 1) {
    const change = changes.find((each) => each.firstLine === index)
    if (change !== undefined) {
      parts.push(change.text)
      index = change.lastLine
    } else {
      parts.push(po.lines[index]?.text ?? '')
    }
  }
  const last = po.lines[entry.lastLine]
  const end = last?.end ?? po.text.length
  return { start: end, end, text: `${po.eol}${po.eol}${parts.join(po.eol)}` }
}
