import { Trans } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { displayName } from '../../lib/display-name'
import { PageContainer } from '../../ui/page-container'
import { useAuth } from '../auth/use-auth'
import { AuthoredCourseList } from '../authoring/authored-course-list'
import { CourseEditor } from '../authoring/course-editor'
import { NewCourseForm } from '../authoring/new-course-form'

/**
 * Content Editor (/admin/content, admins only): every course — drafts included — and the course
 * editor teachers use on their own courses, here for any course (`?course=<id>`).
 */
export function ContentEditorPage() {
  const { user } = useAuth()
  const [params, setParams] = useSearchParams()
  const selectedId = params.get('course')
  const editPath = (courseId: string) => `/admin/content?course=${encodeURIComponent(courseId)}`

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Content Editor</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>
          Every course of Splendid, drafts included: write and publish them in English and Arabic.
        </Trans>{' '}
        <Link to="/admin/inbox" className="text-brand-700 underline">
          <Trans>Inbox: contact messages and the newsletter</Trans>
        </Link>
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <div className="space-y-6">
          <section aria-labelledby="all-courses-title">
            <h2 id="all-courses-title" className="mb-3 text-lg font-semibold text-slate-900">
              <Trans>All courses</Trans>
            </h2>
            <AuthoredCourseList ownerId={null} editPath={editPath} currentId={selectedId} />
          </section>
          {user ? (
            <section
              aria-labelledby="new-course-title"
              className="rounded-xl border border-slate-200 p-4"
            >
              <h2 id="new-course-title" className="mb-3 text-lg font-semibold text-slate-900">
                <Trans>New course</Trans>
              </h2>
              <NewCourseForm
                ownerId={user.id}
                instructorName={displayName(user)}
                onCreated={(id) => setParams({ course: id })}
              />
            </section>
          ) : null}
        </div>
        <div>
          {selectedId ? (
            <CourseEditor key={selectedId} courseId={selectedId} onDeleted={() => setParams({})} />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
              <Trans>Choose a course to edit it, or create a new one.</Trans>
            </p>
          )}
        </div>
      </div>
    </PageContainer>
  )
}
