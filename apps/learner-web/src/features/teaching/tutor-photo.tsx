import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type ChangeEvent, useId, useState } from 'react'
import { publicObjectUrl } from '../../lib/public-object-url'
import { supabase } from '../../lib/supabase-client'
import type { ActionFeedback } from '../../lib/use-write-action'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { styles } from '../authoring/authoring-styles'
import { CoverImageError, coverAsWebp } from '../authoring/cover-image'
import { teachingErrors } from './teaching-error'
import { type SavedTutorProfile, TEACHING_KEYS } from './tutor-profile'

/** The public bucket of tutors' photos. */
export const TUTOR_PHOTOS_BUCKET = 'tutor-photos'
const PHOTO_SIZE = { width: 400, height: 400 } as const

async function setPhotoPath(tutorId: string, path: string | null) {
  const { error } = await supabase.from('tutors').update({ photo_path: path }).eq('id', tutorId)
  if (error) throw teachingErrors.from(error)
}

/**
 * The tutor's photo learners see when they book: chosen from any picture, cropped to a square
 * and resized to 400 px WebP in the browser, stored in the teacher's own folder of
 * 'tutor-photos' (Storage policies refuse any other folder); the previous file is removed.
 */
export function TutorPhoto({
  userId,
  profile,
}: {
  readonly userId: string
  readonly profile: SavedTutorProfile
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const inputId = useId()
  const [busy, setBusy] = useState(false)
  const [feedback, setFeedback] = useState<ActionFeedback>(null)
  const current = profile.photo_path

  async function change(next: () => Promise<string | null>, done: string) {
    setBusy(true)
    setFeedback(null)
    try {
      const path = await next()
      await setPhotoPath(profile.id, path)
      if (current !== null && current !== path) {
        // The old file is only clutter now; a failure here changes nothing for learners.
        await supabase.storage.from(TUTOR_PHOTOS_BUCKET).remove([current])
      }
      setFeedback({ kind: 'ok', text: done })
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause)
      const message =
        cause instanceof CoverImageError
          ? cause.problem === 'too-large'
            ? t`The picture is too large (15 MB at most).`
            : t`This file is not a picture.`
          : t`The photo was not saved: ${reason}`
      setFeedback({ kind: 'error', text: message })
    } finally {
      await queryClient.invalidateQueries({ queryKey: TEACHING_KEYS.all })
      setBusy(false)
    }
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    void change(async () => {
      const photo = await coverAsWebp(file, PHOTO_SIZE)
      const path = `${userId}/photo-${Date.now()}.webp`
      const { error } = await supabase.storage
        .from(TUTOR_PHOTOS_BUCKET)
        .upload(path, photo, { contentType: 'image/webp' })
      if (error) throw new Error(error.message)
      return path
    }, t`Your photo was saved.`)
  }

  return (
    <div className="mt-6 flex flex-wrap items-center gap-4 border-t border-slate-200 pt-5">
      {current ? (
        <img
          src={publicObjectUrl(TUTOR_PHOTOS_BUCKET, current)}
          alt={profile.name}
          width={96}
          height={96}
          className="size-24 rounded-full object-cover"
        />
      ) : (
        <span className="flex size-24 items-center justify-center rounded-full bg-slate-100 text-center text-xs text-slate-600">
          <Trans>No photo yet</Trans>
        </span>
      )}
      <div>
        <label htmlFor={inputId} className={`${styles.secondary} cursor-pointer`}>
          {current ? <Trans>Change the photo</Trans> : <Trans>Add a photo</Trans>}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={busy}
          onChange={onChoose}
        />
        {current ? (
          <button
            type="button"
            className={`${styles.small} ms-2`}
            disabled={busy}
            onClick={() => void change(async () => null, t`Your photo was removed.`)}
          >
            <Trans>Remove the photo</Trans>
          </button>
        ) : null}
        <p className="mt-1 text-xs text-slate-600">
          <Trans>Any picture: it is cropped to a square around its centre.</Trans>
        </p>
        <ActionFeedbackLine feedback={feedback} />
      </div>
    </div>
  )
}
