import { Trans } from '@lingui/react/macro'
import { Link, useNavigate, useParams } from 'react-router'
import { PageContainer } from '../../ui/page-container'
import { CourseEditor } from '../authoring/course-editor'
import { CourseLearners } from './course-learners'
import { TeacherOnly } from './teacher-only'
import { TEACHING_PATH } from './teaching-paths'

/** One of the teacher's courses (/teach/courses/:courseId): the course editor, then its learners. */
export function TeachingCoursePage() {
  const { courseId = '' } = useParams()
  const navigate = useNavigate()
  return (
    <TeacherOnly>
      <PageContainer>
        <Link to={TEACHING_PATH} className="text-sm font-semibold text-blue-800 hover:underline">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          <Trans>Your courses</Trans>
        </Link>
        <h1 className="mt-3 text-3xl font-bold text-slate-900">
          <Trans>Course editor</Trans>
        </h1>
        <CourseEditor key={courseId} courseId={courseId} onDeleted={() => navigate(TEACHING_PATH)}>
          <CourseLearners courseId={courseId} />
        </CourseEditor>
      </PageContainer>
    </TeacherOnly>
  )
}
