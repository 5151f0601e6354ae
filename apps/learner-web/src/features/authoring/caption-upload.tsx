import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { styles } from './authoring-styles'
import { captionsAsWebVtt } from './captions'
import type { CourseDraft, LessonDraft } from './course-draft'
import { saveLessonContent } from './lesson-content-writes'
import { COURSE_MEDIA_BUCKET, uploadWithProgress } from './media-files'
import { useAuthoringAction } from './use-authoring-action'

/** Props of {@link CaptionUpload}. */
export interface CaptionUploadProps {
  readonly course: CourseDraft
  readonly lesson: LessonDraft
  readonly lang: 'en' | 'ar'
}

/**
 * The captions of a video lesson in one language: a WebVTT or SubRip file (converted to WebVTT
 * here), stored beside the video and kept as the lesson's transcript for search and the tutor.
 */
export function CaptionUpload({ course, lesson, lang }: CaptionUploadProps) {
  const { t } = useLingui()
  const inputId = useId()
  const { run, busy, feedback, setFeedback } = useAuthoringAction()
  const current = lang === 'en' ? lesson.content.caption_en_path : lesson.content.caption_ar_path
  const language = lang === 'en' ? t`English` : t`Arabic`

  async function onFile(file: File) {
    const result = captionsAsWebVtt(await file.text())
    if (!result.ok) {
      setFeedback({
        kind: 'error',
        text:
          result.problem === 'too-large'
            ? t`The caption file is larger than 1 MB.`
            : t`This is not a WebVTT or SubRip caption file: no timed caption was found in it.`,
      })
      return
    }
    const path = `${course.slug}/${lesson.slug}.${lang}.vtt`
    const { vtt, cueCount } = result
    await run(async () => {
      await uploadWithProgress({
        bucket: COURSE_MEDIA_BUCKET,
        path,
        body: new Blob([vtt], { type: 'text/vtt' }),
        contentType: 'text/vtt',
      })
      await saveLessonContent(
        lesson.id,
        lang === 'en'
          ? { caption_en_path: path, transcript_en: vtt }
          : { caption_ar_path: path, transcript_ar: vtt },
      )
    }, t`The ${language} captions were saved (${cueCount} captions).`)
  }

  return (
    <div>
      <h3 className="font-semibold text-slate-900">
        {lang === 'en' ? <Trans>English captions</Trans> : <Trans>Arabic captions</Trans>}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {current ? <Trans>Uploaded: {current}</Trans> : <Trans>None yet.</Trans>}
      </p>
      <label htmlFor={inputId} className={`${styles.label} mt-2`}>
        {lang === 'en' ? (
          <Trans>Choose the English captions (WebVTT or SRT)</Trans>
        ) : (
          <Trans>Choose the Arabic captions (WebVTT or SRT)</Trans>
        )}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".vtt,.srt,text/vtt"
        disabled={busy}
        className="mt-2 block text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void onFile(file)
        }}
      />
      <ActionFeedbackLine feedback={feedback} />
    </div>
  )
}
