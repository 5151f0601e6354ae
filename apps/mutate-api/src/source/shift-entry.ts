import type { JsxElementEntry, SourceRange, StaticText } from '@splendid/codebase-ids'

/**
 * An index entry with every range it holds (element, opening tag, text runs, static text) passed
 * through `shiftRange`: how a rewrite that moves no element carries the index of the file before
 * it over to the file after it.
 */
export function shiftEntryRanges(
  entry: JsxElementEntry,
  shiftRange: (range: SourceRange) => SourceRange,
): JsxElementEntry {
  return {
    ...entry,
    range: shiftRange(entry.range),
    openingRange: shiftRange(entry.openingRange),
    textChildren: entry.textChildren.map((child) => ({ ...child, range: shiftRange(child.range) })),
    staticText: shiftStaticText(entry.staticText, shiftRange),
  }
}

function shiftStaticText(
  text: StaticText | null,
  shiftRange: (range: SourceRange) => SourceRange,
): StaticText | null {
  return text === null ? null : { ...text, range: shiftRange(text.range) }
}
