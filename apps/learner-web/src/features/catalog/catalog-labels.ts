import { useLingui } from '@lingui/react/macro'
import type { CatalogSort, CourseLevel, CourseSubject } from './catalog-query'

/** The catalogue's option labels in the interface language. */
export function useCatalogLabels() {
  const { t } = useLingui()
  const subjects: Record<CourseSubject, string> = {
    english: t`English`,
    arabic: t`Arabic`,
    french: t`French`,
    german: t`German`,
    math: t`Mathematics`,
    science: t`Science`,
    computing: t`Computing`,
  }
  const levels: Record<CourseLevel, string> = {
    A1: t`A1 · Beginner`,
    A2: t`A2 · Elementary`,
    B1: t`B1 · Intermediate`,
    B2: t`B2 · Upper intermediate`,
    C1: t`C1 · Advanced`,
  }
  const sorts: Record<CatalogSort, string> = {
    popular: t`Most popular`,
    rating: t`Highest rated`,
    newest: t`Newest`,
  }
  return { subjects, levels, sorts }
}
