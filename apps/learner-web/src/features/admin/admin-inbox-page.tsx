import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate, formatNumber } from '@splendid/i18n'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { refreshAfterWrite } from '../../lib/refresh-after-write'
import { useLocale } from '../../lib/use-locale'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { PageContainer } from '../../ui/page-container'
import {
  type ContactMessage,
  INBOX_KEYS,
  setMessageHandled,
  useContactMessages,
  useSubscribers,
} from './inbox-queries'

const tabClass =
  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'
const when = { dateStyle: 'medium', timeStyle: 'short' } as const

function MessageCard({ message }: { readonly message: ContactMessage }) {
  const { t } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const handled = message.handledAt !== null
  const sender = message.name

  async function toggle() {
    setBusy(true)
    setFailure(null)
    try {
      await refreshAfterWrite(queryClient, [INBOX_KEYS.all], () =>
        setMessageHandled(message.id, !handled),
      )
    } catch (cause) {
      setFailure(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <article aria-label={t`Message from ${sender}`}>
        <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
          <span className="font-semibold text-slate-900">{message.name}</span>
          <a href={`mailto:${message.email}`} dir="ltr" className="text-brand-700 underline">
            {message.email}
          </a>
          <time dateTime={message.createdAt} className="text-slate-600">
            {formatDate(new Date(message.createdAt), locale, when)}
          </time>
          <span className="text-slate-600">
            {message.language === 'ar' ? t`written in Arabic` : t`written in English`}
          </span>
        </p>
        <p
          className="mt-2 whitespace-pre-wrap break-words text-slate-800"
          dir="auto"
          lang={message.language}
        >
          {message.message}
        </p>
        <button
          type="button"
          disabled={busy}
          onClick={() => void toggle()}
          className="mt-3 inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          {handled ? <Trans>Reopen</Trans> : <Trans>Mark handled</Trans>}
        </button>
        {failure !== null ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            <Trans>Nothing was changed: {failure}</Trans>
          </p>
        ) : null}
      </article>
    </li>
  )
}

/**
 * Inbox (/admin/inbox, admins only): the contact form's messages, open or handled, and the
 * newsletter's addresses. Row-level security lets only admins read them.
 */
export function AdminInboxPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const [params] = useSearchParams()
  const showHandled = params.get('show') === 'handled'
  const messages = useContactMessages(showHandled)
  const subscribers = useSubscribers()
  const total = formatNumber(subscribers.data?.total ?? 0, locale)

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Inbox</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>
          What visitors sent with the contact form, and who reads the newsletter.{' '}
          <Link to="/admin/content" className="text-brand-700 underline">
            Content Editor
          </Link>
        </Trans>
      </p>

      <section aria-labelledby="inbox-messages" className="mt-8">
        <h2 id="inbox-messages" className="text-xl font-semibold text-slate-900">
          <Trans>Messages</Trans>
        </h2>
        <nav aria-label={t`Which messages`} className="mt-3 flex gap-2">
          <Link
            to="/admin/inbox"
            className={tabClass}
            aria-current={showHandled ? undefined : 'page'}
          >
            <Trans>Open</Trans>
          </Link>
          <Link
            to="/admin/inbox?show=handled"
            className={tabClass}
            aria-current={showHandled ? 'page' : undefined}
          >
            <Trans>Handled</Trans>
          </Link>
        </nav>
        {messages.error ? (
          <LoadErrorAlert
            className="mt-4"
            title={<Trans>We could not load the messages.</Trans>}
            message={messages.error.message}
            onRetry={messages.refetch}
          />
        ) : messages.isPending ? (
          <p role="status" className="mt-4 text-slate-600">
            <Trans>Loading the messages…</Trans>
          </p>
        ) : messages.data.length === 0 ? (
          <p className="mt-4 text-slate-700">
            {showHandled ? <Trans>No handled messages.</Trans> : <Trans>No open messages.</Trans>}
          </p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {messages.data.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="inbox-newsletter" className="mt-10">
        <h2 id="inbox-newsletter" className="text-xl font-semibold text-slate-900">
          <Trans>Newsletter</Trans>
        </h2>
        {subscribers.error ? (
          <LoadErrorAlert
            className="mt-4"
            title={<Trans>We could not load the newsletter list.</Trans>}
            message={subscribers.error.message}
            onRetry={subscribers.refetch}
          />
        ) : subscribers.isPending ? null : (
          <>
            <p className="mt-2 text-slate-700">
              <Trans>{total} addresses on the list</Trans>
            </p>
            {subscribers.data.newest.length > 0 ? (
              <table className="mt-3 w-full text-sm">
                <caption className="sr-only">
                  <Trans>The newest addresses on the newsletter list</Trans>
                </caption>
                <thead className="border-b border-slate-200 text-start text-slate-700">
                  <tr>
                    <th scope="col" className="py-2 text-start">
                      <Trans>Address</Trans>
                    </th>
                    <th scope="col" className="py-2 text-start">
                      <Trans>Since</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {subscribers.data.newest.map((subscriber) => (
                    <tr key={subscriber.id} className="border-b border-slate-100">
                      <td className="py-2" dir="ltr">
                        {subscriber.email}
                      </td>
                      <td className="py-2">
                        {formatDate(new Date(subscriber.subscribedAt), locale)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </>
        )}
      </section>
    </PageContainer>
  )
}
