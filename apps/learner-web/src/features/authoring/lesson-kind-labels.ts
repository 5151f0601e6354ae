import { useLingui } from '@lingui/react/macro'
import type { LessonKind } from './course-draft'

/** The names of the lesson kinds in the interface language. */
export function useLessonKindLabels(): Record<LessonKind, string> {
  const { t } = useLingui()
  return { video: t`Video`, reading: t`Reading`, quiz: t`Quiz` }
}
