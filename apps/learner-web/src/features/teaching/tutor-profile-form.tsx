import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { styles } from '../authoring/authoring-styles'
import { BilingualField } from '../authoring/bilingual-field'
import { BOOKING_SUBJECTS } from '../booking/booking-subjects'
import {
  type SavedTutorProfile,
  saveTutorProfile,
  TUTOR_LANGUAGES,
  type TutorProfile,
} from './tutor-profile'
import { useTeachingAction } from './use-teaching-action'

/** Every time zone the browser knows, Cairo first (Splendid's teachers are mostly in Egypt). */
function timeZones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return ['Africa/Cairo', ...all.filter((zone) => zone !== 'Africa/Cairo')]
}

function toggled(list: readonly string[], item: string, on: boolean): string[] {
  return on ? [...new Set([...list, item])] : list.filter((value) => value !== item)
}

/** Props of {@link TutorProfileForm}. */
export interface TutorProfileFormProps {
  readonly userId: string
  readonly defaultName: string
  readonly saved: SavedTutorProfile | null
  /** Called after a successful save. */
  readonly onSaved?: () => void
  readonly submitLabel?: string
}

/** The tutor profile learners see when they book, and the settings slots are offered with. */
export function TutorProfileForm({
  userId,
  defaultName,
  saved,
  onSaved,
  submitLabel,
}: TutorProfileFormProps) {
  const { t } = useLingui()
  const { run, busy, feedback } = useTeachingAction()
  const [profile, setProfile] = useState<TutorProfile>(
    saved ?? {
      name: defaultName,
      bio_en: '',
      bio_ar: '',
      subjects: [],
      languages: ['ar', 'en'],
      time_zone: 'Africa/Cairo',
      min_notice_hours: 12,
      horizon_weeks: 4,
    },
  )
  const languageNames: Record<(typeof TUTOR_LANGUAGES)[number], string> = {
    ar: t`Arabic`,
    en: t`English`,
    fr: t`French`,
    de: t`German`,
  }
  const set = (changes: Partial<TutorProfile>) =>
    setProfile((current) => ({ ...current, ...changes }))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const done = await run(
      () => saveTutorProfile(userId, profile, saved?.id ?? null),
      t`Your tutor profile was saved.`,
    )
    if (done) onSaved?.()
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label={t`Tutor profile`}>
      <div>
        <label htmlFor="tutor-name" className={styles.label}>
          <Trans>Name learners see</Trans>
        </label>
        <input
          id="tutor-name"
          className={styles.input}
          required
          maxLength={80}
          value={profile.name}
          disabled={busy}
          onChange={(event) => set({ name: event.target.value })}
        />
      </div>
      <BilingualField
        id="tutor-bio"
        label={<Trans>About you</Trans>}
        value={{ en: profile.bio_en, ar: profile.bio_ar }}
        onChange={(value) => set({ bio_en: value.en, bio_ar: value.ar })}
        multiline
        maxLength={2000}
        disabled={busy}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">
          <Trans>What you teach</Trans>
        </legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {BOOKING_SUBJECTS.map((subject) => (
            <label key={subject.id} className="flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                className="size-5"
                checked={profile.subjects.includes(subject.id)}
                disabled={busy}
                onChange={(event) =>
                  set({ subjects: toggled(profile.subjects, subject.id, event.target.checked) })
                }
              />
              {t(subject.name)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">
          <Trans>Languages you teach in</Trans>
        </legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {TUTOR_LANGUAGES.map((language) => (
            <label key={language} className="flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                className="size-5"
                checked={profile.languages.includes(language)}
                disabled={busy}
                onChange={(event) =>
                  set({ languages: toggled(profile.languages, language, event.target.checked) })
                }
              />
              {languageNames[language]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor="tutor-time-zone" className={styles.label}>
            <Trans>Your time zone</Trans>
          </label>
          <select
            id="tutor-time-zone"
            className={styles.input}
            value={profile.time_zone}
            disabled={busy}
            onChange={(event) => set({ time_zone: event.target.value })}
          >
            {timeZones().map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="tutor-notice" className={styles.label}>
            <Trans>Minimum notice (hours)</Trans>
          </label>
          <input
            id="tutor-notice"
            type="number"
            min={0}
            max={168}
            required
            className={styles.input}
            value={profile.min_notice_hours}
            disabled={busy}
            onChange={(event) => set({ min_notice_hours: Number(event.target.value) })}
          />
        </div>
        <div>
          <label htmlFor="tutor-horizon" className={styles.label}>
            <Trans>Offer classes this many weeks ahead</Trans>
          </label>
          <input
            id="tutor-horizon"
            type="number"
            min={1}
            max={12}
            required
            className={styles.input}
            value={profile.horizon_weeks}
            disabled={busy}
            onChange={(event) => set({ horizon_weeks: Number(event.target.value) })}
          />
        </div>
      </div>
      <div>
        <button type="submit" className={styles.primary} disabled={busy}>
          {submitLabel ?? (saved ? t`Save profile` : t`Create my tutor profile`)}
        </button>
        <ActionFeedbackLine feedback={feedback} />
      </div>
    </form>
  )
}
