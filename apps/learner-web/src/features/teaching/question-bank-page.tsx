import { ContentBankPage } from '../content-bank/content-bank-page'
import { TeacherOnly } from './teacher-only'
import { TeachingNav } from './teaching-nav'

/**
 * The content bank for teachers (/teach/question-bank): the same shared bank admins see at
 * /admin/content-bank; a teacher changes and deletes only the questions they wrote, and the
 * placement test's questions stay the admins'.
 */
export function QuestionBankPage() {
  return (
    <TeacherOnly>
      <ContentBankPage nav={<TeachingNav />} />
    </TeacherOnly>
  )
}
