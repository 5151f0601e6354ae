import { useLingui } from '@lingui/react/macro'
import { useCefrLabels } from '../../ui/cefr-labels'
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
  const levels: Record<CourseLevel, string> = useCefrLabels().names
  const sorts: Record<CatalogSort, string> = {
    popular: t`Most popular`,
    rating: t`Highest rated`,
    newest: t`Newest`,
  }
  return { subjects, levels, sorts }
}
