import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { parseBankCsv } from './bank-csv'
import { parseBankGift } from './bank-gift'
import type { BankImportRow } from './bank-import-row'
import { useBankLabels } from './bank-labels'
import { BankImportRefused, importBankRows } from './bank-queries'

/** Largest file read (a thousand questions are far smaller). */
const MAX_FILE_BYTES = 2 * 1024 * 1024

type Stage =
  | { readonly kind: 'choose'; readonly error: string | null }
  | { readonly kind: 'preview'; readonly file: string; readonly rows: readonly BankImportRow[] }

/**
 * Import from CSV or Moodle GIFT: the file is read here and every question shown with what is
 * wrong with it; only a file without problems can be imported, and the server adds all of its
 * questions or none (its own refusals are shown on the same rows).
 */
export function BankImportPanel({
  onImported,
  onClose,
}: {
  readonly onImported: (count: number) => void
  readonly onClose: () => void
}) {
  const { t } = useLingui()
  const labels = useBankLabels()
  const [stage, setStage] = useState<Stage>({ kind: 'choose', error: null })
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function read(file: File) {
    setFailure(null)
    if (file.size > MAX_FILE_BYTES) {
      setStage({ kind: 'choose', error: t`The file is over 2 MB: split it into smaller files.` })
      return
    }
    const text = await file.text()
    const gift = /\.(gift|txt)$/i.test(file.name)
    const rows = gift ? parseBankGift(text) : parseBankCsv(text)
    if (rows.length === 0) {
      setStage({ kind: 'choose', error: t`There is no question in this file.` })
      return
    }
    if (rows.length > 1000) {
      setStage({ kind: 'choose', error: t`Import at most 1,000 questions at a time.` })
      return
    }
    setStage({ kind: 'preview', file: file.name, rows })
  }

  async function importAll(rows: readonly BankImportRow[]) {
    setBusy(true)
    setFailure(null)
    try {
      onImported(await importBankRows(rows))
    } catch (error) {
      if (error instanceof BankImportRefused) {
        const refused = new Map(error.problems.map((problem) => [problem.row, problem]))
        setStage((now) =>
          now.kind === 'preview'
            ? {
                ...now,
                rows: now.rows.map((row) => {
                  const problem = refused.get(row.row)
                  return problem
                    ? { ...row, problem: { field: problem.field, message: problem.message } }
                    : row
                }),
              }
            : now,
        )
      }
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  const rows = stage.kind === 'preview' ? stage.rows : []
  const bad = rows.filter((row) => row.problem !== null).length
  const total = rows.length
  const fileName = stage.kind === 'preview' ? stage.file : ''

  return (
    <section aria-labelledby="bank-import" className="mt-6 rounded-xl border border-slate-200 p-5">
      <h2 id="bank-import" className="text-xl font-semibold text-slate-900">
        <Trans>Import questions</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          A CSV file with the columns of the export (kind, prompt_en, prompt_ar, option_1_en…), or a
          Moodle GIFT file (.gift or .txt): multiple choice, true/false and short answer.
        </Trans>
      </p>
      <label htmlFor="bank-import-file" className="mt-4 block text-sm font-medium text-slate-800">
        <Trans>File to import</Trans>
      </label>
      <input
        id="bank-import-file"
        type="file"
        accept=".csv,.gift,.txt,text/csv,text/plain"
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) void read(file)
        }}
        className="mt-1 block text-sm"
      />
      {stage.kind === 'choose' && stage.error ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {stage.error}
        </p>
      ) : null}
      {stage.kind === 'preview' ? (
        <>
          <p role="status" className="mt-4 font-medium text-slate-900">
            {bad === 0 ? (
              <Plural
                value={total}
                one="# question ready to import."
                other="# questions ready to import."
              />
            ) : (
              <Trans>
                {bad} of {total} questions have a problem. Correct the file and choose it again:
                nothing is imported until every question is right.
              </Trans>
            )}
          </p>
          {/* A long preview scrolls, and the keyboard can scroll it too. */}
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
            tabIndex={0}
            aria-label={t`Questions in ${fileName}`}
            className="mt-3 max-h-96 overflow-auto rounded-lg border border-slate-200"
          >
            <table className="w-full text-start text-sm">
              <caption className="sr-only">
                <Trans>Questions in {fileName}</Trans>
              </caption>
              <thead className="sticky top-0 bg-slate-50">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start">
                    <Trans>Row</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    <Trans>Question</Trans>
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    <Trans>Check</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.row}
                    className={`border-t border-slate-200 ${row.problem ? 'bg-red-50' : ''}`}
                  >
                    <td className="px-3 py-2 tabular-nums">{row.row}</td>
                    <td className="px-3 py-2">
                      {row.question?.prompt_en ||
                        row.question?.prompt_ar ||
                        ('text' in row ? row.text : '') ||
                        '—'}
                    </td>
                    <td className="px-3 py-2">
                      {row.problem ? (
                        <span className="text-red-800">{labels.problem(row.problem)}</span>
                      ) : (
                        <span className="text-green-800">{t`Ready`}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          <Trans>Nothing was imported: {failure}</Trans>
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {stage.kind === 'preview' ? (
          <button
            type="button"
            disabled={busy || bad > 0}
            onClick={() => void importAll(rows)}
            className="inline-flex h-11 items-center rounded-xl bg-blue-700 px-5 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
          >
            {busy ? (
              <Trans>Importing…</Trans>
            ) : (
              <Plural value={total} one="Import # question" other="Import # questions" />
            )}
          </button>
        ) : null}
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-11 items-center rounded-xl border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50"
        >
          <Trans>Close</Trans>
        </button>
      </div>
    </section>
  )
}
