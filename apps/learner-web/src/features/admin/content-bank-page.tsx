import { Trans, useLingui } from '@lingui/react/macro'
import { type Difficulty, isDifficulty } from '@splendid/domain'
import { useState } from 'react'
import { Link } from 'react-router'
import { useCourses } from '../../lib/use-courses'

/** Content bank (/admin/content-bank, admins only): every course at a glance, searchable. */
export function ContentBankPage() {
  const { t, i18n } = useLingui()
  const { data: courses = [], isPending, error } = useCourses()
  const [search, setSearch] = useState('')
  const needle = search.trim().toLocaleLowerCase()
  const shown = courses.filter(
    (course) =>
      needle === '' ||
      [course.title_en, course.title_ar, course.instructor_name, course.slug].some((text) =>
        text.toLocaleLowerCase().includes(needle),
      ),
  )
  const difficultyLabels: Record<Difficulty, string> = {
    beginner: t`Beginner`,
    intermediate: t`Intermediate`,
    advanced: t`Advanced`,
  }
  const premiumCount = i18n.number(courses.filter((course) => course.is_premium).length)
  const total = i18n.number(courses.length)

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Content bank</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>
          {total} courses, {premiumCount} of them premium.
        </Trans>
      </p>
      <div className="mt-6 max-w-sm">
        <label htmlFor="bank-search" className="block text-sm font-medium text-slate-800">
          <Trans>Search content</Trans>
        </label>
        <input
          id="bank-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="mt-1 h-11 w-full rounded-xl border border-slate-300 px-3 focus-visible:outline-2 focus-visible:outline-blue-700"
        />
      </div>
      {isPending ? (
        <p role="status" className="mt-6 text-slate-600">
          <Trans>Loading courses…</Trans>
        </p>
      ) : error ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-red-800">
          <Trans>We could not load the courses.</Trans> {error.message}
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[40rem] text-start text-sm">
            <caption className="sr-only">
              <Trans>Courses in the content bank</Trans>
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  <Trans>Title</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  <Trans>Instructor</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  <Trans>Level</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  <Trans>Access</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  <Trans>Rating</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  <span className="sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((course) => (
                <tr key={course.id} className="border-t border-slate-200">
                  <td className="px-3 py-2">
                    <span className="block font-medium text-slate-900">{course.title_en}</span>
                    <span className="block text-slate-600" lang="ar" dir="rtl">
                      {course.title_ar}
                    </span>
                  </td>
                  <td className="px-3 py-2">{course.instructor_name}</td>
                  <td className="px-3 py-2">
                    {isDifficulty(course.difficulty)
                      ? difficultyLabels[course.difficulty]
                      : course.difficulty}
                  </td>
                  <td className="px-3 py-2">
                    {course.is_premium ? <Trans>Premium</Trans> : <Trans>Free</Trans>}
                  </td>
                  <td className="px-3 py-2">
                    {i18n.number(Number(course.rating), { minimumFractionDigits: 1 })}
                  </td>
                  <td className="px-3 py-2">
                    <Link
                      to={`/admin/content?course=${encodeURIComponent(course.id)}`}
                      className="font-semibold text-blue-700 underline"
                    >
                      <Trans>Edit</Trans>
                      <span className="sr-only"> {course.title_en}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length === 0 ? (
            <p className="p-4 text-slate-600">
              <Trans>Nothing matches your search.</Trans>
            </p>
          ) : null}
        </div>
      )}
    </div>
  )
}
