import type { CatalogType } from '@lingui/conf'
import { I18nError } from '../i18n-error'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locale'
import { poFormatter } from './po-format'

/**
 * A problem found by {@link checkCatalogues}. `kind` is
 * - `missing`: the message is in the other language's catalogue but not in `locale`'s;
 * - `empty-translation`: `locale` (not the source language) has the message with an empty
 *   translation, so users would see the English fallback.
 */
export type CatalogueIssue = {
  readonly kind: 'missing' | 'empty-translation'
  /** The catalogue with the problem. */
  readonly locale: Locale
  /** Lingui's message id (a hash of message and context unless the id is explicit). */
  readonly id: string
  /** The source text (`msgid`). */
  readonly message: string
  /** The `msgctxt`, when the message has one. */
  readonly context: string | null
}

/** The outcome of {@link checkCatalogues}. */
export type CatalogueCheckResult = {
  /** True when there are no issues. */
  readonly ok: boolean
  /** How many live (not obsolete) messages each catalogue holds. */
  readonly messageCounts: Readonly<Record<Locale, number>>
  /** The problems, grouped by locale in {@link LOCALES} order, then in catalogue order. */
  readonly issues: readonly CatalogueIssue[]
}

type LiveMessage = {
  readonly message: string
  readonly context: string | null
  readonly translation: string
}

function parseCatalogue(
  locale: Locale,
  source: string,
  filename: string,
): Map<string, LiveMessage> {
  let catalogue: CatalogType
  try {
    // Lingui's own PO formatter, so ids are derived exactly as `lingui extract` derives them.
    catalogue = poFormatter().parse(source, {
      locale,
      sourceLocale: DEFAULT_LOCALE,
      filename,
    }) as CatalogType
  } catch (cause) {
    throw new I18nError('catalogue-invalid', `Cannot parse the ${locale} catalogue ${filename}.`, {
      cause,
    })
  }
  const live = new Map<string, LiveMessage>()
  for (const [id, entry] of Object.entries(catalogue)) {
    // Obsolete (`#~`) entries are kept only for translators' memory; the app never uses them.
    if (entry.obsolete === true) continue
    live.set(id, {
      message: entry.message ?? id,
      context: entry.context ?? null,
      translation: entry.translation ?? '',
    })
  }
  return live
}

/**
 * Compares the `en` and `ar` PO catalogues of one app: every message must exist in both, and
 * every Arabic translation must be non-empty.
 *
 * @param sources - the PO text of each locale's catalogue.
 * @param filenames - names used in error messages; default `<locale>/messages.po`.
 * @throws {I18nError} `catalogue-invalid` when a catalogue cannot be parsed.
 *
 * @example
 * ```ts
 * const result = checkCatalogues({ en: enPo, ar: arPo })
 * if (!result.ok) console.error(formatCatalogueReport(result))
 * ```
 */
export function checkCatalogues(
  sources: Readonly<Record<Locale, string>>,
  filenames: Readonly<Partial<Record<Locale, string>>> = {},
): CatalogueCheckResult {
  const catalogues = new Map(
    LOCALES.map((locale) => [
      locale,
      parseCatalogue(locale, sources[locale], filenames[locale] ?? `${locale}/messages.po`),
    ]),
  )
  const all = new Map<string, LiveMessage>()
  for (const catalogue of catalogues.values()) {
    for (const [id, entry] of catalogue) if (!all.has(id)) all.set(id, entry)
  }

  const issues: CatalogueIssue[] = []
  const messageCounts = {} as Record<Locale, number>
  for (const locale of LOCALES) {
    const catalogue = catalogues.get(locale) ?? new Map<string, LiveMessage>()
    messageCounts[locale] = catalogue.size
    for (const [id, { message, context }] of all) {
      const entry = catalogue.get(id)
      if (entry === undefined) issues.push({ kind: 'missing', locale, id, message, context })
      else if (locale !== DEFAULT_LOCALE && entry.translation.trim() === '') {
        issues.push({ kind: 'empty-translation', locale, id, message, context })
      }
    }
  }
  return { ok: issues.length === 0, messageCounts, issues }
}

function describeIssue(issue: CatalogueIssue): string {
  const where = `${issue.context === null ? '' : `context ${JSON.stringify(issue.context)}, `}id ${issue.id}`
  const text = JSON.stringify(issue.message)
  switch (issue.kind) {
    case 'missing':
      return `${issue.locale}: missing ${text} (${where})`
    case 'empty-translation':
      return `${issue.locale}: empty translation of ${text} (${where})`
    default: {
      const unreachable: never = issue.kind
      throw new TypeError(`Unknown catalogue issue: ${String(unreachable)}`)
    }
  }
}

/**
 * A human report of a {@link CatalogueCheckResult}: one summary line, then one line per issue.
 *
 * @example
 * ```text
 * Catalogue check failed: 1 problem.
 *   ar: missing "Switch to English" (id 8hwlOf)
 * ```
 */
export function formatCatalogueReport(result: CatalogueCheckResult): string {
  if (result.ok) {
    const counts = LOCALES.map((locale) => `${locale} ${result.messageCounts[locale]}`)
    return `Catalogues complete (messages: ${counts.join(', ')}).`
  }
  const count = result.issues.length
  const lines = result.issues.map((issue) => `  ${describeIssue(issue)}`)
  return [
    `Catalogue check failed: ${count} ${count === 1 ? 'problem' : 'problems'}.`,
    ...lines,
  ].join('\n')
}
