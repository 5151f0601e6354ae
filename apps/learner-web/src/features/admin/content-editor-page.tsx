import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { CourseRow } from '../../lib/course-row'
import { COURSES_QUERY_KEY, useCourses } from '../../lib/use-courses'
import { type CourseTexts, updateCourseTexts } from './update-course-texts'

const inputClass =
  'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700'

type Feedback = { readonly kind: 'ok' | 'error'; readonly text: string } | null

function textsOf(row: CourseRow): CourseTexts {
  return {
    title_en: row.title_en,
    title_ar: row.title_ar,
    description_en: row.description_en,
    description_ar: row.description_ar,
  }
}

/** Content Editor (/admin/content, admins only): edit course titles and descriptions. */
export function ContentEditorPage() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const { data: courses = [], isPending, error } = useCourses()
  const selectedId = params.get('course') ?? courses[0]?.id ?? null
  const selected = courses.find((course) => course.id === selectedId) ?? null
  const [texts, setTexts] = useState<CourseTexts | null>(null)
  const [busy, setBusy] = useState(false)
  const [feedback, setFeedback] = useState<Feedback>(null)

  const [editingId, setEditingId] = useState<string | null>(null)

  // Load the form when another course is chosen; a background refresh of the same course (e.g.
  // after saving) must not overwrite what the admin is typing or hide the save message.
  useEffect(() => {
    if (selected === null) {
      setTexts(null)
      setEditingId(null)
    } else if (selected.id !== editingId) {
      setTexts(textsOf(selected))
      setEditingId(selected.id)
      setFeedback(null)
    }
  }, [selected, editingId])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!selected || !texts) return
    setBusy(true)
    setFeedback(null)
    try {
      await updateCourseTexts(selected.id, texts)
      await queryClient.invalidateQueries({ queryKey: COURSES_QUERY_KEY })
      setFeedback({ kind: 'ok', text: t`The course was saved.` })
    } catch (cause) {
      setFeedback({
        kind: 'error',
        text: t`The server refused the change: ${cause instanceof Error ? cause.message : String(cause)}`,
      })
    } finally {
      setBusy(false)
    }
  }

  function field(name: keyof CourseTexts, label: string, multiline: boolean, lang: 'en' | 'ar') {
    const id = `editor-${name}`
    const value = texts?.[name] ?? ''
    const onChange = (next: string) =>
      setTexts((current) => (current ? { ...current, [name]: next } : current))
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {multiline ? (
          <textarea
            id={id}
            lang={lang}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
            rows={4}
            required
            value={value}
            disabled={busy}
            onChange={(event) => onChange(event.target.value)}
            className={inputClass}
          />
        ) : (
          <input
            id={id}
            lang={lang}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
            required
            value={value}
            disabled={busy}
            onChange={(event) => onChange(event.target.value)}
            className={inputClass}
          />
        )}
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Content Editor</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>
          Edit the titles and descriptions learners see in the catalogue, in English and Arabic.
        </Trans>
      </p>
      {isPending ? (
        <p role="status" className="mt-6 text-slate-600">
          <Trans>Loading courses…</Trans>
        </p>
      ) : error ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-red-800">
          <Trans>We could not load the courses.</Trans> {error.message}
        </p>
      ) : courses.length === 0 ? (
        <p className="mt-6 text-slate-600">
          <Trans>There are no courses yet.</Trans>
        </p>
      ) : (
        <div className="mt-8 grid gap-6 md:grid-cols-[16rem_1fr]">
          <nav aria-label={t`Courses`}>
            <ul className="space-y-1">
              {courses.map((course) => (
                <li key={course.id}>
                  <button
                    type="button"
                    aria-current={course.id === selectedId ? 'true' : undefined}
                    onClick={() => setParams({ course: course.id })}
                    className={`w-full rounded-lg px-3 py-2 text-start text-sm ${
                      course.id === selectedId
                        ? 'bg-blue-700 font-semibold text-white'
                        : 'text-slate-800 hover:bg-slate-100'
                    }`}
                  >
                    {course.title_en}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {selected && texts ? (
            <form onSubmit={onSubmit} className="space-y-4 rounded-xl border border-slate-200 p-5">
              <h2 className="text-xl font-semibold text-slate-900">{selected.title_en}</h2>
              {field('title_en', t`Title (English)`, false, 'en')}
              {field('title_ar', t`Title (Arabic)`, false, 'ar')}
              {field('description_en', t`Description (English)`, true, 'en')}
              {field('description_ar', t`Description (Arabic)`, true, 'ar')}
              <div className="flex gap-3">
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded-xl bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 disabled:bg-slate-300"
                >
                  {busy ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    setTexts(textsOf(selected))
                    setFeedback(null)
                  }}
                  className="rounded-xl border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
                >
                  <Trans>Discard changes</Trans>
                </button>
              </div>
              {feedback ? (
                <p
                  role={feedback.kind === 'error' ? 'alert' : 'status'}
                  className={`rounded-lg p-3 text-sm ${
                    feedback.kind === 'error'
                      ? 'bg-red-50 text-red-800'
                      : 'bg-emerald-50 text-emerald-800'
                  }`}
                >
                  {feedback.text}
                </p>
              ) : null}
            </form>
          ) : null}
        </div>
      )}
    </div>
  )
}
