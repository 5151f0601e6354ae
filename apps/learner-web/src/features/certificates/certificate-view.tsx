import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '@splendid/i18n'
import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useLocale } from '../../lib/use-locale'
import type { Certificate } from './certificate-rows'

/** Props of {@link CertificateView}. */
export interface CertificateViewProps {
  readonly certificate: Certificate
  /** The name printed on the certificate (the profile name, else the account's name). */
  readonly learnerName: string
  /** Close button and Escape. */
  readonly onClose: () => void
}

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'

// While the view is open, printing shows the certificate alone: every other child of <body> (the
// app itself) is hidden, and the dialog's own buttons carry `print:hidden`.
const PRINT_CSS = `@media print {
  body > :not([data-certificate-print]) { display: none !important; }
  [data-certificate-print] { position: static !important; background: none !important; padding: 0 !important; }
  [data-certificate-print] [role='dialog'] { box-shadow: none !important; max-height: none !important; overflow: visible !important; }
  @page { size: A4 landscape; margin: 12mm; }
}`

/**
 * A certificate shown as a modal dialog, ready to print with the browser's print (`window.print`,
 * with print CSS that leaves only the certificate on the page). Focus moves into the dialog,
 * stays there while it is open and returns where it was afterwards; Escape closes it.
 *
 * @example
 * ```tsx
 * {open ? <CertificateView certificate={c} learnerName="Nour Adel" onClose={() => setOpen(null)} /> : null}
 * ```
 */
export function CertificateView({ certificate, learnerName, onClose }: CertificateViewProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const course = certificate.courseTitle[locale] || certificate.courseTitle.en
  const issued = formatDate(new Date(certificate.issuedAt), locale, { dateStyle: 'long' })
  const number = certificate.number

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    closeRef.current?.focus()
    return () => previous?.focus()
  }, [])

  // Escape is heard on the whole document: after printing, focus may have left the dialog.
  useEffect(() => {
    function onEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return
      event.preventDefault()
      onClose()
    }
    document.addEventListener('keydown', onEscape)
    return () => document.removeEventListener('keydown', onEscape)
  }, [onClose])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    <div
      data-certificate-print=""
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-3 sm:p-6"
    >
      <style>{PRINT_CSS}</style>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="max-h-full w-full max-w-3xl overflow-y-auto rounded-2xl bg-white p-3 shadow-2xl sm:p-6"
      >
        <div className="rounded-xl border-4 border-double border-amber-500 px-4 py-8 text-center sm:px-10 sm:py-12">
          <p className="text-2xl font-extrabold tracking-tight text-blue-800">Splendid</p>
          <p className="text-xs text-slate-500">
            <Trans>Where Skills & Education Are Splendid</Trans>
          </p>
          <h2 id={titleId} className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl">
            <Trans>Certificate of Completion</Trans>
          </h2>
          <p className="mt-6 text-slate-600">
            <Trans>This certifies that</Trans>
          </p>
          <p className="mt-2 break-words text-2xl font-semibold text-slate-900 sm:text-3xl">
            {learnerName}
          </p>
          <p className="mt-4 text-slate-600">
            <Trans>has successfully completed the course</Trans>
          </p>
          <p className="mt-2 break-words text-xl font-bold text-blue-800 sm:text-2xl">{course}</p>
          <dl className="mt-8 grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">
                <Trans>Issued on</Trans>
              </dt>
              <dd className="font-semibold text-slate-900">{issued}</dd>
            </div>
            <div>
              <dt className="text-slate-500">
                <Trans>Certificate number</Trans>
              </dt>
              <dd dir="ltr" className="font-mono font-semibold text-slate-900">
                {number}
              </dd>
            </div>
          </dl>
        </div>
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end print:hidden">
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="rounded-xl border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            <Trans>Close</Trans>
          </button>
          <button
            type="button"
            onClick={() => window.print()}
            aria-label={t`Print certificate for ${course}`}
            className="rounded-xl bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            <Trans>Print</Trans>
          </button>
        </div>
      </div>
    </div>,
    document.body,
  )
}
