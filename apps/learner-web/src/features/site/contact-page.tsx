import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import { useAfterHydration } from '../../lib/use-after-hydration'
import { useLocale } from '../../lib/use-locale'
import {
  type ContactFormErrorCode,
  type ContactFormInput,
  validateContactForm,
} from './contact-form-rules'
import { PageIntro } from './page-intro'
import { sendContactMessage, VisitorFormError } from './visitor-forms'

type FieldName = keyof ContactFormInput
type Errors = Partial<Record<FieldName, ContactFormErrorCode>>

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 aria-[invalid=true]:border-red-600'

/**
 * The contact page (spec §2 /contact): how to reach us, and a message form with validation. A
 * valid message goes to the `contact` function (stored for the admins' inbox, confirmed to the
 * sender by mail); while it is on its way the form waits, and if it fails the message stays in
 * the form with the reason. A hidden "website" field traps robots.
 */
export function ContactPage() {
  const { t } = useLingui()
  const [errors, setErrors] = useState<Errors>({})
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const ready = useAfterHydration()
  const formRef = useRef<HTMLFormElement>(null)
  const locale = useLocale()

  function message(code: ContactFormErrorCode): string {
    switch (code) {
      case 'name-required':
        return t`Please enter your name`
      case 'email-required':
        return t`Please enter your email address`
      case 'email-invalid':
        return t`Please enter a valid email address`
      case 'message-too-short':
        return t`Please write a message of at least 10 characters`
      default: {
        const unreachable: never = code
        throw new TypeError(`Unknown contact form error: ${String(unreachable)}`)
      }
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const input: ContactFormInput = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      message: String(data.get('message') ?? ''),
    }
    const found = validateContactForm(input)
    setErrors(found)
    const firstInvalid = (['name', 'email', 'message'] as const).find((f) => found[f] !== undefined)
    if (firstInvalid !== undefined) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
      return
    }
    setSending(true)
    setFailure(null)
    try {
      const website = String(data.get('website') ?? '')
      await sendContactMessage(
        {
          name: input.name.trim(),
          email: input.email.trim(),
          message: input.message.trim(),
          website,
        },
        locale,
      )
      setSentTo(input.name.trim())
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause)
      setFailure(
        cause instanceof VisitorFormError && cause.code === 'contact_rate_limited'
          ? t`You have sent several messages in the last hour. Please wait a little before sending another, or write to hello@splendid.eg.`
          : t`Your message was not sent: ${reason}. It is still in the form; try again.`,
      )
    } finally {
      setSending(false)
    }
  }

  function field(name: FieldName, label: string, control: 'input' | 'textarea') {
    const error = errors[name]
    const common = {
      id: `contact-${name}`,
      name,
      required: true,
      'aria-invalid': error !== undefined,
      'aria-describedby': error !== undefined ? `contact-${name}-error` : undefined,
      className: inputClass,
    }
    return (
      <div>
        <label htmlFor={`contact-${name}`} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {control === 'textarea' ? (
          <textarea {...common} rows={5} />
        ) : (
          <input
            {...common}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : 'name'}
          />
        )}
        {error !== undefined ? (
          <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-700">
            {message(error)}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageIntro
        title={t`Contact Us`}
        lead={
          <Trans>Questions about courses, bookings or your account? We are happy to help.</Trans>
        }
      />
      <div className="grid gap-10 md:grid-cols-[2fr_3fr]">
        <div className="space-y-5 text-slate-700">
          <div>
            <h2 className="font-semibold text-slate-900">
              <Trans>Email</Trans>
            </h2>
            <a href="mailto:hello@splendid.eg" className="text-brand-700 underline">
              hello@splendid.eg
            </a>
          </div>
          <div>
            <h2 className="font-semibold text-slate-900">
              <Trans>Phone</Trans>
            </h2>
            <a href="tel:+20223456789" dir="ltr" className="text-brand-700 underline">
              +20 2 2345 6789
            </a>
          </div>
          <div>
            <h2 className="font-semibold text-slate-900">
              <Trans>Office</Trans>
            </h2>
            <p>
              <Trans>15 Tahrir Street, Downtown, Cairo, Egypt</Trans>
            </p>
          </div>
          <div>
            <h2 className="font-semibold text-slate-900">
              <Trans>Support hours</Trans>
            </h2>
            <p>
              <Trans>Sunday to Thursday, 9 am to 6 pm (Cairo time)</Trans>
            </p>
          </div>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)]">
          {sentTo !== null ? (
            <div role="status" className="space-y-3">
              <h2 className="text-xl font-bold text-emerald-800">
                <Trans>Message received</Trans>
              </h2>
              <p className="text-slate-700">
                <Trans>
                  Thank you, {sentTo}! Our support team will reply by e-mail within two working
                  days. For anything urgent, write to hello@splendid.eg.
                </Trans>
              </p>
              <button
                type="button"
                onClick={() => {
                  setSentTo(null)
                  setErrors({})
                }}
                className="rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                <Trans>Send another message</Trans>
              </button>
            </div>
          ) : (
            <form
              ref={formRef}
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              className="space-y-4"
              aria-busy={sending}
            >
              <h2 className="text-xl font-bold text-slate-900">
                <Trans>Send us a message</Trans>
              </h2>
              {field('name', t`Full Name`, 'input')}
              {field('email', t`Email`, 'input')}
              {field('message', t`Message`, 'textarea')}
              {/* People never see this field; robots fill it in. */}
              <div className="hidden" aria-hidden="true">
                <label>
                  Website
                  <input name="website" type="text" tabIndex={-1} autoComplete="off" />
                </label>
              </div>
              {failure !== null ? (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                  {failure}
                </p>
              ) : null}
              <button
                type="submit"
                // Until the app has hydrated a prerendered page, the browser would send the form
                // itself and lose the message.
                disabled={sending || !ready}
                className="h-11 w-full rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {sending ? <Trans>Sending…</Trans> : <Trans>Send Message</Trans>}
              </button>
            </form>
          )}
        </div>
      </div>
    </div>
  )
}
