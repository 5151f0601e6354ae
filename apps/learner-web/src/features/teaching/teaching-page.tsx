import { Trans } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { displayName } from '../../lib/display-name'
import { PageContainer } from '../../ui/page-container'
import { useAuth } from '../auth/use-auth'
import { AuthoredCourseList } from '../authoring/authored-course-list'
import { NewCourseForm } from '../authoring/new-course-form'
import { TeacherOnly } from './teacher-only'
import { TeachingNav } from './teaching-nav'
import { teachingCoursePath } from './teaching-paths'

/** The teaching workspace (/teach): the teacher's courses, drafts included, and a new one. */
export function TeachingPage() {
  const { user } = useAuth()
  const navigate = useNavigate()
  return (
    <TeacherOnly>
      <PageContainer>
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Teaching</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>
            Write your courses in English and Arabic, then publish them for your learners.
          </Trans>
        </p>
        <TeachingNav />
        <section aria-labelledby="my-courses-title" className="mt-8">
          <h2 id="my-courses-title" className="mb-3 text-xl font-semibold text-slate-900">
            <Trans>Your courses</Trans>
          </h2>
          {user ? <AuthoredCourseList ownerId={user.id} editPath={teachingCoursePath} /> : null}
        </section>
        {user ? (
          <section
            aria-labelledby="new-course-title"
            className="mt-8 rounded-xl border border-slate-200 p-5"
          >
            <h2 id="new-course-title" className="mb-3 text-xl font-semibold text-slate-900">
              <Trans>New course</Trans>
            </h2>
            <NewCourseForm
              ownerId={user.id}
              instructorName={displayName(user)}
              onCreated={(id) => navigate(teachingCoursePath(id))}
            />
          </section>
        ) : null}
      </PageContainer>
    </TeacherOnly>
  )
}
