import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { refreshAfterWrite } from '../../lib/refresh-after-write'
import { useAuth } from '../auth/use-auth'
import { useBankLabels } from './bank-labels'
import {
  addBankMedia,
  BANK_MEDIA_KEYS,
  type BankMedia,
  BankMediaInUse,
  bankMediaFileProblem,
  deleteBankMedia,
  useBankMedia,
} from './bank-media-queries'
import { BankMediaView } from './bank-media-view'
import {
  BANK_LEVELS,
  BANK_SKILLS,
  BANK_SUBJECTS,
  type BankLevel,
  type BankSkill,
  type BankSubject,
} from './bank-question'

const input =
  'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-blue-700'

/**
 * The bank's pictures and recordings: add one (PNG, JPEG, WebP, GIF, MP3, M4A, WebM or Ogg, up
 * to 10 MB, checked before sending) with its title in English and/or Arabic and its tags; find
 * them by title; delete your own (admins any). Questions show them from their form.
 */
export function BankMediaPanel({ onClose }: { readonly onClose: () => void }) {
  const { t } = useLingui()
  const labels = useBankLabels()
  const { user, isAdmin } = useAuth()
  const queryClient = useQueryClient()
  const [q, setQ] = useState('')
  const media = useBankMedia(q)
  const fileRef = useRef<HTMLInputElement>(null)
  const [details, setDetails] = useState({
    title_en: '',
    title_ar: '',
    level: '',
    skill: '',
    subject: '',
  })
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)

  async function add(event: FormEvent) {
    event.preventDefault()
    const file = fileRef.current?.files?.[0]
    if (!user) return
    if (!file) return setMessage({ ok: false, text: t`Choose a picture or a recording.` })
    const problem = bankMediaFileProblem(file)
    if (problem === 'type') {
      return setMessage({
        ok: false,
        text: t`Choose a PNG, JPEG, WebP or GIF picture, or an MP3, M4A, WebM or Ogg recording.`,
      })
    }
    if (problem === 'size') return setMessage({ ok: false, text: t`The file is over 10 MB.` })
    if (details.title_en.trim() === '' && details.title_ar.trim() === '') {
      return setMessage({ ok: false, text: t`Give it a title in English or Arabic.` })
    }
    setBusy(true)
    setMessage(null)
    try {
      await refreshAfterWrite(queryClient, [BANK_MEDIA_KEYS.all], () =>
        addBankMedia(user.id, file, {
          title_en: details.title_en.trim(),
          title_ar: details.title_ar.trim(),
          level: (details.level || null) as BankLevel | null,
          skill: (details.skill || null) as BankSkill | null,
          subject: (details.subject || null) as BankSubject | null,
        }),
      )
      setDetails({ title_en: '', title_ar: '', level: '', skill: '', subject: '' })
      if (fileRef.current) fileRef.current.value = ''
      setMessage({ ok: true, text: t`The file was added to the bank.` })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      setMessage({ ok: false, text: t`The file was not added: ${reason}` })
    } finally {
      setBusy(false)
    }
  }

  async function remove(item: BankMedia) {
    try {
      await refreshAfterWrite(queryClient, [BANK_MEDIA_KEYS.all], () => deleteBankMedia(item))
      setMessage({ ok: true, text: t`The file was deleted.` })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      setMessage({
        ok: false,
        text:
          error instanceof BankMediaInUse
            ? t`A quiz shows this file: take it out of the quiz first.`
            : t`The file was not deleted: ${reason}`,
      })
    }
    setConfirming(null)
  }

  const tag = (
    key: 'level' | 'skill' | 'subject',
    label: string,
    values: readonly string[],
    name: (value: string) => string,
  ) => (
    <div>
      <label htmlFor={`media-${key}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={`media-${key}`}
        value={details[key]}
        onChange={(event) => setDetails({ ...details, [key]: event.target.value })}
        className={`${input} h-11`}
      >
        <option value="">{t`None`}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {name(value)}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <section aria-labelledby="bank-media" className="mt-6 rounded-xl border border-slate-200 p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="bank-media" className="text-xl font-semibold text-slate-900">
          <Trans>Pictures and recordings</Trans>
        </h2>
        <button type="button" onClick={onClose} className="font-semibold text-blue-700 underline">
          <Trans>Close</Trans>
        </button>
      </div>
      <form
        onSubmit={add}
        noValidate
        aria-label={t`Add a picture or recording`}
        className="mt-4 grid gap-3 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <label htmlFor="media-file" className="block text-sm font-medium text-slate-800">
            <Trans>Picture or recording (up to 10 MB)</Trans>
          </label>
          <input
            id="media-file"
            ref={fileRef}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,audio/mpeg,audio/mp4,audio/webm,audio/ogg"
            className="mt-1 block text-sm"
          />
        </div>
        <div>
          <label htmlFor="media-title-en" className="block text-sm font-medium text-slate-800">
            <Trans>Title in English</Trans>
          </label>
          <input
            id="media-title-en"
            maxLength={200}
            value={details.title_en}
            onChange={(event) => setDetails({ ...details, title_en: event.target.value })}
            className={`${input} h-11`}
          />
        </div>
        <div>
          <label htmlFor="media-title-ar" className="block text-sm font-medium text-slate-800">
            <Trans>Title in Arabic</Trans>
          </label>
          <input
            id="media-title-ar"
            lang="ar"
            dir="rtl"
            maxLength={200}
            value={details.title_ar}
            onChange={(event) => setDetails({ ...details, title_ar: event.target.value })}
            className={`${input} h-11`}
          />
        </div>
        <div className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
          {tag('level', t`Level`, BANK_LEVELS, (level) => level)}
          {tag('skill', t`Skill`, BANK_SKILLS, (skill) => labels.skill(skill as BankSkill))}
          {tag('subject', t`Subject`, BANK_SUBJECTS, (subject) =>
            labels.subject(subject as BankSubject),
          )}
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={busy}
            className="inline-flex h-11 items-center rounded-xl bg-blue-700 px-5 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
          >
            {busy ? <Trans>Adding…</Trans> : <Trans>Add to the bank</Trans>}
          </button>
        </div>
      </form>
      <p
        role={message?.ok === false ? 'alert' : 'status'}
        className={`mt-3 text-sm ${message?.ok === false ? 'text-red-800' : 'text-green-800'}`}
      >
        {message?.text}
      </p>

      <label htmlFor="media-search" className="mt-4 block text-sm font-medium text-slate-800">
        <Trans>Search pictures and recordings</Trans>
      </label>
      <input
        id="media-search"
        type="search"
        maxLength={200}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        className={`${input} h-11 sm:max-w-sm`}
      />
      {media.error ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          <Trans>We could not load the pictures and recordings.</Trans> {media.error.message}
        </p>
      ) : (media.data ?? []).length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>No picture or recording matches.</Trans>
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(media.data ?? []).map((item) => {
            const title = item.title_en || item.title_ar
            return (
              <li key={item.id} className="rounded-lg border border-slate-200 p-3">
                <BankMediaView media={item} className="h-32 w-full" />
                <p className="mt-2 font-medium text-slate-900" dir="auto">
                  {title}
                </p>
                <p className="text-xs text-slate-600">
                  {[
                    item.level,
                    item.skill ? labels.skill(item.skill) : null,
                    item.subject ? labels.subject(item.subject) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {!(isAdmin || item.created_by === user?.id) ? null : confirming === item.id ? (
                  <span className="mt-2 flex flex-wrap gap-3 text-sm">
                    <Trans>Delete it?</Trans>
                    <button
                      type="button"
                      onClick={() => void remove(item)}
                      className="font-semibold text-red-700 underline"
                    >
                      <Trans>Yes, delete</Trans>
                    </button>
                    <button
                      type="button"
                      onClick={() => setConfirming(null)}
                      className="font-semibold text-blue-700 underline"
                    >
                      <Trans>Keep it</Trans>
                    </button>
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => setConfirming(item.id)}
                    className="mt-2 text-sm font-semibold text-red-700 underline"
                  >
                    <Trans>Delete</Trans>
                    <span className="sr-only"> {title}</span>
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
