import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { PageContainer } from '../../ui/page-container'
import { useAuth } from '../auth/use-auth'
import { questionsToCsv } from './bank-csv'
import { BankFilterBar } from './bank-filters'
import { BankImportPanel } from './bank-import-panel'
import { BankMediaPanel } from './bank-media-panel'
import {
  allBankQuestions,
  BANK_KEYS,
  BANK_PAGE_SIZE,
  deleteBankQuestion,
  saveBankQuestion,
  useBankSearch,
} from './bank-queries'
import type { BankQuestion } from './bank-question'
import { BankQuestionForm } from './bank-question-form'
import { BankQuestionList } from './bank-question-list'
import { useBankFilters } from './use-bank-filters'

const button =
  'inline-flex h-11 items-center rounded-xl border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60'

type Panel =
  | { readonly kind: 'form'; readonly question: BankQuestion | null }
  | { readonly kind: 'import' }
  | { readonly kind: 'media' }
  | null

/** Offers `text` as a download named `name`. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * The content bank (/admin/content-bank): the staff's shared questions, searched in English and
 * Arabic and filtered by level, skill, subject and kind; written and changed in a form, deleted
 * after a confirmation, imported from CSV or Moodle GIFT (checked row by row, all or nothing)
 * and exported as CSV. Questions marked for the placement test are asked there.
 */
export function ContentBankPage({ nav = null }: { readonly nav?: ReactNode }) {
  const { t, i18n } = useLingui()
  const { user, isAdmin } = useAuth()
  const queryClient = useQueryClient()
  const { filters, searched, page, setFilters, setPage } = useBankFilters()
  const results = useBankSearch(searched, page)
  const [panel, setPanel] = useState<Panel>(null)
  const [notice, setNotice] = useState<ReactNode>(null)
  const [exporting, setExporting] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: BANK_KEYS.all })
  const total = results.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / BANK_PAGE_SIZE))
  const shownTotal = i18n.number(total)
  const shownPage = i18n.number(page + 1)
  const shownPages = i18n.number(pages)

  async function exportCsv() {
    setExporting(true)
    setNotice(null)
    try {
      const questions = await allBankQuestions(searched)
      const day = new Date().toISOString().slice(0, 10)
      download(`content-bank-${day}.csv`, questionsToCsv(questions))
      const exported = questions.length
      setNotice(
        <Plural
          value={exported}
          one="# question was exported."
          other="# questions were exported."
        />,
      )
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      setNotice(t`The export failed: ${message}`)
    } finally {
      setExporting(false)
    }
  }

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Content bank</Trans>
      </h1>
      {nav}
      <p className="mt-2 text-slate-600">
        <Trans>
          Questions shared by teachers, tagged by level, skill and subject, for quizzes and the
          placement test.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => setPanel({ kind: 'form', question: null })}
          className="inline-flex h-11 items-center rounded-xl bg-blue-700 px-4 font-semibold text-white hover:bg-blue-800"
        >
          <Trans>New question</Trans>
        </button>
        <button type="button" onClick={() => setPanel({ kind: 'import' })} className={button}>
          <Trans>Import CSV or GIFT</Trans>
        </button>
        <button type="button" onClick={() => setPanel({ kind: 'media' })} className={button}>
          <Trans>Pictures and recordings</Trans>
        </button>
        <button
          type="button"
          onClick={() => void exportCsv()}
          disabled={exporting}
          className={button}
        >
          {exporting ? <Trans>Exporting…</Trans> : <Trans>Export CSV</Trans>}
        </button>
      </div>
      <p role="status" className="mt-3 text-sm text-slate-800">
        {notice}
      </p>

      {panel?.kind === 'form' ? (
        <BankQuestionForm
          key={panel.question?.id ?? 'new'}
          initial={panel.question}
          isAdmin={isAdmin}
          onCancel={() => setPanel(null)}
          onSave={async (question) => {
            await saveBankQuestion(question)
            setPanel(null)
            setNotice(
              question.id ? t`The question was saved.` : t`The question was added to the bank.`,
            )
            await refresh()
          }}
        />
      ) : panel?.kind === 'media' ? (
        <BankMediaPanel onClose={() => setPanel(null)} />
      ) : panel?.kind === 'import' ? (
        <BankImportPanel
          onClose={() => setPanel(null)}
          onImported={(count) => {
            setPanel(null)
            setNotice(
              <Plural
                value={count}
                one="# question was imported."
                other="# questions were imported."
              />,
            )
            void refresh()
          }}
        />
      ) : null}

      <BankFilterBar filters={filters} onChange={setFilters} />

      {results.error ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-red-800">
          <Trans>We could not load the content bank.</Trans> {results.error.message}
        </p>
      ) : results.isPending ? (
        <p role="status" className="mt-6 text-slate-600">
          <Trans>Loading questions…</Trans>
        </p>
      ) : total === 0 ? (
        <p className="mt-6 text-slate-600">
          <Trans>No question matches. Change the search or the filters, or add one.</Trans>
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-700">
            <Trans>
              {shownTotal} questions · page {shownPage} of {shownPages}
            </Trans>
          </p>
          <BankQuestionList
            questions={results.data?.rows ?? []}
            mayChange={(question) =>
              isAdmin || (question.created_by === user?.id && !question.in_placement)
            }
            onEdit={(question) => {
              setPanel({ kind: 'form', question })
              window.scrollTo({ top: 0 })
            }}
            onDelete={async (question) => {
              try {
                const gone = await deleteBankQuestion(question.id)
                setNotice(gone ? t`The question was deleted.` : t`The question was already gone.`)
              } catch (error) {
                const message = error instanceof Error ? error.message : String(error)
                setNotice(t`The question was not deleted: ${message}`)
              }
              await refresh()
            }}
          />
          <nav aria-label={t`Pages of questions`} className="mt-4 flex gap-3">
            <button
              type="button"
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
              className={button}
            >
              <Trans>Previous page</Trans>
            </button>
            <button
              type="button"
              disabled={page + 1 >= pages}
              onClick={() => setPage(page + 1)}
              className={button}
            >
              <Trans>Next page</Trans>
            </button>
          </nav>
        </>
      )}
    </PageContainer>
  )
}
