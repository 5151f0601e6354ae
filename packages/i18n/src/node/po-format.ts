import { formatter, type PoFormatterOptions } from '@lingui/format-po'

/**
 * The PO options shared by `lingui extract` (through {@link defineLinguiConfig}) and the
 * catalogue check, so both derive the same message ids. Origins are kept (translators see
 * where a text is used) but without line numbers, which churn on every edit.
 */
export const PO_FORMAT_OPTIONS: Readonly<PoFormatterOptions> = Object.freeze({ lineNumbers: false })

/** Lingui's PO formatter configured with {@link PO_FORMAT_OPTIONS}. */
export function poFormatter(): ReturnType<typeof formatter> {
  return formatter({ ...PO_FORMAT_OPTIONS })
}
