import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '@splendid/i18n'
import { useId, useRef, useState } from 'react'
import { useLocale } from '../../lib/use-locale'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { ProgressBar } from '../../ui/progress-bar'
import { styles } from './authoring-styles'
import { CaptionUpload } from './caption-upload'
import type { CourseDraft, LessonDraft } from './course-draft'
import { saveLessonContent } from './lesson-content-writes'
import { COURSE_MEDIA_BUCKET, removeObjects } from './media-files'
import { updateLesson } from './outline-writes'
import { uploadResumable } from './resumable-upload'
import { useAuthoringAction } from './use-authoring-action'
import { MAX_VIDEO_BYTES, videoDurationSeconds, videoExtension } from './video-file'

/** Props of {@link VideoLessonEditor}. */
export interface VideoLessonEditorProps {
  readonly course: CourseDraft
  readonly lesson: LessonDraft
}

/**
 * A video lesson's media: the video (WebM or MP4, uploaded resumably with a progress bar: a
 * failed or interrupted upload continues where it stopped) and its English and Arabic captions,
 * which also become its transcript.
 */
export function VideoLessonEditor({ course, lesson }: VideoLessonEditorProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const inputId = useId()
  const { run, busy, feedback, setFeedback } = useAuthoringAction()
  const [progress, setProgress] = useState<number | null>(null)
  const [failed, setFailed] = useState<File | null>(null)
  const abort = useRef<AbortController | null>(null)

  async function upload(file: File) {
    const extension = videoExtension(file.type)
    if (extension === null) {
      setFeedback({ kind: 'error', text: t`Choose a WebM or MP4 video.` })
      return
    }
    if (file.size > MAX_VIDEO_BYTES) {
      setFeedback({
        kind: 'error',
        text: t`The video is larger than 500 MB. Choose a smaller file.`,
      })
      return
    }
    const path = `${course.slug}/${lesson.slug}.${extension}`
    const controller = new AbortController()
    abort.current = controller
    setFailed(null)
    setProgress(0)
    const done = await run(async () => {
      const seconds = await videoDurationSeconds(file).catch(() => lesson.duration_seconds)
      await uploadResumable({
        bucket: COURSE_MEDIA_BUCKET,
        path,
        body: file,
        contentType: file.type,
        signal: controller.signal,
        onProgress: (fraction) => setProgress(fraction * 100),
      })
      await saveLessonContent(lesson.id, { video_path: path })
      await updateLesson(lesson.id, { duration_seconds: seconds })
      const previous = lesson.content.video_path
      if (previous !== null && previous !== path)
        await removeObjects(COURSE_MEDIA_BUCKET, [previous])
    }, t`The video was uploaded.`)
    abort.current = null
    setProgress(null)
    if (!done) setFailed(file)
  }

  const percent = progress === null ? 0 : Math.round(progress)
  return (
    <div className="space-y-6">
      <div>
        <h3 className="font-semibold text-slate-900">
          <Trans>Video</Trans>
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          {lesson.content.video_path ? (
            <Trans>Uploaded: {lesson.content.video_path}</Trans>
          ) : (
            <Trans>No video yet.</Trans>
          )}
        </p>
        <label htmlFor={inputId} className={`${styles.label} mt-3`}>
          {lesson.content.video_path ? (
            <Trans>Replace the video (WebM or MP4, up to 500 MB)</Trans>
          ) : (
            <Trans>Choose the video (WebM or MP4, up to 500 MB)</Trans>
          )}
        </label>
        <input
          id={inputId}
          type="file"
          accept="video/webm,video/mp4"
          disabled={busy}
          className="mt-2 block text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void upload(file)
          }}
        />
        {progress !== null ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <ProgressBar
              label={t`Video upload`}
              percent={percent}
              className="h-2.5 w-64 bg-slate-200"
              fillClassName="bg-blue-700"
            />
            <span className="text-sm text-slate-700">{formatNumber(percent, locale)} %</span>
            <button type="button" className={styles.small} onClick={() => abort.current?.abort()}>
              <Trans>Stop upload</Trans>
            </button>
          </div>
        ) : null}
        <ActionFeedbackLine feedback={feedback} />
        {failed !== null && !busy ? (
          <button
            type="button"
            className={`${styles.small} mt-2`}
            onClick={() => void upload(failed)}
          >
            <Trans>Resume the upload</Trans>
          </button>
        ) : null}
      </div>
      <CaptionUpload course={course} lesson={lesson} lang="en" />
      <CaptionUpload course={course} lesson={lesson} lang="ar" />
    </div>
  )
}
