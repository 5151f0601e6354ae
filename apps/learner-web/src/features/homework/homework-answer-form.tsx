import { Trans } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useAuth } from '../auth/use-auth'
import { HOMEWORK_ANSWER_MAX_LENGTH, homeworkErrors } from './homework-error'
import { HomeworkErrorMessage } from './homework-error-message'
import {
  type AttachmentProblem,
  attachmentName,
  attachmentProblem,
  HOMEWORK_FILE_TYPES,
  uploadHomeworkFiles,
} from './homework-files'
import { useSubmitHomework } from './homework-queries'

/** Props of {@link HomeworkAnswerForm}. */
export interface HomeworkAnswerFormProps {
  readonly assignmentId: string
  /** The answer handed in before (replacing it), or '' for a first answer. */
  readonly initialAnswer: string
  /** The files handed in before, kept unless removed. */
  readonly initialAttachments?: readonly string[]
  /** Called once the database has accepted the answer. */
  readonly onSubmitted: () => void
  /** Closes the form without sending anything. */
  readonly onCancel: () => void
}

/**
 * The answer form of one assignment: a labelled textarea, a validation message for a blank
 * answer, 'Submitting...' while the answer is on its way and the database's refusal in a red
 * alert. The typed answer stays in the box whatever goes wrong.
 *
 * @example
 * ```tsx
 * <HomeworkAnswerForm assignmentId={a.id} initialAnswer="" onSubmitted={close} onCancel={close} />
 * ```
 */
export function HomeworkAnswerForm({
  assignmentId,
  initialAnswer,
  initialAttachments = [],
  onSubmitted,
  onCancel,
}: HomeworkAnswerFormProps) {
  const { user } = useAuth()
  const filesId = useId()
  const [kept, setKept] = useState<readonly string[]>(initialAttachments)
  const [files, setFiles] = useState<readonly File[]>([])
  const [fileProblem, setFileProblem] = useState<AttachmentProblem | 'upload' | null>(null)
  const [uploading, setUploading] = useState(false)
  const fieldId = useId()
  const hintId = useId()
  const problemId = useId()
  const fieldRef = useRef<HTMLTextAreaElement>(null)
  const [answer, setAnswer] = useState(initialAnswer)
  const [problem, setProblem] = useState<'blank' | 'too_long' | null>(null)
  const submit = useSubmitHomework()
  const busy = submit.isPending || uploading

  useEffect(() => {
    fieldRef.current?.focus()
  }, [])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const trimmed = answer.trim()
    const found =
      trimmed === '' ? 'blank' : trimmed.length > HOMEWORK_ANSWER_MAX_LENGTH ? 'too_long' : null
    setProblem(found)
    if (found !== null) {
      fieldRef.current?.focus()
      return
    }
    if (!user) return
    setUploading(true)
    setFileProblem(null)
    uploadHomeworkFiles(assignmentId, user.id, files)
      .then((uploaded) => {
        submit.mutate(
          { assignmentId, answer, attachmentPaths: [...kept, ...uploaded] },
          { onSuccess: onSubmitted },
        )
      })
      .catch(() => setFileProblem('upload'))
      .finally(() => setUploading(false))
  }

  function onFiles(list: FileList | null) {
    const chosen = Array.from(list ?? [])
    const found = attachmentProblem(chosen, kept.length)
    setFileProblem(found)
    setFiles(found === null ? chosen : [])
  }

  const describedBy = problem === null ? hintId : `${hintId} ${problemId}`

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-2">
      <label htmlFor={fieldId} className="font-semibold text-slate-900">
        <Trans>Your answer</Trans>
      </label>
      <textarea
        ref={fieldRef}
        id={fieldId}
        value={answer}
        onChange={(event) => {
          setAnswer(event.target.value)
          if (problem === 'blank' && event.target.value.trim() !== '') setProblem(null)
        }}
        readOnly={busy}
        required
        rows={6}
        aria-invalid={problem !== null}
        aria-describedby={describedBy}
        className="w-full rounded-xl border border-slate-300 p-3 text-start text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 aria-invalid:border-red-600"
      />
      <p id={hintId} className="text-sm text-slate-600">
        <Trans>Up to 5,000 characters.</Trans>
      </p>
      {problem !== null ? (
        <p id={problemId} className="text-sm font-semibold text-red-700">
          {problem === 'blank' ? (
            <Trans>Write your answer before you submit it.</Trans>
          ) : (
            <Trans>Your answer is too long. Keep it under 5,000 characters.</Trans>
          )}
        </p>
      ) : null}
      <label htmlFor={filesId} className="mt-2 font-semibold text-slate-900">
        <Trans>Attach files (optional)</Trans>
      </label>
      <input
        id={filesId}
        type="file"
        multiple
        accept={HOMEWORK_FILE_TYPES.join(',')}
        disabled={busy}
        onChange={(event) => onFiles(event.target.files)}
        className="text-sm"
      />
      <p className="text-sm text-slate-600">
        <Trans>Up to 3 files of 10 MB each: PDF, Word, pictures, text or audio.</Trans>
      </p>
      {kept.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {kept.map((path) => (
            <li key={path} className="flex items-center gap-2">
              <span>{attachmentName(path)}</span>
              <button
                type="button"
                className="text-red-800 underline"
                onClick={() => setKept(kept.filter((item) => item !== path))}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {fileProblem !== null ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {fileProblem === 'too-many' ? (
            <Trans>Attach at most 3 files.</Trans>
          ) : fileProblem === 'too-large' ? (
            <Trans>A file is larger than 10 MB. Choose a smaller one.</Trans>
          ) : fileProblem === 'wrong-type' ? (
            <Trans>
              This type of file cannot be attached. Choose a PDF, Word document, picture, text or
              audio file.
            </Trans>
          ) : (
            <Trans>Your files could not be uploaded, so nothing was handed in. Try again.</Trans>
          )}
        </p>
      ) : null}
      {submit.error ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <HomeworkErrorMessage error={homeworkErrors.as(submit.error)} />
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded-xl bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
        >
          {busy ? <Trans>Submitting...</Trans> : <Trans>Submit answer</Trans>}
        </button>
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          className="rounded-xl border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  )
}
