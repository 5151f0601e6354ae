import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { type I18n, setupI18n } from '@lingui/core'

/** An interface language of learner-web (`Locale` of @splendid/i18n). */
export type Language = 'en' | 'ar'

const repoRoot = join(import.meta.dirname, '../..')
const APP_SOURCE = join(repoRoot, 'apps/learner-web/src')
/** @splendid/i18n's own texts (the language switcher's), merged under the app's at run time. */
const PACKAGE_CATALOGUES = join(repoRoot, 'packages/i18n/src/locales')

/** The `Intl` locale Lingui formats with (packages/i18n/src/intl-format.ts `intlLocaleOf`). */
export const INTL_LOCALE: Readonly<Record<Language, string>> = { en: 'en', ar: 'ar-EG' }

function unquote(line: string, file: string): string {
  const match = /^"(.*)"$/.exec(line)
  if (!match) throw new Error(`Unreadable PO line in ${file}: ${line}`)
  return (match[1] ?? '').replace(/\\(.)/g, (_, escaped: string) => {
    if (escaped === 'n') return '\n'
    if (escaped === 't') return '\t'
    return escaped
  })
}

/** The msgid → msgstr pairs of a PO file (Lingui writes no msgctxt nor plural msgstr[n] forms). */
export function parsePo(text: string, file: string): Map<string, string> {
  const entries = new Map<string, string>()
  let field: 'msgid' | 'msgstr' | undefined
  let msgid = ''
  let msgstr = ''
  const flush = () => {
    if (field === 'msgstr' && msgid !== '') entries.set(msgid, msgstr)
    field = undefined
    msgid = ''
    msgstr = ''
  }
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) {
      if (line === '' || field === 'msgstr') flush()
      continue
    }
    if (line.startsWith('msgctxt ') || line.startsWith('msgid_plural ')) {
      throw new Error(`${file}: msgctxt and msgid_plural are not supported by this reader`)
    }
    if (line.startsWith('msgid ')) {
      flush()
      field = 'msgid'
      msgid = unquote(line.slice('msgid '.length), file)
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr'
      msgstr = unquote(line.slice('msgstr '.length), file)
    } else if (field === 'msgid') {
      msgid += unquote(line, file)
    } else if (field === 'msgstr') {
      msgstr += unquote(line, file)
    } else {
      throw new Error(`Unexpected PO line in ${file}: ${line}`)
    }
  }
  flush()
  return entries
}

/** Every `locales/<language>.po` under `dir`, wherever the feature folders are. */
function appCatalogueFiles(dir: string, language: Language): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) found.push(...appCatalogueFiles(path, language))
    else if (entry.name === `${language}.po` && dir.endsWith('/locales')) found.push(path)
  }
  return found.sort()
}

/** The texts of one language, and those two feature catalogues translate differently. */
interface Catalogue {
  readonly messages: ReadonlyMap<string, string>
  /** English text → the catalogues that disagree on it. */
  readonly ambiguous: ReadonlyMap<string, readonly string[]>
}

/**
 * The texts learner-web shows in `language`, read from its own Lingui catalogues: the package's
 * first, then every feature's (an app text wins over the package's, as in `activateLocale`).
 * When two features translate the same English text differently the app shows whichever loads
 * last; such a text is recorded as ambiguous rather than guessed.
 */
function readCatalogue(language: Language): Catalogue {
  const messages = new Map(
    parsePo(
      readFileSync(join(PACKAGE_CATALOGUES, language, 'messages.po'), 'utf8'),
      `packages/i18n ${language}`,
    ),
  )
  const origin = new Map<string, string>()
  const ambiguous = new Map<string, string[]>()
  for (const file of appCatalogueFiles(APP_SOURCE, language)) {
    const name = relative(repoRoot, file)
    for (const [msgid, msgstr] of parsePo(readFileSync(file, 'utf8'), name)) {
      const earlier = origin.get(msgid)
      if (earlier !== undefined && messages.get(msgid) !== msgstr) {
        ambiguous.set(msgid, [...(ambiguous.get(msgid) ?? [earlier]), name])
      }
      messages.set(msgid, msgstr)
      origin.set(msgid, name)
    }
  }
  if (origin.size === 0) throw new Error(`No ${language} catalogue found under ${APP_SOURCE}`)
  return { messages, ambiguous }
}

const linguiByLanguage = new Map<Language, { i18n: I18n; catalogue: Catalogue }>()

