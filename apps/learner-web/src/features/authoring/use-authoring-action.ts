import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { COURSES_QUERY_KEY } from '../../lib/use-courses'
import { useWriteAction } from '../../lib/use-write-action'
import { authoringErrors } from './authoring-error'
import { AUTHORING_KEYS } from './authoring-queries'
import { UploadError } from './media-files'

/** The message of a failed authoring action, in the interface language. */
export function useAuthoringFailureText() {
  const { t } = useLingui()
  return useCallback(
    (cause: unknown): string => {
      if (cause instanceof UploadError) {
        switch (cause.failure) {
          case 'too-large':
            return t`The file is too large: ${cause.message}`
          case 'wrong-type':
            return t`This type of file is not accepted here: ${cause.message}`
          case 'network':
            return t`The upload stopped because the connection was lost. Try again.`
          case 'aborted':
            return t`The upload was stopped.`
          default:
            return t`The server refused the file: ${cause.message}`
        }
      }
      const error = authoringErrors.as(cause)
      switch (error.code) {
        case 'authoring_course_incomplete':
          return t`The course cannot be published yet: complete what the checklist lists.`
        case 'authoring_slug_fixed':
          return t`A course's address cannot change once it is created.`
        case 'authoring_course_has_learners':
          return t`Learners are enrolled in this course, so it cannot be deleted. Unpublish it instead: they keep their access.`
        case 'authoring_order_invalid':
          return t`The outline changed meanwhile. Reload the page and try again.`
        case 'authoring_quiz_invalid':
          return t`The quiz was not saved: ${error.message}`
        default:
          return t`The server refused the change: ${error.message}`
      }
    },
    [t],
  )
}

const AUTHORING_REFRESH = [AUTHORING_KEYS.all, COURSES_QUERY_KEY]

/** Authoring writes ({@link useWriteAction}): the course's reads and the course lists refreshed. */
export function useAuthoringAction() {
  return useWriteAction(useAuthoringFailureText(), AUTHORING_REFRESH)
}
