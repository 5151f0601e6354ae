import { Trans, useLingui } from '@lingui/react/macro'
import { ActionFeedbackLine } from '../../ui/action-feedback-line'
import { createCourse } from './course-writes'
import { NewTitleForm } from './new-title-form'
import { useAuthoringAction } from './use-authoring-action'

/** Props of {@link NewCourseForm}. */
export interface NewCourseFormProps {
  readonly ownerId: string
  readonly instructorName: string
  readonly onCreated: (courseId: string) => void
}

/** Starts a course: its title in both languages makes a draft owned by the author. */
export function NewCourseForm({ ownerId, instructorName, onCreated }: NewCourseFormProps) {
  const { t } = useLingui()
  const { run, busy, feedback } = useAuthoringAction()
  return (
    <div>
      <NewTitleForm
        id="new-course"
        label={<Trans>New course title</Trans>}
        submitLabel={<Trans>Create draft course</Trans>}
        disabled={busy}
        onSubmit={(title) =>
          run(async () => {
            const id = await createCourse({
              title_en: title.en,
              title_ar: title.ar,
              instructor_name: instructorName,
              ownerId,
            })
            onCreated(id)
          }, t`The draft course was created.`)
        }
      />
      <ActionFeedbackLine feedback={feedback} />
    </div>
  )
}