/** A Lingui instance holding the app's texts keyed by their English source text. */
function lingui(language: Language): { i18n: I18n; catalogue: Catalogue } {
  let loaded = linguiByLanguage.get(language)
  if (loaded === undefined) {
    const catalogue = readCatalogue(language)
    const messages: Record<string, string> = {}
    for (const [msgid, msgstr] of catalogue.messages) {
      // The source language may leave msgstr empty: Lingui then shows the msgid itself.
      if (msgstr !== '') messages[msgid] = msgstr
      else if (language === 'en') messages[msgid] = msgid
    }
    // Not production, so @lingui/core compiles the ICU messages (plurals, placeholders) itself.
    const i18n = setupI18n()
    i18n.load(language, messages)
    i18n.activate(language, INTL_LOCALE[language])
    loaded = { i18n, catalogue }
    linguiByLanguage.set(language, loaded)
  }
  return loaded
}

/** Values for a message's `{name}` placeholders; numbers choose plural forms. */
export type MessageValues = Readonly<Record<string, string | number>>

/**
 * The text learner-web shows for the English source text `english` in `language`, formatted by
 * Lingui with `values` (placeholders and plurals with the locale's digits), and with the element
 * markers of rich texts (`<0>…</0>`) removed, as the page's text content reads.
 *
 * @throws when `english` is not a text of the app's catalogues, has no translation in
 *   `language`, or is translated differently by two features: a test never falls back to
 *   English silently, nor depends on which catalogue the app happens to load last.
 */
export function translate(language: Language, english: string, values?: MessageValues): string {
  return formatted(language, english, values).replace(/<\/?\d+\/?>/g, '')
}

/**
 * The text of element `<index>…</index>` of a rich text (a link inside a sentence, say), in
 * `language`, formatted like {@link translate}.
 *
 * @throws like {@link translate}, and when the text has no such element.
 */
export function translateElement(
  language: Language,
  english: string,
  index: number,
  values?: MessageValues,
): string {
  const text = formatted(language, english, values)
  const inner = new RegExp(`<${index}>(.*?)</${index}>`, 's').exec(text)?.[1]
  if (inner === undefined) throw new Error(`"${english}" has no element <${index}> in ${language}`)
  return inner.replace(/<\/?\d+\/?>/g, '')
}

function formatted(language: Language, english: string, values?: MessageValues): string {
  const { i18n, catalogue } = lingui(language)
  if (!(english in i18n.messages)) {
    throw new Error(
      `"${english}" has no ${language === 'en' ? 'entry' : 'Arabic translation'} in learner-web's catalogues`,
    )
  }
  const disagreeing = catalogue.ambiguous.get(english)
  if (disagreeing !== undefined) {
    throw new Error(`"${english}" is translated differently in ${disagreeing.join(' and ')}`)
  }
  return i18n._(english, numbersAsShown(i18n, String(i18n.messages[english]), values))
}

/**
 * `values` with the numbers of plain `{name}` placeholders written as the app writes them: with
 * the language's `Intl` digits and grouping (`@splendid/i18n`'s `formatNumberPlaceholders`);
 * numbers that choose a plural form stay numbers.
 */
function numbersAsShown(
  i18n: I18n,
  text: string,
  values?: MessageValues,
): MessageValues | undefined {
  if (values === undefined) return values
  const shown: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(values)) {
    const plain = text.includes(`{${name}}`) && !new RegExp(`\\{${name}\\s*,`).test(text)
    shown[name] = typeof value === 'number' && plain ? i18n.number(value) : value
  }
  return shown
}

/** Placeholder values for {@link translatePattern}: a RegExp matches whatever fills the place. */
export type PatternValues = Readonly<Record<string, string | number | RegExp>>

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Like {@link translate}, as a regular expression: placeholders given a RegExp (such as a date
 * the test does not know) match what that RegExp matches; the rest of the text matches literally.
 * `anchor` ties the pattern to the start, or to both ends, of the text.
 */
export function translatePattern(
  language: Language,
  english: string,
  values: PatternValues = {},
  anchor: 'none' | 'start' | 'whole' = 'none',
): RegExp {
  const patterns: RegExp[] = []
  const plain: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof RegExp) {
      plain[name] = `\uE000${patterns.length}\uE000`
      patterns.push(value)
    } else {
      plain[name] = value
    }
  }
  const source = translate(language, english, plain)
    .split(/\uE000(\d+)\uE000/)
    .map((part, index) =>
      index % 2 === 1 ? `(?:${patterns[Number(part)]?.source})` : escapeRegExp(part),
    )
    .join('')
  return new RegExp(`${anchor === 'none' ? '' : '^'}${source}${anchor === 'whole' ? '$' : ''}`)
}
