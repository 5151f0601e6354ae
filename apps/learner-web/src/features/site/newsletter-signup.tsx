import { Trans, useLingui } from '@lingui/react/macro'
import { isValidEmail } from '@splendid/domain'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useLocale } from '../../lib/use-locale'
import { subscribeToNewsletter } from './visitor-forms'

type NewsletterState =
  | { readonly step: 'closed' }
  | {
      readonly step: 'editing'
      readonly error: 'required' | 'invalid' | null
      readonly sending?: boolean
      readonly failure?: string
    }
  | { readonly step: 'subscribed'; readonly email: string }

/**
 * The footer's Subscribe to Newsletter button (spec §2 leaves its action open): it reveals an
 * e-mail form that validates the address and sends it to the `newsletter` function (stored, and
 * a welcome mail with an unsubscribe link for a new address); a failure keeps the address in the
 * form with the reason. A hidden "website" field traps robots.
 */
export function NewsletterSignup() {
  const { t } = useLingui()
  const locale = useLocale()
  const [state, setState] = useState<NewsletterState>({ step: 'closed' })
  const inputRef = useRef<HTMLInputElement>(null)
  const formId = useId()
  const inputId = useId()
  const errorId = useId()

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault()
    const email = inputRef.current?.value.trim() ?? ''
    if (email === '' || !isValidEmail(email)) {
      setState({ step: 'editing', error: email === '' ? 'required' : 'invalid' })
      inputRef.current?.focus()
      return
    }
    const website = String(new FormData(event.currentTarget).get('website') ?? '')
    setState({ step: 'editing', error: null, sending: true })
    try {
      await subscribeToNewsletter(email, website, locale)
      setState({ step: 'subscribed', email })
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause)
      setState({
        step: 'editing',
        error: null,
        failure: t`You were not subscribed: ${reason}. Try again.`,
      })
    }
  }

  if (state.step === 'subscribed') {
    return (
      <p role="status" className="rounded-lg bg-emerald-900/40 p-3 text-sm text-emerald-100">
        <Trans>
          Thank you! {state.email} is on our list. Look out for our monthly tips and new courses.
        </Trans>
      </p>
    )
  }

  const error =
    state.step === 'editing' && state.error === 'required'
      ? t`Please enter your email address`
      : state.step === 'editing' && state.error === 'invalid'
        ? t`Please enter a valid email address`
        : null

  return (
    <div>
      <button
        type="button"
        aria-expanded={state.step === 'editing'}
        aria-controls={state.step === 'editing' ? formId : undefined}
        onClick={() =>
          setState(state.step === 'editing' ? { step: 'closed' } : { step: 'editing', error: null })
        }
        className="inline-flex h-10 items-center rounded-lg bg-amber-400 px-4 text-sm font-semibold text-slate-900 hover:bg-amber-300"
      >
        <Trans>Subscribe to Newsletter</Trans>
      </button>
      {state.step === 'editing' ? (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="mt-3 space-y-2"
          aria-busy={state.sending === true}
        >
          {/* People never see this field; robots fill it in. */}
          <div className="hidden" aria-hidden="true">
            <label>
              Website
              <input name="website" type="text" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <label htmlFor={inputId} className="block text-sm text-slate-200">
            <Trans>Email address</Trans>
          </label>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              required
              // biome-ignore lint/a11y/noAutofocus: the user just asked for this form.
              autoFocus
              aria-invalid={error !== null}
              aria-describedby={error !== null ? errorId : undefined}
              className="h-10 min-w-0 flex-1 rounded-lg border border-slate-500 bg-slate-800 px-3 text-sm text-white placeholder:text-slate-400"
              placeholder="name@example.com"
            />
            <button
              type="submit"
              disabled={state.step === 'editing' && state.sending === true}
              className="h-10 rounded-lg bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
            >
              <Trans>Subscribe</Trans>
            </button>
          </div>
          {error !== null ? (
            <p id={errorId} className="text-sm text-red-300">
              {error}
            </p>
          ) : null}
          {state.step === 'editing' && state.failure !== undefined ? (
            <p role="alert" className="text-sm text-red-300">
              {state.failure}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  )
}
