import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { IconName } from '../../ui/icon'
import type { LessonKind, LessonState } from './lesson-states'

/** The icon of each lesson kind. */
export const KIND_ICONS: Readonly<Record<LessonKind, IconName>> = {
  video: 'play',
  reading: 'book',
  quiz: 'clipboard',
}

/** The icon of each lesson state (with its text: the state is never told by colour alone). */
export const STATE_ICONS: Readonly<Record<LessonState, IconName | null>> = {
  done: 'check',
  current: 'play',
  locked: 'lock',
  todo: null,
}

/** The translated names of lesson kinds and states. */
export function useLessonLabels() {
  const { t } = useLingui()
  const kinds: Record<LessonKind, string> = {
    video: t`Video`,
    reading: t`Reading`,
    quiz: t`Quiz`,
  }
  const states: Record<LessonState, string> = {
    done: t`Completed`,
    current: t`Up next`,
    locked: t`Premium — locked`,
    todo: t`Not started`,
  }
  return { kinds, states, lessonNavigation: t`Previous and next lesson` }
}

/** A lesson's length: whole minutes, or seconds under a minute. */
export function LessonDuration({ seconds }: { readonly seconds: number }) {
  if (seconds < 60) {
    const whole = Math.max(1, Math.round(seconds))
    return <Plural value={whole} one="# second" other="# seconds" />
  }
  const minutes = Math.round(seconds / 60)
  return <Plural value={minutes} one="# minute" other="# minutes" />
}

/** "Premium" badge text, shared by the header and the gate. */
export function PremiumBadge() {
  return (
    <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-slate-900">
      <Trans>Premium</Trans>
    </span>
  )
}
