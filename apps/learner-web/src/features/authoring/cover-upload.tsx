import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { coverRenditionName } from '../../lib/cover-sources'
import { publicObjectUrl } from '../../lib/public-object-url'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { ProgressBar } from '../../ui/progress-bar'
import { styles } from './authoring-styles'
import type { CourseDraft } from './course-draft'
import { saveCoverPath } from './course-writes'
import { CoverImageError, type CoverRendition, coverRenditionsAsWebp } from './cover-image'
import { COURSE_COVERS_BUCKET, uploadWithProgress } from './media-files'
import { useAuthoringAction } from './use-authoring-action'

/** The course's cover: the current picture and a way to replace it (cropped and resized here). */
export function CoverUpload({ course }: { readonly course: CourseDraft }) {
  const { t } = useLingui()
  const inputId = useId()
  const { run, busy, feedback, setFeedback } = useAuthoringAction()
  const [progress, setProgress] = useState<number | null>(null)

  async function onFile(file: File) {
    let renditions: CoverRendition[]
    try {
      renditions = await coverRenditionsAsWebp(file)
    } catch (cause) {
      const tooLarge = cause instanceof CoverImageError && cause.problem === 'too-large'
      setFeedback({
        kind: 'error',
        text: tooLarge
          ? t`The picture is larger than 15 MB. Choose a smaller one.`
          : t`This file is not a picture we can read. Choose a JPEG, PNG or WebP image.`,
      })
      return
    }
    // Every width is stored before the course points at the largest, whose name tells cards
    // which others exist.
    const total = renditions.reduce((sum, rendition) => sum + rendition.blob.size, 0)
    const largest = renditions.at(-1)?.width ?? 0
    setProgress(0)
    await run(async () => {
      let sent = 0
      for (const rendition of renditions) {
        await uploadWithProgress({
          bucket: COURSE_COVERS_BUCKET,
          path: coverRenditionName(course.slug, rendition.width),
          body: rendition.blob,
          contentType: 'image/webp',
          onProgress: (fraction) =>
            setProgress(((sent + fraction * rendition.blob.size) / total) * 100),
        })
        sent += rendition.blob.size
      }
      await saveCoverPath(course.id, coverRenditionName(course.slug, largest))
    }, t`The cover was saved.`)
    setProgress(null)
  }

  return (
    <section className={styles.card} aria-labelledby="cover-title">
      <h2 id="cover-title" className="text-lg font-semibold text-slate-900">
        <Trans>Cover image</Trans>
      </h2>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        {course.cover_path ? (
          <img
            src={`${publicObjectUrl(COURSE_COVERS_BUCKET, course.cover_path)}?v=${encodeURIComponent(course.updated_at)}`}
            alt={t`The current cover`}
            width={320}
            height={180}
            className="aspect-video w-80 max-w-full rounded-lg object-cover"
          />
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>No cover yet: the catalogue shows a coloured card instead.</Trans>
          </p>
        )}
        <div>
          <label htmlFor={inputId} className={styles.label}>
            <Trans>Choose a picture (it is cropped to 16:9 and resized to 1280 × 720)</Trans>
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            className="mt-2 block text-sm"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void onFile(file)
            }}
          />
          {progress !== null ? (
            <ProgressBar
              label={t`Cover upload`}
              percent={progress}
              className="mt-3 h-2 w-64 bg-slate-200"
              fillClassName="bg-blue-700"
            />
          ) : null}
          <ActionFeedbackLine feedback={feedback} />
        </div>
      </div>
    </section>
  )
}
